import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs, PASSWORD } from '../support';
import { FACE_PHOTO } from '../face-camera';

// A location of its own with a 00:00-23:59 shift and 0 minutes tolerance, so that whatever the hour, a punch today is
// present and late, and no punch yet is 'Belum Absen'. Tomorrow is a day off: from 22:00 tomorrow's clock-in window
// (two hours before its start) would be open, and a punch goes to the nearest shift's start.
const OFFICE = { latitude: -6.25, longitude: 106.75 };
const jakartaDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

/** The fields these tests read from the API's answers. */
interface Answer {
  id: number;
  token: string;
  approvals: { tipe: string; jumlah: number }[];
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

test("the admin dashboard shows today's counts per location, pending requests and the 30-day chart", async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const t = Date.now().toString(36);
  const kantor = await json(
    await api.post('/api/lokasi', { data: { nama: `Kantor Dasbor ${t}`, ...OFFICE, radius: 200, zona_waktu: 'Asia/Jakarta' } }),
  );
  const tomorrow = new Date(`${jakartaDate(1)}T00:00:00Z`).getUTCDay() || 7;
  const hari = [1, 2, 3, 4, 5, 6, 7].map((h) =>
    h === tomorrow ? { hari: h, libur: true } : { hari: h, libur: false, jam_masuk: '00:00', jam_pulang: '23:59' },
  );
  const jadwal = await json(await api.post('/api/jadwal-kerja', { data: { nama: `Sehari ${t}`, toleransi_terlambat: 0, hari } }));
  const fields = { lokasi_id: kantor.id, jadwal_kerja_id: jadwal.id, tanggal_masuk: jakartaDate(-1) };
  const rajin = await createEmployee(api, fields);
  const belum = await createEmployee(api, fields);
  const pending = async () =>
    (await json(await api.get('/api/dashboard/admin/kehadiran'))).approvals.find((a) => a.tipe === 'koreksi')?.jumlah ?? 0;
  const koreksiBefore = await pending();

  const me = await apiAs(baseURL!, rajin.username);
  await json(await me.post('/api/attendance', { data: { type: 'IN', ...OFFICE, photo: FACE_PHOTO } }));
  const other = await apiAs(baseURL!, belum.username);
  await json(
    await other.post('/api/koreksi-kehadiran', { data: { tanggal: jakartaDate(-1), jam_masuk: '08:00', alasan: 'Lupa absen' } }),
  );
  await Promise.all([me.dispose(), other.dispose(), api.dispose()]);

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  const today = page.getByRole('table', { name: 'Kehadiran hari ini per lokasi' });
  const row = today.getByRole('row', { name: new RegExp(`Kantor Dasbor ${t}`) });
  // Karyawan, Hadir, Terlambat, Izin/Cuti, Alpha, Belum Absen
  await expect(row.getByRole('cell')).toHaveText(['2', '1', '1', '0', '0', '1']);
  await expect(row.getByRole('rowheader')).toContainText('WIB');
  for (const header of ['Lokasi', 'Karyawan', 'Hadir', 'Terlambat', 'Izin/Cuti', 'Alpha', 'Belum Absen']) {
    await expect(today.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  const koreksi = page.getByRole('link', { name: `Koreksi Kehadiran: ${koreksiBefore + 1} menunggu persetujuan` });
  await expect(koreksi).toBeVisible();

  const chart = page.getByRole('table', { name: 'Kehadiran 30 hari terakhir' });
  await expect(chart.getByRole('row')).toHaveCount(31);
  // The chart ends at the latest local date of any zone: Jayapura's.
  const jayapura = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jayapura' }).format(new Date());
  const todayLabel = new Date(`${jayapura}T00:00:00`).toLocaleDateString('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  await expect(chart.getByRole('row').last().getByRole('rowheader')).toHaveText(todayLabel);

  await koreksi.click();
  await expect(page).toHaveURL(/\/admin\/approval\/koreksi-kehadiran$/);
  await expect(page.getByRole('heading', { name: 'Approval Koreksi Kehadiran' })).toBeVisible();
});
