import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

function jakartaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));
}

async function apiAs(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

const PRICES = '/admin/pengaturan/harga-harian-borongan';

test('an admin adds a job, changes its price from today and keeps the history', async ({ page }) => {
  const nama = `Jahit Kemeja ${Date.now().toString(36)}`;
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(PRICES);
  await expect(page.getByRole('heading', { name: 'Harga Harian/Borongan' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Harga' }).click();
  await expect(page).toHaveURL(/\/add$/);

  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama pekerjaan wajib diisi.')).toBeVisible();
  await expect(page.getByText('Harga wajib diisi dengan angka.')).toBeVisible();
  await page.getByLabel('Nama Pekerjaan').fill(nama);
  await page.getByLabel('Satuan', { exact: true }).fill('potong');
  await page.getByLabel('Tipe').selectOption('borongan');
  await page.getByLabel('Harga per Satuan (Rp)').fill('1500');
  await page.getByLabel('Berlaku Mulai').fill(jakartaDate(-7));
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Harga harian/borongan berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PRICES}$`));

  await page.getByLabel('Cari pekerjaan').fill(nama);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row.getByText('Rp 1.500')).toBeVisible();
  await expect(row.getByText('Aktif')).toBeVisible();
  await row.getByRole('link', { name: nama }).click();
  await expect(page).toHaveURL(/\/harga-harian-borongan\/\d+$/);

  // A new price from today: the week-old price stays in the history (entries of last week keep it).
  // The date field shows day/month/year (decision 0026).
  await expect(page.getByLabel('Berlaku Mulai')).toHaveValue(jakartaDate(0).split('-').reverse().join('/'));
  await page.getByLabel('Harga per Satuan (Rp)').fill('1750');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(new RegExp(`${PRICES}$`));
  await page.getByLabel('Cari pekerjaan').fill(nama);
  await expect(page.getByRole('row', { name: new RegExp(nama) }).getByText('Rp 1.750')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(nama) })
    .getByRole('link', { name: nama })
    .click();
  await expect(page.getByRole('heading', { name: 'Riwayat Harga' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rp 1\.750 Administrator/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Rp 1\.500 Administrator/ })).toBeVisible();

  // Deactivated: kept, no longer offered.
  await page.getByRole('button', { name: 'Nonaktifkan' }).click();
  await page.getByRole('dialog', { name: 'Nonaktifkan Pekerjaan' }).getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText(`Pekerjaan "${nama}" dinonaktifkan dan tidak dapat dipilih lagi.`)).toBeVisible();
  await expect(page.getByText('Nonaktif', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aktifkan' })).toBeVisible();
});

test('an admin approves an entry and finds it in the history', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const job = await api.post('/api/harga-borongan', {
    data: {
      nama: `Angkut Gabah ${Date.now().toString(36)}`,
      satuan: 'karung',
      harga: 4000,
      tipe: 'borongan',
      berlaku_mulai: jakartaDate(-7),
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = (await job.json()).id;
  // No PIC: the entry goes to HRD/Admin.
  const emp = await createEmployee(api);
  await api.dispose();
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const filed = await own.post('/api/borongan', {
    data: { tanggal: jakartaDate(-2), items: [{ harga_borongan_id: jobId, jumlah: 35 }] },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  await own.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/approval/harian-borongan');
  await expect(page.getByRole('heading', { name: 'Approval Harian/Borongan' })).toBeVisible();
  await page.getByLabel('Cari').fill(emp.nip);
  const row = page.getByRole('row', { name: new RegExp(emp.fullname) });
  await expect(row.getByText('Rp 140.000')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/admin\/approval\/harian-borongan\/\d+$/);
  await expect(page.getByText('35 karung × Rp 4.000')).toBeVisible();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approval\/harian-borongan$/);

  await page.goto('/admin/riwayat/harian-borongan');
  await expect(page.getByRole('heading', { name: 'Riwayat Harian/Borongan' })).toBeVisible();
  await page.getByLabel('Status').selectOption('Disetujui');
  await page.getByLabel('Cari').fill(emp.nip);
  const approved = page.getByRole('row', { name: new RegExp(emp.fullname) });
  await expect(approved.getByText('Disetujui')).toBeVisible();
  await approved.click();
  await expect(page).toHaveURL(/\/admin\/riwayat\/harian-borongan\/\d+$/);
  await expect(page.getByText('Diputuskan oleh')).toBeVisible();
  await expect(page.getByRole('main').getByText('Administrator')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Setujui' })).toHaveCount(0);
});
