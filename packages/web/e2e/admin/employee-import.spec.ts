import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// Issue 16 §2: HR brings people in from Excel. Template, upload (with its progress), a preview that lists every
// problem and blocks the confirmation, the corrected file, the confirmation and the new people in the list.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function employeeFile(rows: Record<string, unknown>[]) {
  const headers = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Karyawan');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(headers.map((h) => r[h] ?? null));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** axe: no serious or critical violation on what the page shows now (the preview's tables and messages). */
async function accessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

/** The import call waits at the gate while one is set, so that its progress can be seen. */
async function importGate(page: Page) {
  let gate = Promise.resolve();
  await page.route(/\/api\/users\/import(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
}

test('HR imports employees from Excel: template, a file with problems, the corrected file, confirmation', async ({
  page,
  baseURL,
}) => {
  const tag = Date.now().toString(36);
  const api = await adminApi(baseURL!);
  const jabatan = `Operator Impor ${tag}`;
  expect((await api.post('/api/jabatan', { data: { nama: jabatan } })).status()).toBe(201);
  const lokasi = `Gudang Impor ${tag}`;
  const lokasiRes = await api.post('/api/lokasi', {
    data: { nama: lokasi, latitude: -6.2, longitude: 106.8, radius: 100, zona_waktu: 'Asia/Jakarta' },
  });
  expect(lokasiRes.status(), await lokasiRes.text()).toBe(201);
  const existing = await createEmployee(api, { fullname: `Sudah Ada ${tag}` });
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  const hold = await importGate(page);
  await page.goto('/admin/karyawan');
  await page.getByRole('button', { name: 'Impor Excel' }).click();
  await expect(page).toHaveURL(/\/admin\/karyawan\/impor$/);
  await expect(page.getByRole('heading', { name: 'Impor Karyawan' })).toBeVisible();

  // 1. The template, with today's job titles as a list.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Templat' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('Templat_Impor_Karyawan.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await template.path())!)) as unknown as ArrayBuffer);
  expect(wb.getWorksheet('Karyawan')!.getRow(1).values).toEqual(expect.arrayContaining(['NIP', 'Nama Lengkap', 'Jabatan']));
  const lists = wb.getWorksheet('Daftar')!;
  const jabatanColumn = lists.getColumn((lists.getRow(1).values as unknown[]).indexOf('Jabatan')).values;
  expect(jabatanColumn).toContain(jabatan);

  // 2-3. A file with problems: the upload's progress, then every problem; nothing can be confirmed.
  const ani = { NIP: `IMPE-${tag}-1`, 'Nama Lengkap': `Ani Impor ${tag}`, Username: `ani.${tag}` };
  const budi = { NIP: `IMPE-${tag}-2`, 'Nama Lengkap': `Budi Impor ${tag}`, Username: `budi.${tag}` };
  const wrong = await employeeFile([
    { ...ani, Jabatan: jabatan, Lokasi: lokasi, NIK: '12345', 'PIC (NIP)': budi.NIP },
    { ...budi, Jabatan: jabatan, Lokasi: 'Gudang Bulan' },
    { NIP: existing.nip, Jabatan: jabatan },
  ]);
  const input = page.getByLabel('Berkas Excel (.xlsx)');
  let release = hold();
  await input.setInputFiles({ name: 'karyawan.xlsx', mimeType: XLSX, buffer: wrong });
  await expect(page.getByRole('progressbar')).toBeVisible();
  release();
  const errors = page.getByRole('region', { name: 'Kesalahan pada berkas' });
  await expect(errors.getByRole('row', { name: /2 NIK NIK harus 16 digit angka\./ })).toBeVisible();
  await expect(
    errors.getByRole('row', { name: /3 Lokasi Lokasi "Gudang Bulan" tidak ditemukan\. Pilih dari daftar di lembar Daftar\./ }),
  ).toBeVisible();
  await expect(page.getByText('Berkas berisi 2 kesalahan.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Impor \d+ karyawan$/ })).toBeDisabled();
  await accessible(page);

  // The corrected file: two new people (one the other's PIC) and a change to one who exists, shown in words.
  const fixed = await employeeFile([
    { ...ani, Jabatan: jabatan, Lokasi: lokasi, NIK: '3201234567890123', 'PIC (NIP)': budi.NIP },
    { ...budi, Jabatan: jabatan, Lokasi: lokasi },
    { NIP: existing.nip, Jabatan: jabatan },
  ]);
  await input.setInputFiles({ name: 'karyawan-perbaikan.xlsx', mimeType: XLSX, buffer: fixed });
  const rows = page.getByRole('region', { name: 'Isi berkas' });
  await expect(
    rows.getByRole('row', {
      name: new RegExp(`${existing.nip} - ${existing.fullname} Diubah Jabatan: \\(kosong\\) → ${jabatan}`),
    }),
  ).toBeVisible();
  await expect(rows.getByRole('row', { name: new RegExp(`${ani.NIP} - ${ani['Nama Lengkap']} Baru`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kesalahan pada berkas' })).toHaveCount(0);
  await expect(page.getByText('2 karyawan baru akan ditambahkan dan 1 karyawan diubah')).toBeVisible();
  await accessible(page);

  // 4. Confirmed with its progress; then the result, back on the list, which holds the new people.
  release = hold();
  await page.getByRole('button', { name: 'Impor 3 karyawan' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  release();
  await expect(page.getByText('Impor selesai: 2 karyawan ditambahkan, 1 diperbarui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/karyawan$/);
  await page.getByLabel('Cari Nama / NIP').fill(`Impor ${tag}`);
  await expect(page.getByRole('link', { name: ani['Nama Lengkap'] })).toBeVisible();
  await expect(page.getByRole('link', { name: budi['Nama Lengkap'] })).toBeVisible();
  await page.getByRole('link', { name: ani['Nama Lengkap'] }).click();
  await expect(page.getByRole('button', { name: `Hapus PIC ${budi['Nama Lengkap']}` })).toBeVisible();
});
