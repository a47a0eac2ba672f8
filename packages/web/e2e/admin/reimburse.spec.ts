import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function apiAs(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

function jakartaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));
}

test('an admin approves a reimbursement and marks it paid', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  // No PIC: the claim goes to HRD/Admin.
  const emp = await createEmployee(api);
  await api.dispose();
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const upload = await own.post('/api/files', {
    multipart: { file: { name: 'kuitansi-hotel.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const filed = await own.post('/api/reimburse', {
    data: {
      tanggal: jakartaDate(-3),
      kategori: 'Perjalanan Dinas',
      nominal: 875000,
      keterangan: 'Hotel dinas ke Surabaya',
      lampiran_ids: [(await upload.json()).id],
    },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  await own.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/approval/reimburse');
  await expect(page.getByRole('heading', { name: 'Approval Reimburse' })).toBeVisible();
  await page.getByLabel('Cari').fill(emp.nip);
  await page.getByRole('row', { name: new RegExp(emp.fullname) }).click();
  await expect(page).toHaveURL(/\/admin\/approval\/reimburse\/\d+$/);
  await expect(page.getByText('Rp 875.000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'kuitansi-hotel.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approval\/reimburse$/);

  // Approved and unpaid: what payroll would carry, until someone marks it paid.
  await page.goto('/admin/reimburse');
  await page.getByLabel('Pembayaran').selectOption('Belum Dibayar');
  await page.getByLabel('Cari').fill(emp.nip);
  const row = page.getByRole('row', { name: new RegExp(emp.fullname) });
  await expect(row.getByText('Belum Dibayar')).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/admin\/reimburse\/\d+$/);
  await page.getByRole('button', { name: 'Tandai Dibayar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tandai Dibayar' });
  await expect(dialog.getByLabel('Tanggal Bayar')).toHaveValue(jakartaDate(0).split('-').reverse().join('/'));
  await dialog.getByLabel('Catatan Pembayaran').fill('Transfer ke rekening BCA karyawan');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Reimburse ditandai dibayar.')).toBeVisible();
  await expect(page.getByText('Dibayar', { exact: true })).toBeVisible();
  await expect(page.getByText(/oleh Administrator/)).toBeVisible();
  await expect(page.getByText('Transfer ke rekening BCA karyawan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tandai Dibayar' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Kembali' }).click();
  await page.getByLabel('Pembayaran').selectOption('Dibayar');
  await page.getByLabel('Cari').fill(emp.nip);
  await expect(page.getByRole('row', { name: new RegExp(emp.fullname) }).getByText('Dibayar')).toBeVisible();
});
