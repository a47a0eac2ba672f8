import { expect, test } from '@playwright/test';
import { ADMIN, loginAs } from '../support';

test('an admin creates, edits and deletes an announcement', async ({ page }) => {
  // Three saves and the editor's own chunk: longer than the default on a busy machine.
  test.setTimeout(120_000);
  const judul = `Pengumuman Uji ${Date.now()}`;
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengumuman');
  await page.getByRole('button', { name: 'Tambah Pengumuman' }).click();
  await expect(page).toHaveURL(/\/admin\/pengumuman\/add$/);

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Judul wajib diisi.')).toBeVisible();

  await page.getByLabel('Judul').fill(judul);
  await page.getByRole('textbox', { name: 'Isi' }).fill('Paragraf pertama');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengumuman berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengumuman$/);

  await page.getByLabel('Cari').fill(judul);
  await page.getByRole('cell', { name: judul }).click();
  await expect(page.getByRole('heading', { name: 'Ubah Pengumuman' })).toBeVisible();
  // The body came back into the editor.
  await expect(page.getByRole('textbox', { name: 'Isi' }).locator('p')).toHaveText('Paragraf pertama');
  await page.getByLabel('Judul').fill(`${judul} (revisi)`);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengumuman berhasil disimpan.').first()).toBeVisible();
  await page.getByLabel('Cari').fill(judul);
  await expect(page.getByRole('cell', { name: `${judul} (revisi)` })).toBeVisible();

  await page.getByRole('cell', { name: `${judul} (revisi)` }).click();
  await page.getByRole('button', { name: 'Hapus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus Pengumuman' });
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Pengumuman berhasil dihapus.')).toBeVisible();
  await page.getByLabel('Cari').fill(judul);
  await expect(page.getByText('Belum ada pengumuman.')).toBeVisible();
});

test('the admin dashboard shows the summary and quick links', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByText('Karyawan Aktif')).toBeVisible();
  const quick = page.getByRole('region', { name: 'Akses cepat' });
  for (const name of ['Karyawan', 'Pengumuman', 'Pengaturan']) {
    await expect(quick.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
});
