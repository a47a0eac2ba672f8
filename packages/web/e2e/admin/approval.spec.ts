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

const jakartaDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

test('an admin approves a correction from the admin approval list', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  // No PIC: the request goes to HRD/Admin (who may decide any request anyway).
  const emp = await createEmployee(api);
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const tanggal = jakartaDate(-4);
  const filed = await own.post('/api/koreksi-kehadiran', {
    data: { tanggal, jam_masuk: '22:00', jam_pulang: '06:00', alasan: 'Shift malam, lupa absen' },
  });
  expect(filed.status()).toBe(201);

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/approval/koreksi-kehadiran');
  await expect(page.getByRole('heading', { name: 'Approval Koreksi Kehadiran' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('Menunggu Persetujuan');
  await page.getByLabel('Cari').fill(emp.nip);
  const row = page.getByRole('row', { name: new RegExp(emp.fullname) });
  await expect(row.getByRole('cell', { name: '22:00' })).toBeVisible();
  await expect(row.getByText('Menunggu Persetujuan')).toBeVisible();
  await row.getByRole('cell', { name: emp.fullname }).click();

  await expect(page.getByRole('heading', { name: 'Detail Koreksi Kehadiran' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Jam Pulang - 06:00 \(hari berikutnya\)/ })).toBeVisible();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approval\/koreksi-kehadiran$/);

  await page.getByLabel('Status').selectOption('Disetujui');
  await page.getByLabel('Cari').fill(emp.nip);
  await expect(page.getByRole('row', { name: new RegExp(emp.fullname) }).getByText('Disetujui')).toBeVisible();

  const riwayat = await own.get(`/api/attendance/riwayat?start-date=${tanggal}&end-date=${tanggal}`);
  expect((await riwayat.json()).items[0]).toMatchObject({ tanggal, jam_masuk: '22:00', jam_pulang: '06:00' });
  await own.dispose();
  await api.dispose();
});
