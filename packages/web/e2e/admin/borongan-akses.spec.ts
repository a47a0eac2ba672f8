import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, loginAs } from '../support';

// Piece-rate and daily work limited to the employee types HR chooses (issue 19), set beside the price list.

test.use({ viewport: { width: 1440, height: 900 } });

test.afterEach(async ({ baseURL }) => {
  // The setting is company-wide: other specs' employees have no type.
  const api = await adminApi(baseURL!);
  await api.put('/api/pengaturan-borongan', { data: { tipe_karyawan: [] } });
  await api.dispose();
});

test('HR chooses which employee types may enter harian/borongan work', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/pengaturan/harga-harian-borongan');
  for (const tipe of ['Tetap', 'Kontrak', 'Harian', 'Borongan', 'Magang']) {
    await expect(page.getByRole('checkbox', { name: tipe, exact: true })).not.toBeChecked();
  }
  await page.getByRole('checkbox', { name: 'Harian', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Borongan', exact: true }).check();
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan input harian/borongan berhasil disimpan.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Harian', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Borongan', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Tetap', exact: true })).not.toBeChecked();
});
