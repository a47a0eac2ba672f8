import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('mesin absen: register a terminal, see it speak, see a line it sent refused with its reason', async ({
  page,
  baseURL,
  request,
}) => {
  const t = tag();
  const lokasiNama = `Pabrik Mesin ${t}`;
  const sn = `CQZ${t}`.toUpperCase();
  const api = await adminApi(baseURL!);
  const lokasi = await api.post('/api/lokasi', {
    data: { nama: lokasiNama, latitude: -5.14, longitude: 119.43, radius: 100, zona_waktu: 'Asia/Makassar' },
  });
  expect(lokasi.status()).toBe(201);
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengaturan/mesin-absen');
  await page.getByRole('button', { name: 'Tambah Mesin' }).click();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Lokasi wajib dipilih.')).toBeVisible();

  await page.getByLabel('Nomor Seri').fill(sn);
  await page.getByLabel('Nama Mesin').fill(`Gerbang ${t}`);
  await page.getByLabel('Lokasi').selectOption({ label: lokasiNama });
  await page.getByLabel('Zona Waktu Jam Mesin').selectOption('Asia/Makassar');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Mesin absen berhasil disimpan.')).toBeVisible();
  // The device's row (the refused list names the device too).
  const row = page.getByRole('row', { name: new RegExp(`^Gerbang ${t} ${sn}`) });
  await expect(row).toContainText(sn);
  await expect(row).toContainText('WITA');
  await expect(row).toContainText('Belum pernah');

  // The terminal set up with this server's address: its handshake, then a punch of a PIN nobody has.
  const hello = await request.get(`/iclock/cdata?SN=${sn}&options=all&pushver=2.4.1`);
  expect(hello.status()).toBe(200);
  expect(await hello.text()).toContain(`GET OPTION FROM: ${sn}`);
  const up = await request.post(`/iclock/cdata?SN=${sn}&table=ATTLOG&Stamp=1`, {
    data: `PIN${t}\t2026-03-02 07:55:00\t0\t1\t0\t0\t0\n`,
    headers: { 'content-type': 'text/plain' },
  });
  expect(await up.text()).toBe('OK: 1\n');

  await page.reload();
  await expect(row).toContainText(/Baru saja|menit yang lalu/);
  const refused = page.getByRole('row', { name: new RegExp(`PIN${t}`) });
  await expect(refused).toContainText(`PIN PIN${t} tidak cocok dengan NIP atau PIN mesin karyawan mana pun.`);
  await expect(refused).toContainText(`Gerbang ${t}`);

  // The same terminal's USB log: checked, then applied; its unknown PIN is refused again, nothing recorded.
  await row.click();
  await expect(page.getByLabel('Nomor Seri')).toHaveValue(sn);
  await page.getByLabel('Berkas log absen (attlog.dat)').setInputFiles({
    name: '1_attlog.dat',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(`  PIN${t}\t2026-03-02 07:55:00\t0\t1\t0\t0\r\n`),
  });
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(page.getByText('1 baris: 0 sudah tercatat, 0 akan diproses, 1 ditolak.')).toBeVisible();
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByText('0 absen tercatat dari berkas.')).toBeVisible();
});
