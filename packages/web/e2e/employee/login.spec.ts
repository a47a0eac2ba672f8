import { expect, test } from '@playwright/test';
import { ADMIN, loginAs } from '../support';

test('login stores the session as the spec names it and opens the dashboard', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    role: localStorage.getItem('user_role'),
    user: JSON.parse(localStorage.getItem('user') ?? '{}'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.role).toBe('Admin,Karyawan');
  expect(stored.user).toEqual({ userRole: 'Admin,Karyawan', username: 'admin', fullname: 'Administrator' });
});

test('a wrong password keeps the person on the login page with no session', async ({ page }) => {
  await loginAs(page, ADMIN.username, 'salah-sekali');
  await expect(page.getByRole('alert')).toHaveText('Username atau password salah.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('login fields are required by the browser', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Username')).toHaveAttribute('required', '');
  await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
});

test('protected pages send a visitor without a session to login', async ({ page }) => {
  await page.goto('/menu');
  await expect(page).toHaveURL(/\/login$/);
});

test("'Lupa Password?' explains to contact HRD", async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lupa Password?' }).click();
  await expect(page.getByText('Hubungi HRD atau Admin perusahaan Anda.', { exact: false })).toBeVisible();
});

test('an unknown path shows the 404 page with a back button', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tidak-ada-halaman');
  await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kembali' })).toBeVisible();
});

test('a dead session (401) clears storage and returns to login', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => localStorage.setItem('access_token', 'token-palsu'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
