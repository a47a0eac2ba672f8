import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs, PASSWORD } from '../support';
import { FACE_PHOTO } from '../face-camera';

// Today (in Jakarta, the office's zone) is a day off in the schedule and every other weekday is a
// working day 08:00-17:00, so the statuses do not depend on the hour the test runs: a punch today is
// 'Hadir' (work on a day off is never late) and yesterday, a closed working day without a punch, is 'Alpha'.
const OFFICE = { latitude: -6.2, longitude: 106.816666 };

const jakartaDate = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + offsetDays * 86_400_000));
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
const longDate = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** The fields these tests read from the API's answers. */
interface Answer {
  id: number;
  nama: string;
  token: string;
  items: { id: number }[];
}
async function ok(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<Answer> {
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as Answer;
}

async function arrange(baseURL: string) {
  const api = await adminApi(baseURL);
  const t = Date.now().toString(36);
  const today = jakartaDate();
  const kantor = await ok(
    await api.post('/api/lokasi', { data: { nama: `Kantor Riwayat ${t}`, ...OFFICE, radius: 200, zona_waktu: 'Asia/Jakarta' } }),
  );
  const hari = [1, 2, 3, 4, 5, 6, 7].map((h) =>
    h === isoWeekday(today)
      ? { hari: h, libur: true, jam_masuk: null, jam_pulang: null }
      : { hari: h, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' },
  );
  const jadwal = await ok(await api.post('/api/jadwal-kerja', { data: { nama: `Riwayat ${t}`, toleransi_terlambat: 10, hari } }));
  const emp = await createEmployee(api, { lokasi_id: kantor.id, jadwal_kerja_id: jadwal.id, tanggal_masuk: jakartaDate(-3) });
  await api.dispose();
  return { kantor, emp, today };
}

/** Clocks in through the real API as the employee, a few metres from the office. */
async function clockIn(baseURL: string, username: string) {
  const anon = await request.newContext({ baseURL });
  const { token } = await ok(await anon.post('/api/auth/login', { data: { username, password: PASSWORD } }));
  const me = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  await ok(
    await me.post('/api/attendance', { data: { type: 'IN', ...OFFICE, latitude: OFFICE.latitude + 0.0002, photo: FACE_PHOTO } }),
  );
  await anon.dispose();
  await me.dispose();
}

test('the employee sees the month day by day and opens a punch with place, map link and photo', async ({ page, baseURL }) => {
  const { kantor, emp, today } = await arrange(baseURL!);
  await clockIn(baseURL!, emp.username);
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/menu/absensi');
  await expect(page.getByRole('heading', { name: 'Riwayat Absensi' })).toBeVisible();
  const links = page.getByRole('navigation', { name: 'Menu absensi' });
  for (const name of ['Clock In/Out', 'Izin', 'Lembur', 'Koreksi Kehadiran'])
    await expect(links.getByRole('link', { name })).toBeVisible();
  // The month field shows month/year (decision 0026).
  await expect(page.getByLabel('Bulan')).toHaveValue(`${today.slice(5, 7)}/${today.slice(0, 4)}`);

  const todayCard = page.getByRole('link', { name: `Detail ${longDate(today)}` });
  await expect(todayCard).toContainText('Hadir');
  await expect(todayCard).toContainText(/\d{2}:\d{2}/);
  await expect(todayCard.locator('span', { hasText: 'Hadir' })).toHaveClass(/bg-green-100/);

  // Yesterday is in this month's list, or in last month's when today is the 1st.
  const yesterday = jakartaDate(-1);
  if (yesterday.slice(0, 7) !== today.slice(0, 7)) await page.getByLabel('Bulan').fill(yesterday.slice(0, 7));
  const alpha = page.getByRole('listitem').filter({ hasText: longDate(yesterday) });
  await expect(alpha).toContainText('Alpha');
  await expect(alpha.getByRole('link')).toHaveCount(0);
  await expect(alpha.locator('span', { hasText: 'Alpha' })).toHaveClass(/bg-red-100/);
  // Days before the join date are not listed at all.
  await expect(page.getByText(longDate(jakartaDate(-4)))).toHaveCount(0);
  if (yesterday.slice(0, 7) !== today.slice(0, 7)) await page.getByLabel('Bulan').fill(today.slice(0, 7));

  await page.getByRole('link', { name: `Detail ${longDate(today)}` }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/riwayat\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Detail Absensi' })).toBeVisible();
  await expect(page.getByText('Libur', { exact: true })).toBeVisible();
  const masuk = page.locator('div', { has: page.getByRole('heading', { name: 'Absen Masuk' }) }).last();
  await expect(masuk).toContainText(kantor.nama);
  await expect(masuk).toContainText(/\d+ m/);
  await expect(masuk).toContainText('Tanpa pencocokan wajah');
  await expect(page.getByRole('link', { name: 'Lihat peta absen masuk' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=-6\.1998\d*&mlon=106\.816666/,
  );
  // The selfie needs the bearer token: it is fetched and shown from an object URL.
  await expect(page.getByRole('img', { name: 'Foto absen masuk' })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('Belum pernah dikoreksi.')).toBeVisible();
});

test("another employee's record is not found", async ({ page, baseURL }) => {
  const { emp } = await arrange(baseURL!);
  await clockIn(baseURL!, emp.username);
  const other = await arrange(baseURL!);
  await loginAs(page, other.emp.username, other.emp.password);
  await expect(page).toHaveURL(/\/$/);
  const api = await adminApi(baseURL!);
  const list = await ok(await api.get(`/api/attendance/admin?search=${emp.nip}`));
  await api.dispose();
  await page.goto(`/menu/absensi/riwayat/${list.items[0].id}`);
  await expect(page.getByText('Data absensi tidak ditemukan.').first()).toBeVisible();
});
