import { type APIRequestContext, type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { expectPunched, takeLivePhotos, useFaceCamera } from '../face-camera';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// The e2e server runs on the real clock (platform/clock.ts is replaced only inside vitest), so the shift is laid
// around the real time: it started an hour ago and ends in three hours, and a clock-out now is well before its end.

const OFFICE = { latitude: -6.175392, longitude: 106.827153 };
const MIN = 60_000;

const jakarta = (at: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jakarta',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = (t: string) => parts.find((x) => x.type === t)!.value;
  return { tanggal: `${p('year')}-${p('month')}-${p('day')}`, jam: `${p('hour')}:${p('minute')}` };
};

const tag = () => `${Date.now().toString(36).slice(-3)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();

/** An employee at the Jakarta office, rostered on a shift that began an hour ago and ends in three hours. */
async function arrange(api: APIRequestContext) {
  const t = tag();
  const lokasi = await api.post('/api/lokasi', {
    data: { nama: `Pabrik Cikarang ${t}`, alamat: 'Jl. Industri', ...OFFICE, radius: 150, zona_waktu: 'Asia/Jakarta' },
  });
  expect(lokasi.status(), await lokasi.text()).toBe(201);
  const emp = await createEmployee(api, { lokasi_id: (await lokasi.json()).id });
  const mulai = jakarta(new Date(Date.now() - 60 * MIN));
  const selesai = jakarta(new Date(Date.now() + 180 * MIN));
  const nama = `Shift Sore ${t}`;
  const created = await api.post('/api/shift', {
    data: { nama, kode: `E${t.slice(0, 3)}`, jam_masuk: mulai.jam, jam_pulang: selesai.jam },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shiftId = (await created.json()).id;
  const roster = await api.put('/api/roster', {
    data: { sel: [{ user_id: emp.id, tanggal: mulai.tanggal, shift_id: shiftId }] },
  });
  expect(roster.status(), await roster.text()).toBe(200);
  return { emp, nama, tanggal: mulai.tanggal, jamPulang: selesai.jam };
}

async function gpsAndPhotos(page: Page) {
  await page.getByRole('button', { name: 'Lanjut Ambil Foto' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/take-photo$/);
  await takeLivePhotos(page);
}

async function clockIn(page: Page) {
  const card = page.getByRole('region', { name: 'Absensi hari ini' });
  await card.getByRole('button', { name: 'Clock In' }).click();
  await gpsAndPhotos(page);
  await page.getByRole('button', { name: 'Kirim Clock in' }).click();
  await expectPunched(page, 'Clock in');
  await expect(card.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
  // Home asks again about the face registration: go on from the punch screen.
  await page.goto('/menu/absensi/pencatatan-waktu');
}

/** The POST /attendance requests of the page. */
function punches(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/attendance') seen.push(req);
  });
  return seen;
}

/** HR, on a desktop, finds the day in the attendance history and opens it. */
async function hrSees(browser: Browser, baseURL: string, nip: string, tanggal: string, texts: string[]) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  await loginAs(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/riwayat/absensi');
  await page.getByLabel('Tanggal Mulai').fill(tanggal);
  await page.getByLabel('Tanggal Akhir').fill(tanggal);
  await page.getByLabel('Cari Nama / NIP').fill(nip);
  const row = page.getByRole('row').filter({ hasText: nip });
  await expect(row).toHaveCount(1);
  for (const text of texts) await expect(row).toContainText(text);
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Detail Absensi' })).toBeVisible();
  for (const text of texts) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await context.close();
}

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: OFFICE.latitude + 0.0003, longitude: OFFICE.longitude, accuracy: 10 });
  await useFaceCamera(page);
});

test('a clock-out hours before the shift ends asks for a reason before the camera; HR sees the reason', async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const { emp, nama, tanggal, jamPulang } = await arrange(api);
  await api.dispose();
  const sent = punches(page);

  await loginAs(page, emp.username, emp.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await clockIn(page);

  // Clock Out: the question comes first, saying when the shift ends.
  await page.getByRole('region', { name: 'Absensi hari ini' }).getByRole('button', { name: 'Clock Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pulang lebih awal?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${nama} berakhir pukul ${jamPulang}.`);
  // Batal: back to the punch screen, nothing sent.
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/pencatatan-waktu$/);

  await page.getByRole('region', { name: 'Absensi hari ini' }).getByRole('button', { name: 'Clock Out' }).click();
  await expect(dialog).toBeVisible();
  // The reason is required.
  await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(dialog.getByText('Alasan pulang awal wajib diisi.')).toBeVisible();
  const alasan = 'Anak sakit, dijemput dari sekolah';
  await dialog.getByLabel('Alasan pulang awal').fill(alasan);
  await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(alasan)).toBeVisible();

  await gpsAndPhotos(page);
  await page.getByRole('button', { name: 'Kirim Clock out' }).click();
  await expectPunched(page, 'Clock out');
  await expect(page).toHaveURL(/\/$/);
  expect(sent).toHaveLength(2);
  expect(sent[1].postDataJSON()).toMatchObject({ type: 'OUT', alasan_pulang_awal: alasan });

  await hrSees(browser, baseURL!, emp.nip, tanggal, [`Alasan: ${alasan}`]);
});

