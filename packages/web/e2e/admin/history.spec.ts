import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs, PASSWORD } from '../support';
import { FACE_PHOTO } from '../face-camera';

// Today (Jakarta) is a day off of the schedule and every other weekday works 08:00-17:00, so the
// statuses do not depend on the hour: a punch today is 'Hadir', no punch today is 'Libur', and
// yesterday without a punch is 'Alpha'.
const OFFICE = { latitude: -6.3, longitude: 106.9 };

const jakartaDate = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + offsetDays * 86_400_000));
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

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

test('admin filters the daily attendance by location, status and name, and opens a record', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const t = Date.now().toString(36);
  const today = jakartaDate();
  const kantor = await ok(
    await api.post('/api/lokasi', { data: { nama: `Depo Bekasi ${t}`, ...OFFICE, radius: 200, zona_waktu: 'Asia/Jakarta' } }),
  );
  const jabatan = await ok(await api.post('/api/jabatan', { data: { nama: `Kurir ${t}` } }));
  const hari = [1, 2, 3, 4, 5, 6, 7].map((h) =>
    h === isoWeekday(today)
      ? { hari: h, libur: true, jam_masuk: null, jam_pulang: null }
      : { hari: h, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' },
  );
  const jadwal = await ok(await api.post('/api/jadwal-kerja', { data: { nama: `Depo ${t}`, toleransi_terlambat: 0, hari } }));
  const fields = { lokasi_id: kantor.id, jabatan_id: jabatan.id, jadwal_kerja_id: jadwal.id, tanggal_masuk: jakartaDate(-1) };
  const rajin = await createEmployee(api, { ...fields, fullname: `Agus Rajin ${t}` });
  const absen = await createEmployee(api, { ...fields, fullname: `Bayu Absen ${t}` });
  await api.dispose();

  const anon = await request.newContext({ baseURL });
  const { token } = await ok(await anon.post('/api/auth/login', { data: { username: rajin.username, password: PASSWORD } }));
  const me = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  await ok(
    await me.post('/api/attendance', {
      data: { type: 'IN', latitude: OFFICE.latitude, longitude: OFFICE.longitude, photo: FACE_PHOTO },
    }),
  );
  await anon.dispose();
  await me.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/riwayat/absensi');
  await expect(page.getByRole('heading', { name: 'Riwayat Absensi' })).toBeVisible();
  // The fields show dd/mm/yyyy.
  await expect(page.getByLabel('Tanggal Mulai')).toHaveValue(today.split('-').reverse().join('/'));
  await expect(page.getByLabel('Tanggal Akhir')).toHaveValue(today.split('-').reverse().join('/'));
  await page.getByLabel('Lokasi').selectOption({ label: kantor.nama });
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(3);
  for (const header of ['NIP', 'Nama', 'Jabatan', 'Lokasi', 'Tanggal', 'Jam Masuk', 'Jam Pulang', 'Status', 'Terlambat']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(rows.filter({ hasText: rajin.fullname })).toContainText('Hadir');
  await expect(rows.filter({ hasText: rajin.fullname })).toContainText(`Kurir ${t}`);
  await expect(rows.filter({ hasText: absen.fullname })).toContainText('Libur');

  // Yesterday was a working day: both were alpha (Agus only punched today).
  await page.getByLabel('Tanggal Mulai').fill(jakartaDate(-1));
  await page.getByLabel('Status').selectOption({ label: 'Alpha' });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Alpha' })).toHaveCount(2);
  await page.getByLabel('Cari Nama / NIP').fill(absen.nip);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(absen.fullname);

  await page.getByLabel('Cari Nama / NIP').fill('');
  await page.getByLabel('Status').selectOption({ label: 'Hadir' });
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: rajin.fullname }).click();
  await expect(page).toHaveURL(/\/admin\/riwayat\/absensi\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Detail Absensi' })).toBeVisible();
  await expect(page.getByText(`${rajin.fullname} · ${rajin.nip}`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto absen masuk' })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('link', { name: 'Lihat peta absen masuk' })).toBeVisible();
  await expect(page.getByText('Absen Pulang')).toBeVisible();
});

test('a start date after the end date is explained and not asked for', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/riwayat/absensi');
  const asked: string[] = [];
  page.on('request', (req) => req.url().includes('/api/attendance/admin') && asked.push(req.url()));
  await page.getByLabel('Tanggal Akhir').fill('2030-01-01');
  await page.getByLabel('Tanggal Mulai').fill('2030-01-02');
  await expect(page.getByText('Tanggal mulai tidak boleh setelah tanggal akhir.')).toBeVisible();
  await expect(page.getByText('Tidak ada data absensi yang cocok dengan filter.')).toBeVisible();
  expect(asked.filter((url) => url.includes('start-date=2030-01-02'))).toEqual([]);
});
