import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const tag = () => Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
});

test('admin adds an employee with a generated password shown once; the employee must change it', async ({
  page,
  browser,
  baseURL,
}) => {
  const t = tag();
  // Nobody appoints themselves PIC (issue 15): the PIC is another person.
  const api = await adminApi(baseURL!);
  const boss = await createEmployee(api, { fullname: `Atasan Langsung ${t}` });
  await api.dispose();
  await page.goto('/admin/karyawan');
  await page.getByRole('button', { name: 'Tambah Karyawan' }).click();
  await expect(page).toHaveURL(/\/admin\/karyawan\/add$/);
  await page.getByLabel('NIP').fill(`NIP-${t}`);
  await page.getByLabel('Username').fill(`sari.${t}`);
  await page.getByLabel('Nama Lengkap').fill(`Sari Wulandari ${t}`);
  await page.getByLabel('Tipe Karyawan').selectOption('Kontrak');
  await page.getByLabel('Cari PIC').fill(boss.fullname);
  await page
    .getByRole('list', { name: 'Hasil pencarian PIC' })
    .getByRole('button', { name: new RegExp(boss.fullname) })
    .click();
  await expect(page.getByRole('button', { name: `Hapus PIC ${boss.fullname}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Karyawan', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Simpan' }).click();

  const modal = page.getByRole('dialog', { name: 'Password Sementara' });
  await expect(modal).toBeVisible();
  const password = (await modal.getByTestId('password-sementara').textContent())!.trim();
  expect(password).toMatch(/^[a-z0-9]{10}$/);
  await modal.getByRole('button', { name: 'Tutup' }).click();
  await expect(page).toHaveURL(/\/admin\/karyawan\/\d+$/);
  await expect(page.getByRole('heading', { name: `Sari Wulandari ${t}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Hapus PIC ${boss.fullname}` })).toBeVisible();
  await page.reload();
  await expect(page.getByText(password)).toHaveCount(0);

  const employee = await browser.newPage();
  await loginAs(employee, `sari.${t}`, password);
  await expect(employee).toHaveURL(/\/profile\/change-password$/);
  await expect(employee.getByText('Anda masih memakai password sementara.')).toBeVisible();
  await employee.close();
});

test('a duplicate NIP is shown under the field', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const existing = await createEmployee(api);
  await api.dispose();
  await page.goto('/admin/karyawan/add');
  await page.getByLabel('NIP').fill(existing.nip);
  await page.getByLabel('Username').fill(`lain.${tag()}`);
  await page.getByLabel('Nama Lengkap').fill('Orang Lain');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'NIP sudah dipakai karyawan lain.' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/add$/);
});

test('search finds an employee by NIP', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const wanted = await createEmployee(api);
  const other = await createEmployee(api);
  await api.dispose();
  await page.goto('/admin/karyawan');
  await page.getByLabel('Cari Nama / NIP').fill(wanted.nip);
  await expect(page.getByRole('link', { name: wanted.fullname })).toBeVisible();
  await expect(page.getByRole('link', { name: other.fullname })).toHaveCount(0);
  await page.getByRole('link', { name: wanted.fullname }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/karyawan/${wanted.id}$`));
  await expect(page.getByLabel('NIP')).toHaveValue(wanted.nip);
});

test('resend login data shows a new temporary password once', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api);
  await api.dispose();
  await page.goto(`/admin/karyawan/${employee.id}`);
  await page.getByRole('button', { name: 'Kirim Ulang Data Login' }).click();
  await page.getByRole('dialog', { name: 'Kirim Ulang Data Login' }).getByRole('button', { name: 'Kirim Ulang' }).click();
  const modal = page.getByRole('dialog', { name: 'Password Sementara' });
  await expect(modal.getByTestId('password-sementara')).toHaveText(/^[a-z0-9]{10}$/);
});

test('deactivating an employee keeps the record and stops the login', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api);
  await page.goto(`/admin/karyawan/${employee.id}`);
  await page.getByRole('button', { name: 'Nonaktifkan' }).click();
  await page.getByRole('dialog', { name: 'Nonaktifkan Karyawan' }).getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText('Karyawan berhasil dinonaktifkan.')).toBeVisible();
  await expect(page.getByText('Nonaktif', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aktifkan Kembali' })).toBeVisible();
  const res = await api.post('/api/auth/login', { data: { username: employee.username, password: employee.password } });
  expect(res.status()).toBe(401);
  expect((await res.json()).code).toBe('INVALID_CREDENTIALS');
  await api.dispose();
  await page.goto('/admin/karyawan');
  await page.getByLabel('Status').selectOption('nonaktif');
  await page.getByLabel('Cari Nama / NIP').fill(employee.nip);
  await expect(page.getByRole('link', { name: employee.fullname })).toBeVisible();
});
