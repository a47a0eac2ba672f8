import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

/** An API client signed in as someone (to arrange or check their own data). */
async function apiAs(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** A Jakarta date `days` from today (the employees here have no location, so Jakarta is their zone). */
function jakartaDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(d);
}

async function switchUser(page: Page, username: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, username, password);
  await expect(page).toHaveURL(/\/$/);
}

test('an employee files a correction that their PIC approves, and the record changes', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const pic = await createEmployee(api);
  const emp = await createEmployee(api, { pic_ids: [pic.id] });
  const tanggal = jakartaDate(-1);

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/absensi/koreksi-kehadiran');
  await expect(page.getByText('Belum ada pengajuan koreksi kehadiran.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajukan Koreksi' }).click();
  await expect(page).toHaveURL(/\/koreksi-kehadiran\/add$/);
  // Checked before anything is sent.
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Tanggal wajib diisi.')).toBeVisible();
  await page.getByLabel('Tanggal').fill(tanggal);
  await page.getByLabel('Alasan').fill('Lupa absen masuk karena antre di lobi');
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Isi jam masuk, jam pulang, atau keduanya.')).toBeVisible();
  await page.getByLabel('Jam Masuk').fill('08:00');
  await page.getByLabel('Jam Pulang').fill('17:00');
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Pengajuan koreksi berhasil dikirim.')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/absensi\/koreksi-kehadiran$/);
  const list = page.getByRole('list', { name: 'Daftar koreksi kehadiran' });
  await expect(list.getByText('Menunggu Persetujuan')).toBeVisible();
  await expect(list.getByText('Masuk 08:00 · Pulang 17:00')).toBeVisible();

  // The PIC finds it on the dashboard and under the Approval tile.
  await switchUser(page, pic.username, pic.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await page.getByRole('tab', { name: 'Waiting Approval' }).click();
  await expect(page.getByRole('link', { name: /Koreksi Kehadiran/ })).toBeVisible();
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Approval' }).click();
  await expect(page).toHaveURL(/\/menu\/approval$/);
  await page.getByRole('link', { name: new RegExp(emp.fullname) }).click();
  await expect(page).toHaveURL(/\/menu\/approval\/koreksi\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Koreksi Kehadiran' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Jam Masuk - 08:00/ })).toBeVisible();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/approval$/);
  await expect(page.getByText('Tidak ada pengajuan yang menunggu persetujuan.')).toBeVisible();
  await page.getByRole('tab', { name: 'Riwayat' }).click();
  await expect(page.getByRole('link', { name: new RegExp(emp.fullname) }).getByText('Disetujui')).toBeVisible();

  // The employee sees the decision, and the attendance record now holds the corrected times.
  await switchUser(page, emp.username, emp.password);
  await page.goto('/menu/absensi/koreksi-kehadiran');
  await page.getByRole('link', { name: /Masuk 08:00/ }).click();
  // The list (its badge says Disetujui too) stays on screen until the detail's code has loaded.
  await expect(page.getByRole('heading', { name: 'Detail Koreksi' })).toBeVisible();
  await expect(page.getByText('Disetujui', { exact: true })).toBeVisible();
  await expect(page.getByText(pic.fullname)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pengajuan' })).toHaveCount(0);
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const riwayat = await own.get(`/api/attendance/riwayat?start-date=${tanggal}&end-date=${tanggal}`);
  expect(riwayat.status()).toBe(200);
  const [day] = (await riwayat.json()).items;
  expect(day).toMatchObject({ tanggal, jam_masuk: '08:00', jam_pulang: '17:00' });
  await own.dispose();
  await api.dispose();
});

test('a PIC rejects a correction with a note; the employee sees why', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const pic = await createEmployee(api);
  const emp = await createEmployee(api, { pic_ids: [pic.id] });
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const filed = await own.post('/api/koreksi-kehadiran', {
    data: { tanggal: jakartaDate(-2), jam_pulang: '18:30', alasan: 'Lupa absen pulang setelah lembur' },
  });
  expect(filed.status()).toBe(201);
  const { id } = await filed.json();

  await loginAs(page, pic.username, pic.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/menu/approval/koreksi/${id}`);
  await page.getByRole('button', { name: 'Tolak' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tolak Pengajuan' });
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(dialog.getByText('Catatan wajib diisi saat menolak.')).toBeVisible();
  await dialog.getByLabel('Catatan').fill('Tidak ada catatan lembur pada tanggal tersebut.');
  await dialog.getByRole('button', { name: 'Tolak' }).click();
  await expect(page.getByText('Pengajuan ditolak.')).toBeVisible();

  await switchUser(page, emp.username, emp.password);
  await page.goto(`/menu/absensi/koreksi-kehadiran/${id}`);
  await expect(page.getByText('Ditolak', { exact: true })).toBeVisible();
  await expect(page.getByText('Tidak ada catatan lembur pada tanggal tersebut.')).toBeVisible();
  await own.dispose();
  await api.dispose();
});

test('an employee cancels a pending correction', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const filed = await own.post('/api/koreksi-kehadiran', {
    data: { tanggal: jakartaDate(-3), jam_masuk: '07:55', alasan: 'Mesin absen bermasalah' },
  });
  const { id } = await filed.json();
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/menu/absensi/koreksi-kehadiran/${id}`);
  await page.getByRole('button', { name: 'Batalkan Pengajuan' }).click();
  await page.getByRole('dialog', { name: 'Batalkan Pengajuan' }).getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(page.getByText('Pengajuan koreksi kehadiran dibatalkan.')).toBeVisible();
  await expect(page.getByText('Dibatalkan', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pengajuan' })).toHaveCount(0);
  await own.dispose();
  await api.dispose();
});
