import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('upah minimum: add, refuse a duplicate with its message, edit and delete', async ({ page, baseURL }) => {
  const nama = `Kantor Upah ${tag()}`;
  const api = await adminApi(baseURL!);
  const lokasi = await api.post('/api/lokasi', {
    data: { nama, latitude: -6.2, longitude: 106.8, radius: 100, zona_waktu: 'Asia/Jakarta' },
  });
  expect(lokasi.status()).toBe(201);
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengaturan/gaji/upah-minimum');
  await page.getByRole('button', { name: 'Tambah Upah Minimum' }).click();
  await expect(page).toHaveURL(/\/upah-minimum\/add$/);

  // Nothing filled in: each field says what is missing.
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Lokasi wajib dipilih.')).toBeVisible();
  await expect(page.getByText('Nominal wajib diisi dengan angka rupiah.')).toBeVisible();
  await expect(page.getByText('Sumber (keputusan gubernur) wajib diisi.')).toBeVisible();

  const isi = async (nominal: string, sumber: string) => {
    await page.getByLabel('Lokasi').selectOption({ label: nama });
    await page.getByLabel('Berlaku Mulai').fill('2026-01-01');
    await page.getByLabel('Upah Minimum Sebulan (Rp)').fill(nominal);
    await page.getByLabel('Sumber').fill(sumber);
    await page.getByRole('button', { name: 'Simpan' }).click();
  };
  await isi('5000000', 'Keputusan Gubernur Contoh No. 1 Tahun 2025');
  await expect(page.getByText('Upah minimum berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/gaji\/upah-minimum$/);
  await page.getByLabel('Lokasi').selectOption({ label: nama });
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Rp 5.000.000');
  await expect(row).toContainText('Keputusan Gubernur Contoh No. 1 Tahun 2025');

  // The same location and date again: refused with the server's message under the date.
  await page.getByRole('button', { name: 'Tambah Upah Minimum' }).click();
  // The list's own "Lokasi" filter is on screen until the form replaces it.
  await expect(page.getByRole('heading', { name: 'Tambah Upah Minimum' })).toBeVisible();
  await isi('5100000', 'Keputusan Gubernur Contoh No. 2 Tahun 2025');
  const duplikat = `Upah minimum ${nama} yang berlaku mulai 01/01/2026 sudah ada. Ubah data tersebut atau pilih tanggal lain.`;
  await expect(page.getByRole('main').getByText(duplikat)).toBeVisible();
  await expect(page).toHaveURL(/\/upah-minimum\/add$/);

  // Edit the row from the list.
  await page.goto('/admin/pengaturan/gaji/upah-minimum');
  await page.getByLabel('Lokasi').selectOption({ label: nama });
  await page.getByRole('row', { name: new RegExp(nama) }).click();
  await expect(page.getByLabel('Upah Minimum Sebulan (Rp)')).toHaveValue('5000000');
  await page.getByLabel('Upah Minimum Sebulan (Rp)').fill('5396761');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Upah minimum berhasil disimpan.')).toBeVisible();
  await page.getByLabel('Lokasi').selectOption({ label: nama });
  await expect(page.getByRole('row', { name: new RegExp(nama) })).toContainText('Rp 5.396.761');

  // Delete it.
  await page.getByRole('row', { name: new RegExp(nama) }).click();
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog', { name: 'Hapus Upah Minimum' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Upah minimum berhasil dihapus.')).toBeVisible();
  await page.getByLabel('Lokasi').selectOption({ label: nama });
  await expect(page.getByRole('row', { name: new RegExp(nama) })).toHaveCount(0);
});
