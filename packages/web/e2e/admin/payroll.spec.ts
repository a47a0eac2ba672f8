import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A salary group with base pay 6.000.000 and BPJS Kesehatan (1% employee, 4% employer). */
async function grupGaji(api: APIRequestContext, nama: string) {
  const komponen = (await (await api.get('/api/komponen-gaji', { params: { size: 200 } })).json()).items as {
    id: number;
    nama: string;
    gaji_pokok: boolean;
  }[];
  const pokok = komponen.find((k) => k.gaji_pokok)!;
  const kesehatan = komponen.find((k) => k.nama === 'BPJS Kesehatan')!;
  const res = await api.post('/api/grup-gaji', {
    data: { nama, komponen: [{ komponen_gaji_id: pokok.id, nilai: 6_000_000 }, { komponen_gaji_id: kesehatan.id }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

test('payroll: compute a month for a group, finalise it and open a slip', async ({ page, baseURL }) => {
  const t = tag();
  const api = await adminApi(baseURL!);
  const grup = `Gaji Uji ${t}`;
  const grupId = await grupGaji(api, grup);
  // A 16-digit NIK: the checklist refuses to finalise slips the tax filing cannot report.
  const emp = await createEmployee(api, {
    fullname: `Sari Wulandari ${t}`,
    grup_gaji_id: grupId,
    tanggal_masuk: '2024-01-02',
    nik: `3171${String(Date.now()).slice(-12)}`,
  });
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/penggajian/olah');
  await page.getByRole('button', { name: 'Hitung Draft' }).click();
  await expect(page.getByText('Pilih minimal satu grup gaji.')).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(grup) }).check();
  await page.getByRole('button', { name: 'Hitung Draft' }).click();
  await expect(page.getByText('Draft penggajian dihitung untuk 1 karyawan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/penggajian\/riwayat\/\d+$/);
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  // 6.000.000 - BPJS Kesehatan 60.000 = 5.940.000.
  await expect(page.getByRole('row', { name: new RegExp(emp.fullname) })).toContainText('Rp 5.940.000');

  await page.getByRole('button', { name: 'Finalkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalkan penggajian?' });
  await dialog.getByRole('button', { name: 'Finalkan' }).click();
  await expect(page.getByText('Penggajian difinalkan. Data kehadiran dan pengajuan bulan ini terkunci.')).toBeVisible();
  await expect(page.getByText('Final', { exact: true })).toBeVisible();
  await expect(page.getByText(/Difinalkan oleh/)).toBeVisible();

  await page.getByRole('cell', { name: emp.fullname }).click();
  const pendapatan = page.getByRole('region', { name: 'Pendapatan' });
  await expect(pendapatan).toContainText('Gaji Pokok');
  await expect(pendapatan).toContainText('Rp 6.000.000');
  await expect(page.getByRole('region', { name: 'Potongan' })).toContainText('Rp 60.000');
  await expect(page.getByRole('region', { name: 'Ditanggung Perusahaan' })).toContainText('Rp 240.000');
  await expect(page.getByTestId('neto')).toHaveText('Rp 5.940.000');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^slip-gaji-\d{4}-\d{2}-.+\.pdf$/);

  await page.goto('/admin/penggajian/riwayat');
  await expect(page.getByRole('row', { name: new RegExp(grup) })).toContainText('Final');
});
