import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs, PASSWORD } from '../support';

// Issue 15 item 7 for Admin/HRD: the Keamanan & Privasi settings, tax and bank data changes to approve, and erasing
// a former employee's biometric data.

/** axe: no serious or critical violation on what the page shows now. */
async function accessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function loginAdmin(page: Page) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

test('Keamanan & Privasi: the three settings are edited with plain messages and kept', async ({ page, baseURL }) => {
  await loginAdmin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Pengaturan' }).click();
  await page.getByRole('link', { name: 'Keamanan & Privasi' }).click();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/keamanan-privasi$/);
  await expect(page.getByRole('heading', { name: 'Keamanan & Privasi' })).toBeVisible();
  await expect(page.getByLabel('Wajib wajah terdaftar untuk absen')).not.toBeChecked();
  await accessible(page);
  await expect(page.getByLabel('Masa simpan foto (bulan)')).toHaveValue('24');
  await page.getByLabel('Masa simpan foto (bulan)').fill('0');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Masa simpan foto paling sedikit 1 bulan.')).toBeVisible();
  await page.getByLabel('Masa simpan foto (bulan)').fill('36');
  await page.getByLabel('Batas selisih absen offline (menit)').fill('15');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pengaturan keamanan dan privasi berhasil disimpan.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Masa simpan foto (bulan)')).toHaveValue('36');
  await expect(page.getByLabel('Batas selisih absen offline (menit)')).toHaveValue('15');
  // Back to the defaults for the other specs of this run.
  const api = await adminApi(baseURL!);
  const reset = await api.put('/api/pengaturan-keamanan', {
    data: { wajib_wajah_terdaftar: false, retensi_foto_bulan: 24, batas_absen_offline_menit: 10 },
  });
  expect(reset.status()).toBe(200);
  await api.dispose();
});

test('an employee’s PTKP change is listed under Approval and applied once approved', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api);
  const own = await request.newContext({ baseURL });
  const token = (await (await own.post('/api/auth/login', { data: { username: employee.username, password: PASSWORD } })).json())
    .token;
  const filed = await own.put('/api/users/data-pribadi', {
    headers: { Authorization: `Bearer ${token}` },
    data: { status_ptkp: 'K/2' },
  });
  expect(filed.status()).toBe(200);
  await own.dispose();

  await loginAdmin(page);
  await page.goto('/admin/approval/data-pribadi');
  await expect(page.getByRole('heading', { name: 'Approval Perubahan Data Pribadi' })).toBeVisible();
  await page.getByLabel('Cari').fill(employee.nip);
  const row = page.getByRole('row', { name: new RegExp(employee.nip) });
  await expect(row).toContainText('Status PTKP: - → K/2');
  await accessible(page);
  await row.getByText(employee.fullname).click();
  await expect(page.getByRole('heading', { name: 'Detail Perubahan Data Pribadi' })).toBeVisible();
  const status = page.getByRole('row', { name: /Status PTKP/ });
  await expect(status).toContainText('K/2');
  await accessible(page);
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/approval\/data-pribadi$/);
  const after = await (await api.get(`/api/users/${employee.id}`)).json();
  expect(after.status_ptkp).toBe('K/2');
  await api.dispose();
});

test('a deactivated employee’s biometric data is erased from the employee page', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const employee = await createEmployee(api);
  expect((await api.delete(`/api/users/${employee.id}`)).status()).toBe(200);
  await api.dispose();
  await loginAdmin(page);
  await page.goto(`/admin/karyawan/${employee.id}`);
  await page.getByRole('button', { name: 'Hapus Data Biometrik' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await accessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Data biometrik berhasil dihapus. Tidak ada foto yang tersimpan.')).toBeVisible();
});
