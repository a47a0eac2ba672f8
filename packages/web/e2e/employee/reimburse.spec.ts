import { expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// A JPEG as far as the server can tell (it judges uploads by their first bytes).
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

test('an employee claims a reimbursement with a receipt photo at phone width', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await api.dispose();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Reimburse' }).click();
  await expect(page).toHaveURL(/\/menu\/reimburse$/);
  await expect(page.getByText('Belum ada pengajuan reimburse.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajukan Reimburse' }).click();
  await expect(page).toHaveURL(/\/menu\/reimburse\/create$/);

  // Checked before anything is sent.
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Kategori wajib dipilih.')).toBeVisible();
  await expect(page.getByText('Nominal wajib diisi dengan angka.')).toBeVisible();
  await expect(page.getByText('Lampirkan minimal satu bukti (foto atau PDF).')).toBeVisible();

  await page.getByLabel('Kategori').selectOption('Transportasi');
  // The amount is grouped the Indonesian way while typing; letters and decimals are dropped.
  await page.getByLabel('Nominal (Rp)').fill('1250000');
  await expect(page.getByLabel('Nominal (Rp)')).toHaveValue('1.250.000');
  await page.getByLabel('Keterangan').fill('Taksi ke kantor klien di Sudirman');
  await page.getByLabel('Bukti Pembayaran').setInputFiles({ name: 'struk-taksi.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  const uploaded = page.getByRole('list', { name: 'Bukti terunggah' });
  await expect(uploaded.getByText('struk-taksi.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Pengajuan reimburse berhasil dikirim.')).toBeVisible();

  await expect(page).toHaveURL(/\/menu\/reimburse\/\d+$/);
  await expect(page.getByText('Rp 1.250.000')).toBeVisible();
  await expect(page.getByText('Menunggu Persetujuan')).toBeVisible();
  await page.getByRole('button', { name: 'struk-taksi.jpg' }).click();
  await expect(
    page.getByRole('dialog', { name: 'struk-taksi.jpg' }).getByRole('link', { name: 'Unduh struk-taksi.jpg' }),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'struk-taksi.jpg' }).getByRole('button', { name: 'Tutup' }).click();

  await page.getByRole('button', { name: 'Kembali' }).click();
  const list = page.getByRole('list', { name: 'Daftar reimburse' });
  await expect(list.getByText('Transportasi')).toBeVisible();
  await expect(list.getByText('Rp 1.250.000')).toBeVisible();
});
