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

/** The coming Saturday in Jakarta: a rest day of a Monday-to-Friday schedule. */
function nextSaturday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7));
  return d.toISOString().slice(0, 10);
}

test('an admin decides overtime from the approval list and finds it in the history', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const hari = [1, 2, 3, 4, 5, 6, 7].map((d) =>
    d <= 5 ? { hari: d, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' } : { hari: d, libur: true },
  );
  const jadwal = await api.post('/api/jadwal-kerja', {
    data: { nama: `Kantor Lembur Admin ${Date.now().toString(36)}`, toleransi_terlambat: 0, hari },
  });
  expect(jadwal.status()).toBe(201);
  // No PIC: the request goes to HRD/Admin.
  const emp = await createEmployee(api, { jadwal_kerja_id: (await jadwal.json()).id });
  await api.dispose();
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const tanggal = nextSaturday();
  // Ten hours on a rest day of a 5-day week: hours 1-8 at 2x, hour 9 at 3x, hour 10 at 4x (PP 35/2021 art. 31).
  const filed = await own.post('/api/lembur', {
    data: { tanggal, jam_mulai: '07:00', jam_selesai: '17:00', alasan: 'Stock opname gudang akhir tahun' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  await own.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/approval/lembur');
  await expect(page.getByRole('heading', { name: 'Approval Lembur' })).toBeVisible();
  await page.getByLabel('Cari').fill(emp.nip);
  const row = page.getByRole('row', { name: new RegExp(emp.fullname) });
  await expect(row.getByText('Hari libur')).toBeVisible();
  await expect(row.getByText('Menunggu Persetujuan')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/admin\/approval\/lembur\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Detail Lembur' })).toBeVisible();
  await expect(page.getByText('07:00 – 17:00')).toBeVisible();
  const tiers = page.getByRole('region', { name: 'Rincian upah lembur' });
  await expect(tiers.getByRole('row', { name: /^1-8 8 jam 2x/ })).toBeVisible();
  await expect(tiers.getByRole('row', { name: /^9 1 jam 3x/ })).toBeVisible();
  await expect(tiers.getByRole('row', { name: /^10 1 jam 4x/ })).toBeVisible();

  // Rejecting needs a note; the admin approves instead.
  await page.getByRole('button', { name: 'Tolak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tolak Pengajuan' });
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(dialog.getByText(/wajib/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approval\/lembur$/);
  await page.getByLabel('Cari').fill(emp.nip);
  await expect(page.getByRole('row', { name: new RegExp(emp.fullname) })).toHaveCount(0);

  await page.goto('/admin/riwayat/lembur');
  await expect(page.getByRole('heading', { name: 'Riwayat Lembur' })).toBeVisible();
  await page.getByLabel('Status').selectOption('Disetujui');
  await page.getByLabel('Dari Tanggal').fill(tanggal);
  await page.getByLabel('Sampai Tanggal').fill(tanggal);
  await page.getByLabel('Cari').fill(emp.nip);
  await page.getByRole('row', { name: new RegExp(emp.fullname) }).click();
  await expect(page).toHaveURL(/\/admin\/riwayat\/lembur\/\d+$/);
  // The list (its Status filter and badges say Disetujui too) stays on screen until the detail's code has loaded.
  await expect(page.getByRole('heading', { name: 'Detail Lembur' })).toBeVisible();
  await expect(page.getByText('Disetujui', { exact: true })).toBeVisible();
  await expect(page.getByText('Diputuskan oleh')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/admin\/riwayat\/lembur$/);
});
