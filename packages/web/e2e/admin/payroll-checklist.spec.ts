import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// The pre-finalise checklist on the run page (issue 17): an error disables "Finalkan" with the reason and names the
// employee; warnings are listed again in the confirmation before finalising. Then the payroll options card.

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function grupGaji(api: APIRequestContext, nama: string) {
  const komponen = (await (await api.get('/api/komponen-gaji', { params: { size: 200 } })).json()).items as {
    id: number;
    gaji_pokok: boolean;
  }[];
  const res = await api.post('/api/grup-gaji', {
    data: { nama, komponen: [{ komponen_gaji_id: komponen.find((k) => k.gaji_pokok)!.id, nilai: 6_000_000 }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

async function draft(api: APIRequestContext, grupId: number) {
  const now = new Date();
  const prev = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const bulan = `${prev.getFullYear()}-${String(prev.getMonth() + 1).padStart(2, '0')}`;
  const res = await api.post('/api/penggajian', { data: { bulan, grup_gaji_ids: [grupId] } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

test('the checklist blocks errors and asks to confirm warnings before finalising', async ({ page, baseURL }) => {
  const t = tag();
  const api = await adminApi(baseURL!);
  const base = { tanggal_masuk: '2024-01-02', tanggal_lahir: '1990-05-01', status_ptkp: 'TK/0' };
  const grupGalat = await grupGaji(api, `Periksa Galat ${t}`);
  const tanpaNik = await createEmployee(api, {
    ...base,
    fullname: `Budi Tanpa NIK ${t}`,
    grup_gaji_id: grupGalat,
    nama_bank: 'BCA',
    no_rekening: '0123456789',
  });
  const galatRun = await draft(api, grupGalat);
  const grupPeringatan = await grupGaji(api, `Periksa Peringatan ${t}`);
  const tanpaRekening = await createEmployee(api, {
    ...base,
    fullname: `Eka Tanpa Rekening ${t}`,
    grup_gaji_id: grupPeringatan,
    nik: `3171${String(Date.now()).slice(-12)}`,
  });
  const peringatanRun = await draft(api, grupPeringatan);
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/admin/penggajian/riwayat/${galatRun}`);
  const daftar = page.getByRole('list', { name: 'Daftar periksa penggajian' });
  await expect(daftar.getByText('NIK/NPWP belum diisi: 1 karyawan')).toBeVisible();
  await expect(daftar.getByRole('link', { name: tanpaNik.fullname })).toHaveAttribute('href', `/admin/karyawan/${tanpaNik.id}`);
  await expect(page.getByRole('button', { name: 'Finalkan' })).toBeDisabled();
  await expect(page.getByText(/Belum dapat difinalkan: perbaiki 1 masalah/)).toBeVisible();

  await page.goto(`/admin/penggajian/riwayat/${peringatanRun}`);
  await expect(daftar.getByText('Rekening bank belum diisi: 1 karyawan')).toBeVisible();
  await expect(daftar.getByRole('link', { name: tanpaRekening.fullname })).toBeVisible();
  await page.getByRole('button', { name: 'Finalkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finalkan penggajian?' });
  await expect(dialog.getByText('Rekening bank belum diisi: 1 karyawan')).toBeVisible();
  await dialog.getByRole('button', { name: 'Saya Mengerti, Finalkan' }).click();
  await expect(page.getByText('Penggajian difinalkan. Data kehadiran dan pengajuan bulan ini terkunci.')).toBeVisible();
  await expect(page.getByText('Final', { exact: true })).toBeVisible();
  await expect(daftar).toHaveCount(0);
});

test('the payroll options card saves the company choices', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/penggajian/olah');
  const pilihan = page.getByLabel('Potongan yang melebihi pendapatan');
  await expect(pilihan).toHaveValue('dibawa');
  await pilihan.selectOption({ label: 'Potongan dibatasi sebesar pendapatan' });
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan penggajian disimpan.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Potongan yang melebihi pendapatan')).toHaveValue('dibatasi');
  await expect(page.getByLabel('Prorata karyawan masuk atau keluar di tengah bulan')).toBeVisible();
  await expect(page.getByLabel('Upah sakit bertahap')).toBeVisible();
  await expect(page.getByLabel('Slip gaji PDF berkata sandi')).toBeVisible();
  // Back to the default, for the other specs of this server.
  await page.getByLabel('Potongan yang melebihi pendapatan').selectOption('dibawa');
  await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
  await expect(page.getByText('Pengaturan penggajian disimpan.').first()).toBeVisible();
});
