import { expect, request, test } from '@playwright/test';
import { FACE_PHOTO } from '../face-camera';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// An offline punch sent long after it was taken waits for HR (issue 15): HR sees the gap and confirms it.
const OFFICE = { latitude: -6.175392, longitude: 106.827153 };

test('HR sees a late offline clock-in with its gap, approves it, and only then does it count', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const lokasi = await api.post('/api/lokasi', {
    data: {
      nama: `Kantor Tahan ${Date.now().toString(36)}`,
      alamat: 'Jl. Sudirman',
      ...OFFICE,
      radius: 150,
      zona_waktu: 'Asia/Jakarta',
    },
  });
  expect(lokasi.status(), await lokasi.text()).toBe(201);
  const emp = await createEmployee(api, { lokasi_id: (await lokasi.json()).id });
  const anon = await request.newContext({ baseURL });
  const { token } = await (
    await anon.post('/api/auth/login', { data: { username: emp.username, password: emp.password } })
  ).json();
  const own = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const taken = new Date(Date.now() - 40 * 60_000).toISOString();
  const sent = await own.post('/api/attendance', {
    data: { type: 'IN', ...OFFICE, photo: FACE_PHOTO, offline: { waktu_perangkat: taken } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect((await sent.json()).menunggu_konfirmasi).toMatch(/menunggu konfirmasi HRD karena dikirim 40 menit setelah diambil/);
  // The punch's own date (just after midnight in Jakarta it is yesterday's) through today.
  const jakarta = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  const range = { 'start-date': jakarta(new Date(taken)), 'end-date': jakarta(new Date()) };
  const counted = async () =>
    (await (await api.get('/api/attendance/admin', { params: { search: emp.nip, ...range } })).json()).items;
  expect((await counted()).filter((d: { jam_masuk: string | null }) => d.jam_masuk)).toHaveLength(0);

  await loginAs(page, ADMIN.username, ADMIN.password);
  await page.goto('/admin/approval/absen-offline');
  await page.getByRole('row').filter({ hasText: emp.fullname }).click();
  await expect(page.getByText(/^Waktu di perangkat .+, diterima .+ \(selisih 40 menit\)$/)).toBeVisible();
  await expect(page.getByText('Dikirim 40 menit setelah diambil (batas 10 menit).')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto clock in' })).toBeVisible();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approval\/absen-offline$/);

  const days = (await counted()).filter((d: { jam_masuk: string | null }) => d.jam_masuk);
  expect(days).toHaveLength(1);
  await Promise.all([api.dispose(), anon.dispose(), own.dispose()]);
});
