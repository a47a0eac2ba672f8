import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// Issue 18 §1: a factory's HR sets up shifts and fills next month's roster for a location: a rotation with each
// employee starting two days after the previous one, one cell changed by hand, a week copied, and a cell changed in
// the exported workbook and imported back. Every step is checked against what the server stored.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const tag = () => Math.random().toString(36).slice(2, 5).toUpperCase();

/** Next month (yyyy-MM) by the company's clock (Jakarta). */
function nextMonth(): string {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

const lastDay = (bulan: string) => {
  const [y, m] = bulan.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
};
const day = (bulan: string, d: number) => `${bulan}-${String(d).padStart(2, '0')}`;

/** The codes the server holds for each employee of the location, by name, for days 1..n of the month. */
async function storedCodes(api: APIRequestContext, bulan: string, lokasiId: number): Promise<Record<string, (string | null)[]>> {
  const res = await api.get('/api/roster', { params: { bulan, lokasi_id: lokasiId, page: 1, size: 25 } });
  expect(res.status(), await res.text()).toBe(200);
  const grid = (await res.json()) as { items: { nama: string; hari: { kode: string | null }[] }[] };
  return Object.fromEntries(grid.items.map((r) => [r.nama, r.hari.map((h) => h.kode)]));
}

/** The grid's cell of one employee on one day of the month. */
const cell = (page: Page, nama: string, d: number) =>
  page.getByRole('region', { name: /^Roster shift/ }).getByRole('button', { name: new RegExp(`^[^,]+, ${nama}, ${d} `) });

test('HR fills a rotation for a location, edits a cell, copies a week and round-trips the month through Excel', async ({
  page,
  baseURL,
}) => {
  // A whole month's setup in one journey.
  test.setTimeout(180_000);
  const t = tag();
  const api = await adminApi(baseURL!);
  const lokasi = await api.post('/api/lokasi', {
    data: { nama: `Pabrik Roster ${t}`, latitude: -5.14, longitude: 119.42, radius: 200, zona_waktu: 'Asia/Makassar' },
  });
  expect(lokasi.status(), await lokasi.text()).toBe(201);
  const lokasiId = (await lokasi.json()).id as number;
  const names = ['Ani', 'Budi', 'Citra'].map((n) => `${n} Roster ${t}`);
  for (const fullname of names) await createEmployee(api, { fullname, lokasi_id: lokasiId });
  // Two of the three shifts through the API; the third through the settings screen below.
  const kode = { P: `P${t.slice(0, 2)}`, S: `S${t.slice(0, 2)}`, M: `M${t.slice(0, 2)}` };
  for (const [k, nama, masuk, pulang] of [
    ['P', 'Pagi', '06:00', '14:00'],
    ['S', 'Siang', '14:00', '22:00'],
  ] as const) {
    const res = await api.post('/api/shift', {
      data: { nama: `${nama} ${t}`, kode: kode[k], jam_masuk: masuk, jam_pulang: pulang },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await loginAs(page, ADMIN.username, ADMIN.password);
  // Pengaturan > Shift: the night shift, crossing midnight.
  await page.goto('/admin/pengaturan/shift');
  await page.getByRole('button', { name: 'Tambah Shift' }).click();
  await page.getByLabel('Nama Shift').fill(`Malam ${t}`);
  await page.getByLabel('Kode', { exact: true }).fill(kode.M);
  await page.getByLabel('Jam Masuk', { exact: true }).fill('22:00');
  await page.getByLabel('Jam Pulang', { exact: true }).fill('06:00');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/shift$/);
  await expect(page.getByRole('row', { name: new RegExp(`Malam ${t}`) })).toContainText('22:00');

  const bulan = nextMonth();
  const n = lastDay(bulan);
  await page.goto(`/admin/roster?bulan=${bulan}&lokasi=${lokasiId}`);
  await expect(page.getByRole('heading', { name: 'Roster Shift' })).toBeVisible();
  // No roster yet and no weekly schedule: every cell is empty.
  await expect(cell(page, names[0], 1)).toHaveText('-');

  // Isi Pola: P, P, S, S, M, M, L, L for the whole location, each next employee two days later.
  await page.getByRole('button', { name: 'Isi Pola' }).click();
  const pola = page.getByRole('dialog', { name: 'Isi Pola' });
  const option: Record<string, string> = {
    [kode.P]: `${kode.P} - Pagi ${t} (06:00-14:00)`,
    [kode.S]: `${kode.S} - Siang ${t} (14:00-22:00)`,
    [kode.M]: `${kode.M} - Malam ${t} (22:00-06:00)`,
    L: 'L - Libur',
  };
  for (const k of [kode.P, kode.P, kode.S, kode.S, kode.M, kode.M, 'L', 'L']) {
    await pola.getByLabel('Langkah berikutnya').selectOption({ label: option[k] });
    await pola.getByRole('button', { name: 'Tambah ke Pola' }).click();
  }
  await expect(
    pola.getByText(`Pola: ${[kode.P, kode.P, kode.S, kode.S, kode.M, kode.M, 'L', 'L'].join(', ')} (8 hari)`),
  ).toBeVisible();
  await pola.getByLabel('Geser per karyawan (hari)').fill('2');
  await pola.getByLabel('Semua karyawan aktif di lokasi dan/atau jabatan').check();
  await pola.getByLabel('Lokasi', { exact: true }).selectOption({ label: `Pabrik Roster ${t}` });
  await pola.getByRole('button', { name: 'Isi Jadwal' }).click();
  await expect(pola).toBeHidden();

  const rotation = [kode.P, kode.P, kode.S, kode.S, kode.M, kode.M, 'L', 'L'];
  const expected = Object.fromEntries(
    names.map((nama, k) => [nama, Array.from({ length: n }, (_, i) => rotation[(i + 2 * k) % 8])]),
  );
  expect(await storedCodes(api, bulan, lokasiId)).toEqual(expected);
  await expect(cell(page, names[0], 5)).toHaveText(kode.M);
  await expect(cell(page, names[1], 1)).toHaveText(kode.S);
  await expect(cell(page, names[2], 1)).toHaveText(kode.M);

  // One cell by hand: Ani's 2nd becomes a day off; unsaved until Simpan.
  await cell(page, names[0], 2).click();
  await page.getByLabel('Ubah 1 sel terpilih menjadi').selectOption({ label: 'L - Libur' });
  await expect(page.getByRole('status').filter({ hasText: 'perubahan' })).toHaveText('1 perubahan belum disimpan');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'perubahan' })).toHaveText('Tidak ada perubahan');
  expected[names[0]][1] = 'L';
  expect(await storedCodes(api, bulan, lokasiId)).toEqual(expected);

  // Salin Jadwal: Budi's first week onto the third (15th-21st).
  await page.getByRole('button', { name: names[1], exact: true }).click();
  await page.getByRole('button', { name: 'Salin Jadwal' }).click();
  const salin = page.getByRole('dialog', { name: 'Salin Jadwal' });
  await salin.getByLabel('Sumber dari').fill(day(bulan, 1));
  await salin.getByLabel('Sumber sampai').fill(day(bulan, 7));
  await salin.getByLabel('Tujuan dari').fill(day(bulan, 15));
  await salin.getByLabel('Tujuan sampai').fill(day(bulan, 21));
  await salin.getByRole('button', { name: 'Salin' }).click();
  await expect(salin).toBeHidden();
  for (let i = 0; i < 7; i++) expected[names[1]][14 + i] = expected[names[1]][i];
  expect(await storedCodes(api, bulan, lokasiId)).toEqual(expected);

  // Ekspor ke Excel, change Citra's 10th to the morning shift, import it back.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor ke Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Roster_Shift_${bulan}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Roster')!;
  let row = 0;
  ws.eachRow((r, i) => {
    if (r.getCell(2).value === names[2]) row = i;
  });
  expect(row).toBeGreaterThan(0);
  expect(ws.getCell(row, 2 + 10).value).toBe(expected[names[2]][9]);
  ws.getCell(row, 2 + 10).value = kode.P.toLowerCase();
  await page.getByRole('button', { name: 'Impor' }).click();
  await expect(page.getByRole('heading', { name: 'Impor Roster Shift' })).toBeVisible();
  await page
    .getByLabel('Berkas Excel (.xlsx)')
    .setInputFiles({ name: 'roster.xlsx', mimeType: XLSX, buffer: Buffer.from(await wb.xlsx.writeBuffer()) });
  await expect(page.getByRole('region', { name: 'Isi berkas' })).toContainText(names[2]);
  await page.getByRole('button', { name: /^Impor 1 jadwal karyawan$/ }).click();
  // Back on the roster itself (the import page's own /admin/roster/impor matched a looser pattern at once, and the
  // stored codes were read before the import had answered).
  await expect(page).toHaveURL(/\/admin\/roster(\?.*)?$/);
  expected[names[2]][9] = kode.P;
  expect(await storedCodes(api, bulan, lokasiId)).toEqual(expected);
  await api.dispose();
});
