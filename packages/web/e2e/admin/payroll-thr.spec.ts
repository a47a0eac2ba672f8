import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A salary group with base pay 6.000.000 and BPJS Kesehatan (which a THR slip never deducts). */
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

/** yyyy-MM-dd of the 20th, `back` months before this month. */
function tanggal20(back: number) {
  const now = new Date();
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() - back, 20));
  return d.toISOString().slice(0, 10);
}

test('THR: compute a THR run for a month, finalise it and open a slip', async ({ page, baseURL }) => {
  const t = tag();
  // Last month (the Olah page's default month), with the holiday on its 20th.
  const acuan = tanggal20(1);
  const api = await adminApi(baseURL!);
  const grup = `THR Uji ${t}`;
  const grupId = await grupGaji(api, grup);
  // A 16-digit NIK each: the checklist refuses to finalise slips the tax filing cannot report.
  const nik = `3171${String(Date.now()).slice(-12)}`;
  const lama = await createEmployee(api, { fullname: `Sari Lama ${t}`, grup_gaji_id: grupId, tanggal_masuk: '2020-01-06', nik });
  // 7 whole months of service on the holiday: 7/12 x 6.000.000 = 3.500.000.
  const baru = await createEmployee(api, { fullname: `Tono Baru ${t}`, grup_gaji_id: grupId, tanggal_masuk: tanggal20(8), nik });
  // Under a month of service: no THR, no slip.
  await createEmployee(api, {
    fullname: `Rina Magang ${t}`,
    grup_gaji_id: grupId,
    tanggal_masuk: acuan.replace(/20$/, '10'),
    nik,
  });
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/penggajian/olah');

  // The company's JKK risk class is kept on this page.
  const kelas = page.getByLabel('Kelas risiko JKK perusahaan');
  await expect(kelas).toHaveValue('sangat_rendah');
  await kelas.selectOption('rendah');
  await page.getByRole('button', { name: 'Simpan Kelas Risiko' }).click();
  await expect(page.getByText('Kelas risiko JKK perusahaan disimpan.')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Sesuai pengaturan perusahaan: Rendah (0,54%)' })).toBeAttached();
  await kelas.selectOption('sangat_rendah');
  await page.getByRole('button', { name: 'Simpan Kelas Risiko' }).click();
  await expect(page.getByRole('option', { name: 'Sesuai pengaturan perusahaan: Sangat rendah (0,24%)' })).toBeAttached();

  await page.getByLabel('Jenis Penggajian').selectOption('thr');
  await page.getByRole('checkbox', { name: new RegExp(grup) }).check();
  await page.getByRole('button', { name: 'Hitung Draft' }).click();
  await expect(page.getByText('Tanggal acuan (hari raya) wajib diisi untuk THR.')).toBeVisible();
  await page.getByLabel('Tanggal Acuan (Hari Raya)').fill(acuan);
  await page.getByRole('button', { name: 'Hitung Draft' }).click();
  await expect(page.getByText('Draft THR dihitung untuk 2 karyawan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/penggajian\/riwayat\/\d+$/);
  await expect(page.getByRole('heading', { name: /^THR / })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(lama.fullname) })).toContainText('Rp 6.000.000');
  await expect(page.getByRole('row', { name: new RegExp(baru.fullname) })).toContainText('Rp 3.500.000');

  await page.getByRole('button', { name: 'Finalkan' }).click();
  await page.getByRole('dialog', { name: 'Finalkan penggajian?' }).getByRole('button', { name: 'Finalkan' }).click();
  await expect(page.getByText('THR difinalkan. Slip THR dapat dilihat karyawan.')).toBeVisible();
  await expect(page.getByText('Final', { exact: true })).toBeVisible();

  await page.getByRole('cell', { name: baru.fullname }).click();
  await expect(page.getByRole('heading', { name: 'Slip THR' })).toBeVisible();
  const pendapatan = page.getByRole('region', { name: 'Pendapatan' });
  await expect(pendapatan).toContainText('Tunjangan Hari Raya');
  await expect(pendapatan).toContainText('7/12 × upah sebulan');
  // No BPJS on THR.
  await expect(page.getByRole('region', { name: 'Potongan' })).not.toContainText('BPJS');
  await expect(page.getByTestId('neto')).toHaveText('Rp 3.500.000');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^slip-thr-\d{4}-\d{2}-.+\.pdf$/);

  await page.goto('/admin/penggajian/riwayat');
  const row = page.getByRole('row', { name: new RegExp(grup) });
  await expect(row).toContainText('THR');
  await expect(row).toContainText('Final');
});
