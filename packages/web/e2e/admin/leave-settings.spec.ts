import { expect, type Page, test } from '@playwright/test';
import { ADMIN, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function loginAdmin(page: Page) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

test('jenis izin: statutory types are listed and kept; a company type is added, deactivated and deleted', async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/jenis-izin');
  await page.getByLabel('Cari jenis izin').fill('Menikah');
  const menikah = page.getByRole('row', { name: /^Menikah NKH/ });
  await expect(menikah).toContainText('3 hari kerja');
  await expect(menikah).toContainText('Aktif');

  // A statutory type can be edited or deactivated, never deleted.
  await menikah.getByRole('link', { name: 'Menikah' }).click();
  await expect(page.getByLabel('Nama Jenis Izin')).toHaveValue('Menikah');
  await expect(page.getByText('Jenis izin bawaan sesuai undang-undang')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);

  const nama = `Izin Wisuda ${tag()}`;
  await page.goto('/admin/pengaturan/jenis-izin');
  await page.getByRole('button', { name: 'Tambah Jenis Izin' }).click();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jenis-izin\/add$/);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama jenis izin wajib diisi.')).toBeVisible();
  await page.getByLabel('Nama Jenis Izin').fill(nama);
  await page.getByLabel('Berbayar (upah tetap dibayar)').uncheck();
  await page.getByLabel('Memotong kuota cuti tahunan').check();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jenis izin yang memotong kuota cuti harus berbayar.')).toBeVisible();
  await page.getByLabel('Memotong kuota cuti tahunan').uncheck();
  await page.getByLabel('Wajib melampirkan dokumen').check();
  await page.getByLabel('Maksimal Hari Kerja per Pengajuan').fill('1');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jenis izin berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jenis-izin$/);

  await page.getByLabel('Cari jenis izin').fill(nama);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row).toContainText('1 hari kerja');
  await row.getByRole('link', { name: nama }).click();
  await page.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText('Jenis izin dinonaktifkan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aktifkan' })).toBeVisible();

  await page.goto('/admin/pengaturan/jenis-izin');
  await page.getByLabel('Cari jenis izin').fill(nama);
  await page.getByLabel('Status').selectOption('true');
  await expect(page.getByText('Belum ada jenis izin.')).toBeVisible();
  await page.getByLabel('Status').selectOption('false');
  await page.getByRole('link', { name: nama }).click();
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog', { name: 'Hapus Jenis Izin' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Jenis izin berhasil dihapus.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jenis-izin$/);
});
