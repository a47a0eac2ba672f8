import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// Excel in and out: the holiday import (template, a file with mistakes, the fixed file, confirm) and an admin
// list's export as a real download. The holiday files are in e2e/fixtures (dates in 2039, used by no other spec).
const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

async function loginAdmin(page: Page) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

test('hari libur: import from Excel, with the mistakes of a first file shown by row before nothing is saved', async ({
  page,
}) => {
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/hari-libur');
  await page.getByRole('button', { name: 'Impor Excel' }).click();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/hari-libur\/impor$/);
  await expect(page.getByRole('heading', { name: 'Impor Hari Libur' })).toBeVisible();

  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Templat' }).click();
  expect((await template).suggestedFilename()).toBe('Templat_Hari_Libur.xlsx');

  // A file with a date twice and a row without a name: every problem by row and column, nothing to confirm.
  await page.getByLabel('Berkas Excel (.xlsx)').setInputFiles(fixture('hari-libur-salah.xlsx'));
  const errors = page.getByRole('region', { name: 'Kesalahan pada berkas' });
  await expect(errors.getByRole('row', { name: /3 Tanggal Tanggal 17\/08\/2039 sudah ada di baris 2\./ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /4 Nama Hari Libur Nama hari libur wajib diisi\./ })).toBeVisible();
  await expect(page.getByText('hari-libur-salah.xlsx: 1 baru, 0 diubah, 0 tetap, 2 kesalahan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Impor 1 hari libur' })).toBeDisabled();

  // The fixed file: two new holidays, one of them a cuti bersama.
  await page.getByLabel('Berkas Excel (.xlsx)').setInputFiles(fixture('hari-libur.xlsx'));
  await expect(page.getByText('hari-libur.xlsx: 2 baru, 0 diubah, 0 tetap, 0 kesalahan.')).toBeVisible();
  const rows = page.getByRole('region', { name: 'Isi berkas' });
  await expect(rows.getByRole('row', { name: /18\/08\/2039 · Cuti Bersama Kemerdekaan Baru/ })).toBeVisible();
  await page.getByRole('button', { name: 'Impor 2 hari libur' }).click();
  await expect(page.getByText('Impor selesai: 2 hari libur ditambahkan, 0 diperbarui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/hari-libur$/);

  await page.getByLabel('Tahun').fill('2039');
  await expect(page.getByRole('row', { name: /18 Agustus 2039 Cuti Bersama Kemerdekaan Ya/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /17 Agustus 2039 Hari Kemerdekaan RI Tidak/ })).toBeVisible();

  // The same file again would change nothing: there is nothing to confirm.
  await page.goto('/admin/pengaturan/hari-libur/impor');
  await page.getByLabel('Berkas Excel (.xlsx)').setInputFiles(fixture('hari-libur.xlsx'));
  await expect(page.getByText('hari-libur.xlsx: 0 baru, 0 diubah, 2 tetap, 0 kesalahan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Impor 0 hari libur' })).toBeDisabled();
});

test('karyawan: the filtered list downloads as an Excel file', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const tag = `Ekspor${Date.now().toString(36)}`;
  const employee = await createEmployee(api, { fullname: `Sari ${tag}` });
  await api.dispose();
  await loginAdmin(page);
  await page.goto('/admin/karyawan');
  await page.getByLabel('Cari Nama / NIP').fill(tag);
  await expect(page.getByRole('row', { name: new RegExp(employee.nip) })).toBeVisible();

  const exporting = page.waitForRequest((r) => r.url().includes('/api/users/export'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor ke Excel' }).click();
  // The export asks for exactly the list's filters.
  expect(new URL((await exporting).url()).searchParams.get('search')).toBe(tag);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Data_Karyawan_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an xlsx is a zip
  await expect(page.getByText('Laporan berhasil diunduh.')).toBeVisible();
});
