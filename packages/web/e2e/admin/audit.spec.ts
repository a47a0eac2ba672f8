import { expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

test('the Admin reads who changed what in the audit log; HRD does not see it', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const hrd = await createEmployee(api, { roles: ['HRD'] });
  await api.dispose();
  // HRD adds a job title through the API: an admin change.
  const anon = await request.newContext({ baseURL });
  const { token } = await (
    await anon.post('/api/auth/login', { data: { username: hrd.username, password: hrd.password } })
  ).json();
  await anon.dispose();
  const asHrd = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const jabatan = `Auditor Internal ${Date.now().toString(36)}`;
  expect((await asHrd.post('/api/jabatan', { data: { nama: jabatan } })).status()).toBe(201);
  await asHrd.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Log Audit' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Log Audit' })).toBeVisible();
  await page.getByLabel('Cari').fill(hrd.fullname);
  const row = page.getByRole('row', { name: new RegExp(jabatan) });
  await expect(row).toContainText(hrd.fullname);
  await expect(row).toContainText('POST /api/jabatan');
  await expect(row).toContainText('201');
  await page.getByLabel('Jenis').selectOption('akses_biometrik');
  await expect(page.getByText('Belum ada catatan audit.')).toBeVisible();

  // HRD opens the admin area without the audit log entry; the page itself is refused by the server.
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, hrd.username, hrd.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Karyawan' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log Audit' })).toHaveCount(0);
  await page.goto('/admin/audit-log');
  await expect(page.getByText('Halaman Admin Tidak Ditemukan')).toBeVisible();
});
