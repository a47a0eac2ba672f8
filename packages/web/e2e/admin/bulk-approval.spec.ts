import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// HR clears an approval list at once (issue 16 §4): select all on the page, approve with one note, read the outcome.

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

test('HR approves every correction on the page with one note; one decided meanwhile is reported', async ({ page, baseURL }) => {
  const t = Date.now().toString(36);
  const api = await adminApi(baseURL!);
  const ids: number[] = [];
  const names: string[] = [];
  for (const [i, huruf] of ['A', 'B', 'C'].entries()) {
    const emp = await createEmployee(api, { fullname: `Massal ${t} ${huruf}` });
    const own = await apiAs(baseURL!, emp.username, emp.password);
    const filed = await own.post('/api/koreksi-kehadiran', {
      data: { tanggal: jakartaDate(-2 - i), jam_masuk: '08:00', alasan: 'Lupa absen masuk' },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    ids.push((await filed.json()).id);
    names.push(emp.fullname);
    await own.dispose();
  }

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/approval/koreksi-kehadiran');
  const searched = page.waitForResponse((r) => r.url().includes(`search=Massal+${t}`));
  await page.getByLabel('Cari').fill(`Massal ${t}`);
  await searched;
  for (const name of names) await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  await page.getByLabel('Pilih semua di halaman ini').check();
  const bar = page.getByText('3 pengajuan dipilih');
  await expect(bar).toBeVisible();
  // Someone else decides one of them in the meantime.
  const other = await api.post(`/api/approval/koreksi/${ids[2]}`, { data: { keputusan: 'Ditolak', catatan: 'Tanggal salah' } });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Setujui', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Setujui 3 Pengajuan' });
  await dialog.getByLabel('Catatan').fill('Sudah dicek dengan jadwal shift.');
  await dialog.getByRole('button', { name: 'Setujui 3 Pengajuan' }).click();

  const outcome = page.getByRole('status').filter({ hasText: 'pengajuan disetujui' });
  await expect(outcome).toContainText('2 pengajuan disetujui, 1 gagal:');
  await expect(outcome).toContainText(`${names[2]}: Pengajuan ini sudah diputuskan.`);
  // The waiting list is empty now.
  await expect(page.getByText('Tidak ada pengajuan koreksi kehadiran.')).toBeVisible();

  for (const id of ids.slice(0, 2)) {
    const res = await api.get(`/api/approval/koreksi/${id}`);
    expect(await res.json()).toMatchObject({ status: 'Disetujui', catatan_approval: 'Sudah dicek dengan jadwal shift.' });
  }
  await page.getByLabel('Status').selectOption('Disetujui');
  for (const name of names.slice(0, 2)) {
    await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Disetujui')).toBeVisible();
  }
  await api.dispose();
});

test('rejecting in bulk needs a note', async ({ page, baseURL }) => {
  const t = Date.now().toString(36);
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api, { fullname: `Tolak Massal ${t}` });
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const filed = await own.post('/api/koreksi-kehadiran', {
    data: { tanggal: jakartaDate(-2), jam_masuk: '08:00', alasan: 'Lupa absen masuk' },
  });
  expect(filed.status()).toBe(201);
  await own.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/approval/koreksi-kehadiran');
  const searched = page.waitForResponse((r) => r.url().includes(`search=Tolak+Massal+${t}`));
  await page.getByLabel('Cari').fill(`Tolak Massal ${t}`);
  await searched;
  await page.getByLabel(`Pilih pengajuan ${emp.fullname}`).check();
  await page.getByRole('button', { name: 'Tolak', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Tolak 1 Pengajuan' });
  await dialog.getByRole('button', { name: 'Tolak 1 Pengajuan' }).click();
  await expect(dialog.getByText('Catatan wajib diisi saat menolak.')).toBeVisible();
  await dialog.getByLabel('Catatan').fill('Tidak ada bukti kehadiran.');
  await dialog.getByRole('button', { name: 'Tolak 1 Pengajuan' }).click();
  await expect(page.getByText('1 pengajuan ditolak.')).toBeVisible();
  await expect(page.getByText('Tidak ada pengajuan koreksi kehadiran.')).toBeVisible();
  await api.dispose();
});
