import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { ADMIN, loginAs } from '../support';

/** A solid-colour PNG of w x h pixels (8-bit RGB), built by hand: signature, IHDR, one IDAT, IEND. */
function png(w: number, h: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: h }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('profile perusahaan: the logo is uploaded and shown, a bad file is refused, then it is removed', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengaturan/profile-perusahaan');
  await expect(page.getByText('Belum ada logo')).toBeVisible();

  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(160, 80, [30, 64, 175]) });
  await expect(page.getByText('Logo perusahaan disimpan.')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Logo perusahaan' });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([160, 80]);

  // A file that only pretends to be an image: refused with the reason, the logo stays.
  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar sama sekali') });
  await expect(page.getByText('Logo harus berupa gambar PNG atau JPEG.')).toBeVisible();
  await expect(logo).toBeVisible();

  // Replaced: the new image is shown.
  await expect(page.getByRole('button', { name: 'Ganti Logo' })).toBeVisible();
  await page
    .getByTestId('logo-input')
    .setInputFiles({ name: 'baru.png', mimeType: 'image/png', buffer: png(90, 90, [0, 128, 0]) });
  await expect(page.getByText('Logo perusahaan disimpan.').first()).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(90);

  await page.getByRole('button', { name: 'Hapus Logo' }).click();
  await page.getByRole('dialog', { name: 'Hapus logo perusahaan?' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Logo perusahaan dihapus.')).toBeVisible();
  await expect(page.getByText('Belum ada logo')).toBeVisible();
});
