import { expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// The Profile choice of approval notifications by e-mail, at phone width (issue 16 §5).
test.use({ viewport: { width: 390, height: 844 } });

test('an employee with an address turns e-mail notifications on, and the choice stays', async ({ page, baseURL }) => {
  const email = `notif.${Date.now().toString(36)}@contoh.co.id`;
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api, { email });
  await api.dispose();
  await loginAs(page, employee.username, employee.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');

  const toggle = page.getByRole('switch', { name: 'Terima notifikasi lewat email' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(`juga dikirim ke ${email}.`)).toBeVisible();
  await toggle.click();
  await expect(page.getByText('Notifikasi email diaktifkan.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Terima notifikasi lewat email' })).toBeChecked();
  // The page fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('without an address the choice is off and says where to add one', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api);
  await api.dispose();
  await loginAs(page, employee.username, employee.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await expect(page.getByRole('switch', { name: 'Terima notifikasi lewat email' })).toBeDisabled();
  await expect(page.getByText('di Data Kontak untuk memakai pilihan ini.')).toBeVisible();
  await page.getByRole('link', { name: 'Isi alamat email' }).click();
  await expect(page).toHaveURL(/\/profile\/kontak$/);
});
