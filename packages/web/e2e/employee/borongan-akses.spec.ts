import { expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// Only the employee types HR chose see 'Input Absensi Borongan/Harian' and may send an entry (issue 19).

test.use({ viewport: { width: 360, height: 780 } });

test.afterEach(async ({ baseURL }) => {
  // The setting is company-wide: other specs' employees have no type.
  const api = await adminApi(baseURL!);
  await api.put('/api/pengaturan-borongan', { data: { tipe_karyawan: [] } });
  await api.dispose();
});

async function switchUser(page: Page, username: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, username, password);
  await expect(page).toHaveURL(/\/$/);
}

test('a permanent employee does not get the piece-rate entry; a piece-rate worker does', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const set = await api.put('/api/pengaturan-borongan', { data: { tipe_karyawan: ['Harian', 'Borongan'] } });
  expect(set.status(), await set.text()).toBe(200);
  const tetap = await createEmployee(api, { tipe_karyawan: 'Tetap' });
  const pemetik = await createEmployee(api, { tipe_karyawan: 'Borongan' });
  await api.dispose();

  await loginAs(page, tetap.username, tetap.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu');
  await expect(page.getByRole('link', { name: 'Pengumuman' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Input Absensi Borongan/Harian' })).toHaveCount(0);
  // Nor from the list's button (the server refuses a send all the same: the HTTP tests).
  await page.goto('/menu/absensi/borongan');
  await expect(page.getByText('Belum ada absensi borongan/harian.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Input Absensi Borongan/Harian' })).toHaveCount(0);

  await switchUser(page, pemetik.username, pemetik.password);
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Input Absensi Borongan/Harian' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/borongan$/);
  await expect(page.getByRole('button', { name: 'Input Absensi Borongan/Harian' })).toBeVisible();
});
