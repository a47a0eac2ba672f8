import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

async function apiAs(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

test('an admin approves annual leave from the approval list; riwayat and the quota page show it', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const hari = [1, 2, 3, 4, 5, 6, 7].map((d) =>
    d <= 5 ? { hari: d, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' } : { hari: d, libur: true },
  );
  const jadwal = await api.post('/api/jadwal-kerja', {
    data: { nama: `Kantor Cuti ${Date.now().toString(36)}`, toleransi_terlambat: 0, hari },
  });
  expect(jadwal.status()).toBe(201);
  // No PIC: the request goes to HRD/Admin.
  const emp = await createEmployee(api, { jadwal_kerja_id: (await jadwal.json()).id, tanggal_masuk: '2024-01-02' });
  // Joined in 2024: 12 days of annual leave in 2031 without anyone setting them up.
  const [cuti] = (await (await api.get('/api/jenis-izin?search=Cuti Tahunan')).json()).items;
  const own = await apiAs(baseURL!, emp.username, emp.password);
  // Wednesday 5 to Monday 10 March 2031: 4 working days.
  const filed = await own.post('/api/izin', {
    data: {
      jenis_izin_id: cuti.id,
      tanggal_mulai: '2031-03-05',
      tanggal_selesai: '2031-03-10',
      alasan: 'Mudik ke kampung halaman',
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  await own.dispose();
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/approval/izin');
  await expect(page.getByRole('heading', { name: 'Approval Izin' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('Menunggu Persetujuan');
  await page.getByLabel('Cari').fill(emp.nip);
  const row = page.getByRole('row', { name: new RegExp(emp.fullname) });
  await expect(row.getByRole('cell', { name: 'Cuti Tahunan' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await row.getByRole('cell', { name: emp.fullname }).click();

  await expect(page.getByRole('heading', { name: 'Detail Izin' })).toBeVisible();
  await expect(page.getByText('Mudik ke kampung halaman')).toBeVisible();
  await expect(page.getByText('5 Maret 2031 – 10 Maret 2031')).toBeVisible();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approval\/izin$/);

  // The riwayat lists it with its filters, and its detail has no decision buttons.
  await page.goto('/admin/riwayat/izin');
  await expect(page.getByRole('heading', { name: 'Riwayat Izin' })).toBeVisible();
  await page.getByLabel('Jenis Izin').selectOption({ label: 'Cuti Tahunan' });
  await page.getByLabel('Dari Tanggal').fill('2031-03-01');
  await page.getByLabel('Sampai Tanggal').fill('2031-03-31');
  await page.getByLabel('Cari').fill(emp.nip);
  const done = page.getByRole('row', { name: new RegExp(emp.fullname) });
  await expect(done.getByText('Disetujui')).toBeVisible();
  await page.getByLabel('Dari Tanggal').fill('2031-04-01');
  await page.getByLabel('Sampai Tanggal').fill('2031-04-30');
  await expect(page.getByText('Tidak ada pengajuan izin.')).toBeVisible();
  await page.getByLabel('Dari Tanggal').fill('2031-03-01');
  await page.getByLabel('Sampai Tanggal').fill('2031-03-31');
  await done.getByRole('cell', { name: emp.fullname }).click();
  await expect(page).toHaveURL(/\/admin\/riwayat\/izin\/\d+$/);
  await expect(page.getByText('Diputuskan oleh')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);

  // The employee's annual leave shows the new remainder for 2031: 12 - 4 = 8.
  await page.goto(`/admin/pengaturan/kuota-cuti/${emp.id}`);
  await expect(page.getByRole('row', { name: /^2031 / }).getByRole('cell')).toHaveText([
    '2031',
    '12',
    '0',
    '0',
    '0',
    '0',
    '12',
    '4',
    '0',
    '8',
  ]);
});
