import { expect, test } from '@playwright/test';
import { ADMIN, loginAs } from '../support';

// Leave types limited by gender (issue 19): set in the leave type form, shown in the list.

test.use({ viewport: { width: 1440, height: 900 } });

test('HR limits a leave type to men and sees the statutory maternity leave limited to women', async ({ page }) => {
  const nama = `Cuti Ayah ${Date.now().toString(36)}`;
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengaturan/jenis-izin');
  await page.getByLabel('Cari jenis izin').fill('Cuti Melahirkan');
  await expect(page.getByRole('row', { name: /Cuti Melahirkan/ })).toContainText('Perempuan');

  await page.getByRole('button', { name: 'Tambah Jenis Izin' }).click();
  await page.getByLabel('Nama Jenis Izin').fill(nama);
  await expect(page.getByLabel('Khusus Jenis Kelamin')).toHaveValue('');
  await page.getByLabel('Khusus Jenis Kelamin').selectOption('Laki-laki');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jenis izin berhasil disimpan.')).toBeVisible();
  await page.getByLabel('Cari jenis izin').fill(nama);
  await expect(page.getByRole('row', { name: new RegExp(nama) })).toContainText('Laki-laki');
  await page.getByRole('link', { name: nama }).click();
  await expect(page.getByLabel('Khusus Jenis Kelamin')).toHaveValue('Laki-laki');
  // Back to everyone.
  await page.getByLabel('Khusus Jenis Kelamin').selectOption({ label: 'Semua karyawan' });
  await page.getByRole('button', { name: 'Simpan' }).click();
  // The first save's toast may still be showing.
  await expect(page.getByText('Jenis izin berhasil disimpan.').last()).toBeVisible();
  await page.getByLabel('Cari jenis izin').fill(nama);
  await expect(page.getByRole('row', { name: new RegExp(nama) })).toContainText('Semua');
});
