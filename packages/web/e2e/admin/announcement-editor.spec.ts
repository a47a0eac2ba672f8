import { expect, test } from '@playwright/test';
import { ADMIN, loginAs } from '../support';

// Announcements are written with a rich-text editor and carry attachments (issue 19).

test.use({ viewport: { width: 1440, height: 900 } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('an admin formats an announcement with the toolbar and attaches a PDF', async ({ page }) => {
  // Typing through the editor, saving twice and reopening is a long walk on a busy machine.
  test.setTimeout(120_000);
  const judul = `Rapat Umum ${Date.now().toString(36)}`;
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengumuman/add');
  await page.getByLabel('Judul').fill(judul);

  const editor = page.getByRole('textbox', { name: 'Isi' });
  const toolbar = page.getByRole('toolbar', { name: 'Format teks' });
  await editor.click();
  await toolbar.getByRole('button', { name: 'Tajuk', exact: true }).click();
  await page.keyboard.type('Agenda Rapat');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Mohon hadir ');
  await toolbar.getByRole('button', { name: 'Tebal' }).click();
  await expect(toolbar.getByRole('button', { name: 'Tebal' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('tepat waktu');
  await toolbar.getByRole('button', { name: 'Tebal' }).click();
  await expect(toolbar.getByRole('button', { name: 'Tebal' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Daftar berpoin' }).click();
  await page.keyboard.type('Bawa laptop');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bawa catatan');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Info lengkap');
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: 'Tautan' }).click();
  await page.getByLabel('Alamat tautan').fill('contoh.id/rapat');
  await page.getByRole('button', { name: 'Pasang' }).click();

  await page.getByLabel('Pilih Berkas').setInputFiles({ name: 'agenda.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('list', { name: 'Lampiran terunggah' })).toContainText('agenda.pdf');
  // A desk has no camera to take a photo with.
  await expect(page.getByText('Ambil Foto')).toHaveCount(0);

  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengumuman berhasil disimpan.')).toBeVisible();
  await page.getByLabel('Cari').fill(judul);
  await page.getByRole('cell', { name: judul }).click();
  await expect(page.getByRole('heading', { name: 'Ubah Pengumuman' })).toBeVisible();

  // What was saved (after the server's sanitising) comes back formatted, with its attachment.
  const saved = page.getByRole('textbox', { name: 'Isi' });
  await expect(saved.locator('h2')).toHaveText('Agenda Rapat');
  await expect(saved.locator('strong')).toHaveText('tepat waktu');
  await expect(saved.locator('ul > li')).toHaveText(['Bawa laptop', 'Bawa catatan']);
  await expect(saved.locator('a')).toHaveAttribute('href', 'https://contoh.id/rapat');
  await expect(saved.locator('a')).toHaveText('Info lengkap');
  await expect(page.getByRole('list', { name: 'Lampiran terunggah' })).toContainText('agenda.pdf');

  // Removing the attachment and saving lets it go.
  await page.getByRole('button', { name: 'Hapus lampiran agenda.pdf' }).click();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengumuman berhasil disimpan.').first()).toBeVisible();
  await page.getByLabel('Cari').fill(judul);
  await page.getByRole('cell', { name: judul }).click();
  await expect(page.getByRole('textbox', { name: 'Isi' }).locator('h2')).toHaveText('Agenda Rapat');
  await expect(page.getByRole('list', { name: 'Lampiran terunggah' })).toHaveCount(0);
});
