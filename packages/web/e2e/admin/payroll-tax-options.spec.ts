import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('gross-up: a salary group that bears the PPh 21 pays it as an allowance on the slip', async ({ page, baseURL }) => {
  const t = tag();
  const grup = `Direksi ${t}`;
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);

  // The option is on the group's form, next to its components.
  await page.goto('/admin/pengaturan/gaji/grup-gaji');
  await page.getByRole('button', { name: 'Tambah Grup Gaji' }).click();
  await page.getByLabel('Nama Grup Gaji').fill(grup);
  await page.getByLabel('PPh 21 ditanggung perusahaan (gross-up)').check();
  for (const nama of ['Gaji Pokok', 'PPh 21']) {
    await page.getByLabel('Pilih Komponen').selectOption({ label: nama });
    await page.getByRole('button', { name: 'Tambah Komponen' }).click();
  }
  await page.getByLabel('Nilai Gaji Pokok').fill('10.000.000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Grup gaji berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/grup-gaji\/\d+\/list-karyawan$/);
  const grupId = Number(page.url().match(/grup-gaji\/(\d+)\//)![1]);

  // Kept when the form is opened again.
  await page.goto(`/admin/pengaturan/gaji/grup-gaji/${grupId}`);
  await expect(page.getByLabel('PPh 21 ditanggung perusahaan (gross-up)')).toBeChecked();

  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api, {
    fullname: `Andi Pratama ${t}`,
    grup_gaji_id: grupId,
    tanggal_masuk: '2024-01-02',
    status_ptkp: 'TK/0',
    nik: `3174${String(Date.now()).slice(-12)}`,
  });
  const run = await api.post('/api/penggajian', { data: { bulan: '2026-10', grup_gaji_ids: [grupId] } });
  expect(run.status(), await run.text()).toBe(201);
  const runId = (await run.json()).id;
  await api.dispose();

  // 10.000.000 + T in TER A 2,25%: T = 230.179 (2,25% x 10.230.179 = 230.179,03), so take-home is 10.000.000.
  await page.goto(`/admin/penggajian/riwayat/${runId}`);
  await page.getByRole('cell', { name: emp.fullname }).click();
  const pendapatan = page.getByRole('region', { name: 'Pendapatan' });
  await expect(pendapatan).toContainText('Tunjangan PPh 21');
  await expect(pendapatan).toContainText('Rp 230.179');
  await expect(page.getByRole('region', { name: 'Potongan' })).toContainText('Rp 230.179');
  await expect(page.getByTestId('neto')).toHaveText('Rp 10.000.000');
});
