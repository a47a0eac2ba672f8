import { type APIRequestContext, expect, test } from '@playwright/test';
import { loginDataIn, startMailbox } from '../mailbox';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// Login data reaches the employee by e-mail (never on screen), or is shown once with a WhatsApp link (issue 16 §5).

let mailbox: Awaited<ReturnType<typeof startMailbox>>;
test.beforeAll(async () => {
  mailbox = await startMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

const tag = () => Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
});

/** The password in an e-mail is set once the mail server took it, a moment after it arrived: wait for that. */
async function signsIn(api: APIRequestContext, username: string, password: string) {
  await expect.poll(async () => (await api.post('/api/auth/login', { data: { username, password } })).status()).toBe(200);
}

test('a new employee with an e-mail address gets the login data by e-mail; the screen never shows the password', async ({
  page,
  browser,
  request,
}) => {
  const t = tag();
  const email = `rina.${t}@contoh.co.id`;
  await page.goto('/admin/karyawan/add');
  await page.getByLabel('NIP').fill(`NIP-${t}`);
  await page.getByLabel('Username').fill(`rina.${t}`);
  await page.getByLabel('Nama Lengkap').fill(`Rina Kartika ${t}`);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Simpan' }).click();

  const dialog = page.getByRole('dialog', { name: 'Data Login Dikirim' });
  await expect(dialog.getByText(`Data login sedang dikirim ke ${email}.`)).toBeVisible();
  await expect(dialog.getByTestId('password-sementara')).toHaveCount(0);

  const { username, password } = loginDataIn(await mailbox.next(email));
  expect(username).toBe(`rina.${t}`);
  expect(password).toMatch(/^[a-z0-9]{10}$/);
  await expect(page.getByText(password)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(page).toHaveURL(/\/admin\/karyawan\/\d+$/);

  await signsIn(request, username, password);
  const employee = await browser.newPage();
  await loginAs(employee, username, password);
  await expect(employee).toHaveURL(/\/profile\/change-password$/);
  await employee.close();
});

test('resend to an employee with a phone number and no address: the password once, with a WhatsApp link', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api, { no_hp: '0812-3456-7890' });
  await api.dispose();
  await page.goto(`/admin/karyawan/${employee.id}`);
  await page.getByRole('button', { name: 'Kirim Ulang Data Login' }).click();
  await page.getByRole('dialog', { name: 'Kirim Ulang Data Login' }).getByRole('button', { name: 'Kirim Ulang' }).click();

  const dialog = page.getByRole('dialog', { name: 'Password Sementara' });
  const password = (await dialog.getByTestId('password-sementara').textContent())!.trim();
  expect(password).toMatch(/^[a-z0-9]{10}$/);
  const link = new URL((await dialog.getByRole('link', { name: 'Kirim lewat WhatsApp' }).getAttribute('href'))!);
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/6281234567890');
  const text = link.searchParams.get('text')!;
  expect(text).toContain(`Username: ${employee.username}`);
  expect(text).toContain(`Password sementara: ${password}`);
  expect(text).toContain(`Alamat aplikasi: ${baseURL}`);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await page.reload();
  await expect(page.getByText(password)).toHaveCount(0);
});

test('resend to an employee with an address: by e-mail, and the new password replaces the old one', async ({ page, baseURL }) => {
  const email = `budi.${tag()}@contoh.co.id`;
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api, { email });
  await page.goto(`/admin/karyawan/${employee.id}`);
  await page.getByRole('button', { name: 'Kirim Ulang Data Login' }).click();
  await page.getByRole('dialog', { name: 'Kirim Ulang Data Login' }).getByRole('button', { name: 'Kirim Ulang' }).click();
  const dialog = page.getByRole('dialog', { name: 'Data Login Dikirim' });
  await expect(dialog.getByText(`sedang dikirim ke ${email}.`)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Kirim lewat WhatsApp' })).toHaveCount(0);

  const { password } = loginDataIn(await mailbox.next(email));
  await signsIn(api, employee.username, password);
  const old = await api.post('/api/auth/login', { data: { username: employee.username, password: employee.password } });
  expect(old.status()).toBe(401);
  await api.dispose();
});
