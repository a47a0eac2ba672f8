import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs, PASSWORD } from '../support';

// The four report screens against the real server. Each test makes its own employees whose names carry a
// unique tag, and searches for that tag, so rows of other tests never show.
const OFFICE = { latitude: -6.2, longitude: 106.85 };
const MISSING_RANGE = 'Silakan pilih rentang tanggal terlebih dahulu.';
const EMPTY_RECAP = 'Tidak ada data yang cocok dengan filter yang Anda pilih.';

const jakartaDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));
const dmy = (date: string) => date.split('-').reverse().join('/');

interface Answer {
  id: number;
  token: string;
}
async function json(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Answer> {
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as Answer;
}
async function apiAs(baseURL: string, username: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const { token } = await json(await anon.post('/api/auth/login', { data: { username, password: PASSWORD } }));
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** A location and an every-day 08:00-17:00 schedule without tolerance; the fields for new employees. */
async function workplace(api: APIRequestContext, tag: string) {
  const lokasi = await json(
    await api.post('/api/lokasi', { data: { nama: `Kantor ${tag}`, ...OFFICE, radius: 200, zona_waktu: 'Asia/Jakarta' } }),
  );
  const hari = [1, 2, 3, 4, 5, 6, 7].map((h) => ({ hari: h, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' }));
  const jadwal = await json(await api.post('/api/jadwal-kerja', { data: { nama: `Pagi ${tag}`, toleransi_terlambat: 0, hari } }));
  return { lokasi_id: lokasi.id, jadwal_kerja_id: jadwal.id, tanggal_masuk: jakartaDate(-20), tipe_karyawan: 'Tetap' };
}

/** The URLs of the calls to `path` the page makes from now on. */
function watchCalls(page: Page, path: string): URL[] {
  const calls: URL[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === `/api${path}`) calls.push(url);
  });
  return calls;
}

async function openAsAdmin(page: Page, path: string, heading: string) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

async function fillRange(page: Page, start: string, end: string, search: string) {
  await page.getByLabel('Tanggal Mulai').fill(start);
  await page.getByLabel('Tanggal Akhir').fill(end);
  await page.getByLabel('Cari Nama / NIP').fill(search);
}

/** Holds the export call until released, so the exporting state can be seen. */
async function holdExport(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/laporan/export/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function rowsPerPageOptions(page: Page) {
  return page.getByLabel('Baris per halaman').locator('option').allTextContents();
}

test('recap: dates are required, empty filter, rows per page, next page and the Excel export', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const tag = `Rekap${Date.now().toString(36)}`;
  const fields = await workplace(api, tag);
  for (const name of ['Andi', 'Bagus', 'Citra']) await createEmployee(api, { ...fields, fullname: `${name} ${tag}` });
  await api.dispose();

  await openAsAdmin(page, '/admin/laporan/rekap-periode', 'Laporan Rekapitulasi Kehadiran');
  const calls = watchCalls(page, '/laporan/rekap-periode');
  const exportButton = page.getByRole('button', { name: 'Ekspor ke Excel' });

  await page.getByLabel('Tanggal Mulai').fill(jakartaDate(-3));
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText(MISSING_RANGE)).toBeVisible();
  expect(calls).toHaveLength(0);

  const [from, to] = [jakartaDate(-3), jakartaDate(-1)];
  await fillRange(page, from, to, `Tidak Ada ${tag}`);
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText(EMPTY_RECAP)).toBeVisible();
  await expect(exportButton).toHaveCount(0);

  await page.getByLabel('Cari Nama / NIP').fill(tag);
  await page.getByRole('button', { name: 'Proses' }).click();
  const rows = page.getByRole('table').getByRole('row');
  // Two header rows (the groups, then their columns) and three employees.
  await expect(rows).toHaveCount(5);
  for (const header of [
    'NIP',
    'Nama',
    'Tipe Karyawan',
    'Jabatan',
    'Lokasi',
    'Kehadiran',
    'Izin',
    'Alpha',
    'Tak Lengkap',
    'Terlambat',
    'Pulang Awal',
    'Lembur (Jam)',
  ]) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // Three working days without a punch: three alpha days, no presence ('0 menit').
  const andi = rows.filter({ hasText: `Andi ${tag}` });
  await expect(andi.getByRole('cell')).toHaveText([
    /^E2E/,
    `Andi ${tag}`,
    'Tetap',
    '-',
    `Kantor ${tag}`,
    '0',
    '0 menit',
    '0',
    '0',
    '0',
    '3',
    '0',
    '0',
    '0 menit',
    '0',
    '0 menit',
    '0',
  ]);
  const last = calls.at(-1)!;
  expect(Object.fromEntries(last.searchParams)).toEqual({
    page: '1',
    size: '10',
    search: tag,
    'start-date': from,
    'end-date': to,
  });

  expect(await rowsPerPageOptions(page)).toEqual(['2', '10', '25', '50']);
  await page.getByLabel('Baris per halaman').selectOption('2');
  await expect(rows).toHaveCount(4);
  await expect(page.getByText('1–2 dari 3')).toBeVisible();
  await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: `Citra ${tag}` })).toHaveCount(1);
  expect(calls.at(-1)!.searchParams.get('page')).toBe('2');
  expect(calls.at(-1)!.searchParams.get('size')).toBe('2');

  // The export: disabled with 'Mengekspor...' while the file is made, then a real xlsx download.
  const release = await holdExport(page);
  const download = page.waitForEvent('download');
  await exportButton.click();
  await expect(page.getByRole('button', { name: 'Mengekspor...' })).toBeDisabled();
  release();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Rekap_Kehadiran_${from}_sd_${to}.xlsx`);
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an xlsx is a zip
  await expect(page.getByText('Laporan berhasil diunduh.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ekspor ke Excel' })).toBeEnabled();
});

test('late report: late days from approved corrections, paging, and the search that waits for the typing to stop', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const tag = `Telat${Date.now().toString(36)}`;
  const fields = await workplace(api, tag);
  const often = await createEmployee(api, { ...fields, fullname: `Sering ${tag}` });
  const once = await createEmployee(api, { ...fields, fullname: `Sekali ${tag}` });
  // Clock-in 09:30 against a 08:00 start: 90 minutes late. Eleven days for one, one day for the other.
  const late = async (user: { username: string }, days: number[]) => {
    const own = await apiAs(baseURL!, user.username);
    for (const d of days) {
      const filed = await json(
        await own.post('/api/koreksi-kehadiran', {
          data: { tanggal: jakartaDate(-d), jam_masuk: '09:30', jam_pulang: '17:00', alasan: 'Ban bocor' },
        }),
      );
      await json(await api.post(`/api/approval/koreksi/${filed.id}`, { data: { keputusan: 'Disetujui' } }));
    }
    await own.dispose();
  };
  await late(often, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  await late(once, [2]);
  await api.dispose();

  await openAsAdmin(page, '/admin/laporan/datang-terlambat', 'Laporan Keterlambatan');
  const calls = watchCalls(page, '/laporan/datang-terlambat');
  await page.getByLabel('Cari Nama / NIP').fill(tag);
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText(MISSING_RANGE)).toBeVisible();
  expect(calls).toHaveLength(0);

  await fillRange(page, jakartaDate(-12), jakartaDate(-1), tag);
  await page.getByRole('button', { name: 'Proses' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11);
  for (const header of [
    'NIP',
    'Nama',
    'Jabatan',
    'Lokasi',
    'Jadwal Kerja',
    'Tanggal Absen',
    'Jadwal Masuk',
    'Waktu Absen',
    'Durasi Terlambat (Menit)',
  ]) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  const day2 = jakartaDate(-2);
  await expect(rows.filter({ hasText: `Sekali ${tag}` }).getByRole('cell')).toHaveText([
    once.nip,
    `Sekali ${tag}`,
    '-',
    `Kantor ${tag}`,
    `Pagi ${tag}`,
    dmy(day2),
    '08:00',
    `${dmy(day2)} 09:30:00`,
    '1 jam 30 menit',
  ]);
  expect(await rowsPerPageOptions(page)).toEqual(['10', '25', '50']);
  await expect(page.getByText('1–10 dari 12')).toBeVisible();
  await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('11–12 dari 12')).toBeVisible();
  expect(calls.at(-1)!.searchParams.get('page')).toBe('2');

  // Typing the other NIP reloads once, from page 1, after the pause: no call per keystroke.
  const before = calls.length;
  await page.getByLabel('Cari Nama / NIP').fill('');
  await page.getByLabel('Cari Nama / NIP').pressSequentially(once.nip, { delay: 20 });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`Sekali ${tag}`);
  // A busy machine may stall between two keys, or after clearing the box, for longer than the pause: a call at that
  // stall (a part of the NIP, or the emptied box) is what a person who stopped typing would get too. A call per
  // keystroke would be one for each of the NIP's characters.
  const typed = calls.slice(before).map((u) => [u.searchParams.get('search') ?? '', u.searchParams.get('page')] as const);
  expect(typed.length).toBeLessThanOrEqual(2);
  expect(typed.at(-1)).toEqual([once.nip, '1']);
  expect(typed.every(([search, page]) => once.nip.startsWith(search) && page === '1')).toBe(true);

  await page.getByLabel('Cari Nama / NIP').fill(`Tidak Ada ${tag}`);
  await expect(page.getByText('Tidak ada data keterlambatan yang ditemukan.')).toBeVisible();
});

test('leave quota report: the year is required, quota rows and the empty message', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const tag = `Kuota${Date.now().toString(36)}`;
  // Joined in 2024: 12 days of annual leave in 2031 without anyone setting them up.
  const emp = await createEmployee(api, { fullname: `Dewi ${tag}`, tanggal_masuk: '2024-01-02' });
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  const calls = watchCalls(page, '/laporan/kuota-cuti');
  await page.goto('/admin/laporan/cuti-pribadi');
  await expect(page.getByRole('heading', { name: 'Laporan Kuota Cuti' })).toBeVisible();
  const year = page.getByLabel('Tahun Periode');
  await expect(year).toHaveValue(String(new Date().getFullYear()));
  await expect(year).toHaveAttribute('placeholder', 'Contoh: 2025');
  await expect.poll(() => calls.length).toBe(1);

  await year.fill('');
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText('Silakan isi tahun periode terlebih dahulu.')).toBeVisible();
  expect(calls).toHaveLength(1);

  await year.fill('2031');
  await page.getByLabel('Cari Nama / NIP').fill(tag);
  await page.getByRole('button', { name: 'Proses' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  for (const header of ['NIP', 'Nama Karyawan', 'Periode', 'Total Kuota', 'Kuota Digunakan', 'Sisa Kuota']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(rows.nth(1).getByRole('cell')).toHaveText([emp.nip, `Dewi ${tag}`, '2031', '12', '0', '12']);
  expect(await rowsPerPageOptions(page)).toEqual(['10', '25', '50']);
  expect(Object.fromEntries(calls.at(-1)!.searchParams)).toEqual({ page: '1', size: '10', search: tag, periode: '2031' });

  await page.getByLabel('Cari Nama / NIP').fill(`Tidak Ada ${tag}`);
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText(EMPTY_RECAP)).toBeVisible();
});

test('wage report: dates are required, approved piece-rate wages per day, blank zero days and the export', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const tag = `Upah${Date.now().toString(36)}`;
  const fields = await workplace(api, tag);
  const job = await json(
    await api.post('/api/harga-borongan', {
      data: { nama: `Petik Teh ${tag}`, satuan: 'kg', harga: 2500, tipe: 'borongan', berlaku_mulai: jakartaDate(-20) },
    }),
  );
  const emp = await createEmployee(api, { ...fields, fullname: `Eko ${tag}`, tipe_karyawan: 'Borongan' });
  const own = await apiAs(baseURL!, emp.username);
  const [day1, day3] = [jakartaDate(-3), jakartaDate(-1)];
  for (const [tanggal, jumlah] of [
    [day1, 500],
    [day3, 12.5],
  ] as const) {
    const filed = await json(
      await own.post('/api/borongan', { data: { tanggal, items: [{ harga_borongan_id: job.id, jumlah }] } }),
    );
    await json(await api.post(`/api/approval/borongan/${filed.id}`, { data: { keputusan: 'Disetujui' } }));
  }
  await Promise.all([own.dispose(), api.dispose()]);

  await openAsAdmin(page, '/admin/laporan/upah-borongan', 'Laporan Upah Karyawan Borongan');
  const calls = watchCalls(page, '/laporan/upah-borongan');
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText(MISSING_RANGE)).toBeVisible();
  expect(calls).toHaveLength(0);

  await fillRange(page, day1, day3, `Tidak Ada ${tag}`);
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText('Tidak ada data yang ditemukan untuk periode dan filter yang dipilih.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ekspor ke Excel' })).toHaveCount(0);

  await page.getByLabel('Cari Nama / NIP').fill(tag);
  await page.getByRole('button', { name: 'Proses' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  const weekday = (date: string) =>
    new Date(`${date}T00:00:00Z`).toLocaleDateString('id-ID', { weekday: 'long', timeZone: 'UTC' });
  const dayHeader = (date: string) => `${weekday(date)} ${Number(date.slice(8))}/${Number(date.slice(5, 7))}`;
  const day2 = jakartaDate(-2);
  await expect(page.getByRole('columnheader')).toHaveText([
    'NIP',
    'Nama',
    dayHeader(day1),
    dayHeader(day2),
    dayHeader(day3),
    'Total',
  ]);
  // 500 kg x 2.500 = 1.250.000; 12,5 kg x 2.500 = 31.250; the day between is blank.
  await expect(rows.nth(1).getByRole('cell')).toHaveText([emp.nip, `Eko ${tag}`, '1.250.000', '', '31.250', '1.281.250']);
  expect(await rowsPerPageOptions(page)).toEqual(['10', '25', '50']);

  const release = await holdExport(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor ke Excel' }).click();
  await expect(page.getByRole('button', { name: 'Mengekspor...' })).toBeDisabled();
  release();
  expect((await download).suggestedFilename()).toBe(`Upah_Borongan_${day1}_sd_${day3}.xlsx`);
  await expect(page.getByText('Laporan berhasil diunduh.')).toBeVisible();
});

test('a failed load says which report failed, whatever the cause; a failed export says so too', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  // The server answering 500 for every report call: the screen's own message, not the generic one.
  await page.route('**/api/laporan/**', (route) => route.fulfill({ status: 500, json: { message: 'x', code: 'INTERNAL' } }));
  const [from, to] = [jakartaDate(-2), jakartaDate(-1)];

  await page.goto('/admin/laporan/rekap-periode');
  await fillRange(page, from, to, '');
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText('Gagal memuat data rekapitulasi.')).toBeVisible();
  await expect(page.getByText('Terjadi kesalahan pada server')).toHaveCount(0);

  await page.goto('/admin/laporan/datang-terlambat');
  await fillRange(page, from, to, '');
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect(page.getByText('Gagal memuat laporan keterlambatan.')).toBeVisible();

  await page.goto('/admin/laporan/cuti-pribadi');
  await expect(page.getByText('Gagal memuat laporan kuota cuti.')).toBeVisible();

  // The wage report only logs its failure (spec section 8).
  const logged: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && logged.push(msg.text()));
  await page.goto('/admin/laporan/upah-borongan');
  await fillRange(page, from, to, '');
  await page.getByRole('button', { name: 'Proses' }).click();
  await expect.poll(() => logged.some((l) => l.includes('Gagal memuat laporan upah borongan.'))).toBe(true);
  await expect(page.getByText('Gagal memuat laporan upah borongan.')).toHaveCount(0);

  // The export fails on its own: the list answers, the export does not.
  await page.unroute('**/api/laporan/**');
  await page.route('**/api/laporan/export/**', (route) =>
    route.fulfill({ status: 500, json: { message: 'x', code: 'INTERNAL' } }),
  );
  await page.goto('/admin/laporan/rekap-periode');
  await fillRange(page, from, to, '');
  await page.getByRole('button', { name: 'Proses' }).click();
  await page.getByRole('button', { name: 'Ekspor ke Excel' }).click();
  await expect(page.getByText('Gagal mengekspor data.')).toBeVisible();
});