test("when the server's clock says the clock-out is early, it asks then and sends the same photos with the reason", async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const { emp, tanggal } = await arrange(api);
  await api.dispose();
  await loginAs(page, emp.username, emp.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await clockIn(page);

  // The phone's clock runs ahead: by it, the shift's early-leave limit has passed, so the phone does not ask.
  await page.route('**/api/attendance/today', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), pulang_awal_sebelum: null } });
  });
  const sent = punches(page);
  await page.getByRole('region', { name: 'Absensi hari ini' }).getByRole('button', { name: 'Clock Out' }).click();
  await expect(page.getByRole('button', { name: 'Lanjut Ambil Foto' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Pulang lebih awal?' })).toHaveCount(0);
  await gpsAndPhotos(page);
  await page.getByRole('button', { name: 'Kirim Clock out' }).click();

  // The server refuses (409 PULANG_AWAL) and says how early: the same question, in its words.
  const dialog = page.getByRole('dialog', { name: 'Pulang lebih awal?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/lebih awal/);
  expect(sent).toHaveLength(1);
  const alasan = 'Dipanggil ke kantor kelurahan';
  await dialog.getByLabel('Alasan pulang awal').fill(alasan);
  await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
  await expectPunched(page, 'Clock out');

  // No second selfie: the same photos under the same Idempotency-Key, now with the reason.
  expect(sent).toHaveLength(2);
  const [first, second] = sent.map((r) => r.postDataJSON());
  expect(second.photo).toBe(first.photo);
  expect(second.photo_kedua).toBe(first.photo_kedua);
  expect(first.alasan_pulang_awal).toBeUndefined();
  expect(second.alasan_pulang_awal).toBe(alasan);
  expect(await sent[1].headerValue('idempotency-key')).toBe(await sent[0].headerValue('idempotency-key'));

  await hrSees(browser, baseURL!, emp.nip, tanggal, [`Alasan: ${alasan}`]);
});

test('a punch that fits no shift: refused with the server message where the company forbids it, else marked for HR', async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const before = await (await api.get('/api/pengaturan-shift')).json();
  const t = tag();
  const lokasi = await api.post('/api/lokasi', {
    data: { nama: `Gudang ${t}`, alamat: 'Jl. Gudang', ...OFFICE, radius: 150, zona_waktu: 'Asia/Jakarta' },
  });
  // No weekly schedule and no roster: no shift to clock in to.
  const emp = await createEmployee(api, { lokasi_id: (await lokasi.json()).id });
  const set = await api.put('/api/pengaturan-shift', { data: { ...before, absen_di_luar_jadwal: false } });
  expect(set.status(), await set.text()).toBe(200);
  try {
    await loginAs(page, emp.username, emp.password);
    await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
    await page.getByRole('region', { name: 'Absensi hari ini' }).getByRole('button', { name: 'Clock In' }).click();
    await gpsAndPhotos(page);
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/attendance' && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Kirim Clock in' }).click();
    const res = await answer;
    expect(res.status()).toBe(409);
    const body = await res.json();
    expect(body.code).toBe('DI_LUAR_JADWAL');
    await expect(page.getByRole('alert')).toHaveText(body.message);
    await expect(page.getByRole('dialog', { name: 'Pulang lebih awal?' })).toHaveCount(0);
  } finally {
    await api.put('/api/pengaturan-shift', { data: before });
    await api.dispose();
  }

  // Allowed again: the same punch goes through, and HR sees the day marked.
  await page.getByRole('button', { name: 'Kirim Clock in' }).click();
  await expectPunched(page, 'Clock in');
  await hrSees(browser, baseURL!, emp.nip, jakarta(new Date()).tanggal, ['Di luar jadwal']);
});
