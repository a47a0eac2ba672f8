import { expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

test('the login page says how long to wait after repeated wrong passwords, and Admin unlocks the account', async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api);
  await api.dispose();

  const phone = await browser.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Username').fill(employee.username);
  await phone.getByLabel('Password').fill(employee.password);
  // Someone else guesses from the same address first.
  const anon = await request.newContext({ baseURL });
  for (let i = 0; i < 5; i++) {
    const res = await anon.post('/api/auth/login', { data: { username: employee.username, password: `Tebakan${i}xx` } });
    expect(res.status()).toBe(401);
  }
  await anon.dispose();
  await phone.getByRole('button', { name: 'Masuk' }).click();
  await expect(phone.getByRole('alert')).toHaveText(/^Terlalu banyak percobaan masuk\. Coba lagi dalam \d+ detik\.$/);
  await expect(phone).toHaveURL(/\/login$/);

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/admin/karyawan/${employee.id}`);
  await page.getByRole('button', { name: 'Buka Kunci Login' }).click();
  await expect(page.getByText(`Kunci login ${employee.fullname} telah dibuka.`)).toBeVisible();

  await phone.getByRole('button', { name: 'Masuk' }).click();
  await expect(phone).toHaveURL(/\/$/);
  await phone.close();
});
