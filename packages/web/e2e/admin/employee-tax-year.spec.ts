import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// The employee form: a PTKP change is kept with its date and applies from the next tax year (PMK 168/2023 Pasal 9
// ayat (4)); the JP option after the pension age (PP 45/2015 Pasal 15 ayat (4)) is saved with the record.

test('HR changes the PTKP status and keeps JP after the pension age; the form shows the dated change', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api, { status_ptkp: 'TK/0', tipe_karyawan: 'Tetap' });
  await api.dispose();
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/admin/karyawan/${emp.id}`);
  await expect(page.getByLabel('Status PTKP')).toHaveValue('TK/0');
  await expect(page.getByTestId('riwayat-ptkp')).toHaveCount(0);
  const jp = page.getByRole('checkbox', { name: /JP tetap dibayar setelah usia pensiun/ });
  await expect(jp).not.toBeChecked();

  await page.getByLabel('Status PTKP').selectOption('K/1');
  await jp.check();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data karyawan berhasil disimpan.')).toBeVisible();

  await expect(page).toHaveURL(/\/admin\/karyawan$/);
  await page.goto(`/admin/karyawan/${emp.id}`);
  await expect(page.getByLabel('Status PTKP')).toHaveValue('K/1');
  await expect(jp).toBeChecked();
  const tahun = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()));
  const riwayat = page.getByTestId('riwayat-ptkp');
  await expect(riwayat).toContainText(`TK/0 menjadi K/1, dipakai untuk PPh 21 mulai tahun pajak ${tahun + 1}.`);
  await expect(riwayat).toContainText('PPh 21 memakai status PTKP pada awal tahun pajak (PMK 168/2023 Pasal 9 ayat (4)).');
});
