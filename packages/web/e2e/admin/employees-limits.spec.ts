import { expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// Issue 15: the employee form offers a limited HRD only what the server lets them change.

test('a limited HRD sees no role they may not grant, no PIC picker, and cannot change an HRD account', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const nama = `Staf Personalia ${Date.now().toString(36)}`;
  const role = await api.post('/api/roles', { data: { nama, bagian: ['karyawan'] } });
  expect(role.status(), await role.text()).toBe(201);
  const limited = await createEmployee(api, { roles: ['HRD', nama] });
  const plain = await createEmployee(api);
  const colleague = await createEmployee(api, { roles: ['HRD'] });
  await api.dispose();

  await loginAs(page, limited.username, limited.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/admin/karyawan/${plain.id}`);
  await expect(page.getByRole('heading', { name: plain.fullname })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Karyawan', exact: true })).toBeEnabled();
  for (const name of ['Admin', 'HRD', nama]) await expect(page.getByRole('checkbox', { name, exact: true })).toBeDisabled();
  await expect(page.getByText('Peran Admin, HRD, dan role khusus hanya dapat diberikan atau dicabut oleh Admin.')).toBeVisible();
  await expect(page.getByText('Menunjuk atau mengganti PIC memerlukan akses bagian Approval.')).toBeVisible();
  await expect(page.getByLabel('Cari PIC')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kirim Ulang Data Login' })).toBeVisible();
  await page.getByLabel('NPWP').fill('01.234.567.8-901.000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/admin\/karyawan$/);

  await page.goto(`/admin/karyawan/${colleague.id}`);
  await expect(page.getByRole('heading', { name: colleague.fullname })).toBeVisible();
  await expect(
    page.getByText('HRD dengan akses terbatas tidak dapat mengubah akun yang memegang peran Admin, HRD, atau role khusus.'),
  ).toBeVisible();
  await expect(page.getByLabel('Nama Lengkap')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kirim Ulang Data Login' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Nonaktifkan' })).toHaveCount(0);
});
