import { expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

async function signedInEmployee(page: Page, baseURL: string, extra: Record<string, unknown> = {}) {
  const api = await adminApi(baseURL);
  const employee = await createEmployee(api, extra);
  await api.dispose();
  await loginAs(page, employee.username, employee.password);
  await expect(page).toHaveURL(/\/$/);
  return employee;
}

test('the profile header shows the real person', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const jabatan = await api.post('/api/jabatan', { data: { nama: `Operator Gudang ${Date.now().toString(36)}` } });
  expect(jabatan.status()).toBe(201);
  const { id: jabatanId, nama: jabatanNama } = await jabatan.json();
  await api.dispose();
  const employee = await signedInEmployee(page, baseURL!, { jabatan_id: jabatanId });
  // The dashboard may open its face-registration prompt, so go straight to the page.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: employee.fullname })).toBeVisible();
  await expect(page.getByText('Karyawan', { exact: true })).toBeVisible();
  await expect(page.getByText(jabatanNama, { exact: true })).toBeVisible();
  for (const entry of ['Profile Perusahaan', 'Pendaftaran Wajah', 'Menuju ke Admin', 'Change Password']) {
    await expect(page.getByRole('link', { name: entry })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Detail Profile' }).click();
  await page.getByRole('link', { name: 'Data Karyawan' }).click();
  await expect(page.getByText(employee.nip, { exact: true })).toBeVisible();
});

test('data kontak is saved and still there after a reload', async ({ page, baseURL }) => {
  await signedInEmployee(page, baseURL!);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Detail Profile' }).click();
  await page.getByRole('link', { name: 'Data Kontak' }).click();
  await expect(page).toHaveURL(/\/profile\/kontak$/);
  await page.getByLabel('Email').fill('budi@contoh.co.id');
  await page.getByLabel('Nomor HP', { exact: true }).fill('081234567890');
  await page.getByLabel('Alamat').fill('Jl. Kenanga No. 7, Surabaya');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data kontak berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/profile/kontak');
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue('budi@contoh.co.id');
  await expect(page.getByLabel('Alamat')).toHaveValue('Jl. Kenanga No. 7, Surabaya');
});

test('a bad email in data kontak shows the message under the field', async ({ page, baseURL }) => {
  await signedInEmployee(page, baseURL!);
  await page.goto('/profile/kontak');
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Format email tidak valid.' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/kontak$/);
});

test('change password, then sign in with the new one', async ({ page, baseURL }) => {
  const employee = await signedInEmployee(page, baseURL!);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Change Password' }).click();
  await page.getByLabel('Password Lama').fill(employee.password);
  await page.getByLabel('Password Baru', { exact: true }).fill('GantiBaru2026');
  await page.getByLabel('Konfirmasi Password Baru').fill('GantiBeda2026');
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByText('Konfirmasi password tidak sama dengan password baru.')).toBeVisible();
  await page.getByLabel('Konfirmasi Password Baru').fill('GantiBaru2026');
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page.getByText('Password berhasil diubah.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, employee.username, 'GantiBaru2026');
  await expect(page).toHaveURL(/\/$/);
});

test('logout clears local storage and goes to login', async ({ page, baseURL }) => {
  await signedInEmployee(page, baseURL!);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test("'Menuju ke Admin' as a Karyawan shows the admin Not Found page", async ({ page, baseURL }) => {
  await signedInEmployee(page, baseURL!);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Menuju ke Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Halaman Admin Tidak Ditemukan' })).toBeVisible();
});
