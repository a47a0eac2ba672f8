import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function loginAdmin(page: Page) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

test('role management: create a custom role with its sections, see it listed, built-in roles read-only', async ({ page }) => {
  const nama = `Staf Laporan ${tag()}`;
  await loginAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Role Management' }).click();
  await expect(page).toHaveURL(/\/admin\/role-management$/);
  await expect(page.getByRole('row', { name: /^HRD Bawaan Semua bagian/ })).toBeVisible();

  await page.getByRole('button', { name: 'Tambah Role' }).click();
  await page.getByLabel('Nama Role').fill(nama);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pilih minimal satu bagian admin.')).toBeVisible();
  await page.getByLabel('Laporan').check();
  await page.getByLabel('Riwayat').check();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Role berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/role-management$/);
  await expect(page.getByRole('row', { name: new RegExp(nama) })).toContainText('Riwayat, Laporan');

  // Edit: drop Riwayat.
  await page.getByRole('link', { name: nama }).click();
  await expect(page.getByLabel('Riwayat')).toBeChecked();
  await page.getByLabel('Riwayat').uncheck();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('row', { name: new RegExp(nama) })).toContainText('Laporan');
  await expect(page.getByRole('row', { name: new RegExp(nama) })).not.toContainText('Riwayat');

  await page.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page.getByText('Role bawaan tidak dapat diubah atau dihapus.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);
});

test('an HRD holding a custom role sees only its sections; the guard refuses the others', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const nama = `Staf Gaji ${tag()}`;
  const role = await api.post('/api/roles', { data: { nama, bagian: ['laporan', 'penggajian'] } });
  expect(role.status()).toBe(201);
  const staf = await createEmployee(api, { roles: ['HRD', nama] });
  await api.dispose();

  await loginAs(page, staf.username, staf.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  const sidebar = page.getByRole('navigation');
  await expect(sidebar.getByRole('button', { name: 'Laporan' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Penggajian' })).toBeVisible();
  for (const hidden of ['Karyawan', 'Pengumuman', 'Reimburse', 'Role Management', 'Backup']) {
    await expect(sidebar.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  for (const hidden of ['Riwayat', 'Approval', 'Pengaturan']) {
    await expect(sidebar.getByRole('button', { name: hidden })).toHaveCount(0);
  }

  await page.goto('/admin/laporan/rekap-periode');
  await expect(page.getByRole('heading', { name: 'Laporan Rekapitulasi Kehadiran' })).toBeVisible();
  await page.goto('/admin/karyawan');
  await expect(page.getByText('Halaman Admin Tidak Ditemukan')).toBeVisible();
  await page.goto('/admin/role-management');
  await expect(page.getByText('Halaman Admin Tidak Ditemukan')).toBeVisible();
});
