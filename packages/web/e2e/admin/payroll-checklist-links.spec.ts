import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// The checklist's "Buka halaman perbaikan" leads to the screen that holds what to fix: a wage below the location's
// minimum to the minimum-wage settings, a missing birth date (not on HR's employee form) to the employee import.

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function post(api: APIRequestContext, url: string, data: unknown) {
  const res = await api.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

test("the checklist's links open the screens to fix the wage and the birth date", async ({ page, baseURL }) => {
  const t = tag();
  const api = await adminApi(baseURL!);
  const komponen = (await (await api.get('/api/komponen-gaji', { params: { size: 200 } })).json()).items as {
    id: number;
    gaji_pokok: boolean;
    sumber_otomatis: string | null;
  }[];
  // With BPJS JP, whose pension age needs the birth date.
  const grup = await post(api, '/api/grup-gaji', {
    nama: `Periksa Tautan ${t}`,
    komponen: [
      { komponen_gaji_id: komponen.find((k) => k.gaji_pokok)!.id, nilai: 5_000_000 },
      { komponen_gaji_id: komponen.find((k) => k.sumber_otomatis === 'bpjs_jp')!.id },
    ],
  });
  const lokasiNama = `Pabrik Tautan ${t}`;
  const lokasi = await post(api, '/api/lokasi', {
    nama: lokasiNama,
    latitude: -6.2,
    longitude: 106.8,
    radius: 100,
    zona_waktu: 'Asia/Jakarta',
  });
  await post(api, '/api/upah-minimum', {
    lokasi_id: lokasi,
    berlaku_mulai: '2020-01-01',
    nominal: 5_500_000,
    sumber: 'Keputusan Gubernur Contoh',
  });
  // 5.000.000 a month at a location whose minimum is 5.500.000, and no birth date.
  await createEmployee(api, {
    fullname: `Hadi Pabrik ${t}`,
    grup_gaji_id: grup,
    lokasi_id: lokasi,
    tanggal_masuk: '2024-01-02',
    status_ptkp: 'TK/0',
    nik: `3171${String(Date.now()).slice(-12)}`,
    nama_bank: 'BCA',
    no_rekening: '0123456789',
  });
  const now = new Date();
  const prev = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const bulan = `${prev.getFullYear()}-${String(prev.getMonth() + 1).padStart(2, '0')}`;
  const run = await post(api, '/api/penggajian', { bulan, grup_gaji_ids: [grup] });
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  const item = (judul: string) =>
    page.getByRole('list', { name: 'Daftar periksa penggajian' }).getByRole('listitem').filter({ hasText: judul });

  await page.goto(`/admin/penggajian/riwayat/${run}`);
  await item('Upah di bawah upah minimum: 1 karyawan').getByRole('link', { name: 'Buka halaman perbaikan' }).click();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/gaji\/upah-minimum$/);
  await page.getByLabel('Lokasi').selectOption({ label: lokasiNama });
  await expect(page.getByRole('row', { name: new RegExp(lokasiNama) })).toContainText('Rp 5.500.000');

  await page.goto(`/admin/penggajian/riwayat/${run}`);
  await item('Tanggal lahir belum diisi: 1 karyawan').getByRole('link', { name: 'Buka halaman perbaikan' }).click();
  await expect(page).toHaveURL(/\/admin\/karyawan\/impor$/);
  await expect(page.getByRole('heading', { name: 'Impor Karyawan' })).toBeVisible();
});
