import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function loginAdmin(page: Page) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

test('jabatan: create, see it in the list, and a job title in use cannot be deleted', async ({ page, baseURL }) => {
  const nama = `Teknisi ${tag()}`;
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/jabatan');
  await page.getByRole('button', { name: 'Tambah Jabatan' }).click();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jabatan\/add$/);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama jabatan wajib diisi.')).toBeVisible();
  await page.getByLabel('Nama Jabatan').fill(nama);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jabatan berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jabatan$/);
  await page.getByLabel('Cari jabatan').fill(nama);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row).toContainText('0');

  // An employee holds it: deleting is refused with the server's message.
  const api = await adminApi(baseURL!);
  const list = await (await api.get('/api/jabatan', { params: { search: nama } })).json();
  const jabatanId = list.items[0].id as number;
  await createEmployee(api, { jabatan_id: jabatanId });
  await api.dispose();
  await page.goto(`/admin/pengaturan/jabatan/${jabatanId}`);
  await expect(page.getByLabel('Nama Jabatan')).toHaveValue(nama);
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog', { name: 'Hapus Jabatan' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Jabatan masih dipakai oleh 1 karyawan.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/pengaturan/jabatan/${jabatanId}$`));
});

test('jabatan: rename and delete an unused one', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const created = await (await api.post('/api/jabatan', { data: { nama: `Kasir ${tag()}` } })).json();
  await api.dispose();
  const renamed = `Kasir Senior ${tag()}`;
  await loginAdmin(page);
  await page.goto(`/admin/pengaturan/jabatan/${created.id}`);
  await page.getByLabel('Nama Jabatan').fill(renamed);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jabatan berhasil disimpan.')).toBeVisible();
  await page.getByLabel('Cari jabatan').fill(renamed);
  await page.getByRole('link', { name: renamed }).click();
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog', { name: 'Hapus Jabatan' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Jabatan berhasil dihapus.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jabatan$/);
});

test('lokasi: create a WITA location from the current position and see it in the list', async ({ page, context }) => {
  const nama = `Kantor Makassar ${tag()}`;
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -5.1477, longitude: 119.4327 });
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/lokasi');
  await page.getByRole('button', { name: 'Tambah Lokasi' }).click();
  await page.getByLabel('Nama Lokasi').fill(nama);
  await page.getByLabel('Alamat').fill('Jl. Penghibur No. 10, Makassar');
  await page.getByLabel('Latitude').fill('95');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Latitude harus antara -90 dan 90.')).toBeVisible();
  await page.getByRole('button', { name: 'Gunakan lokasi saya saat ini' }).click();
  await expect(page.getByLabel('Latitude')).toHaveValue('-5.1477');
  await expect(page.getByLabel('Longitude')).toHaveValue('119.4327');
  await expect(page.getByRole('link', { name: 'Lihat di peta' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=-5\.1477&mlon=119\.4327/,
  );
  await page.getByLabel('Radius (meter)').fill('150');
  await page.getByLabel('Zona Waktu').selectOption({ label: 'WITA (Asia/Makassar)' });
  // A branch that starts using Hadir after the company.
  await expect(page.getByText('Hari sebelum tanggal ini tidak dihitung alpha, terlambat, atau tidak lengkap.')).toBeVisible();
  await page.getByLabel('Mulai Menggunakan Hadir').fill('2026-02-02');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Lokasi berhasil disimpan.')).toBeVisible();
  await page.getByLabel('Cari lokasi').fill(nama);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row).toContainText('WITA (Asia/Makassar)');
  await expect(row).toContainText('150 m');
  await row.getByRole('link', { name: nama }).click();
  await expect(page.getByLabel('Zona Waktu')).toHaveValue('Asia/Makassar');
  await expect(page.getByLabel('Mulai Menggunakan Hadir')).toHaveValue('02/02/2026');
});

test('jadwal kerja: a week with a day off and a night shift, edited through /edit/{id}', async ({ page }) => {
  const nama = `Shift Gudang ${tag()}`;
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/jadwal-kerja');
  await page.getByRole('button', { name: 'Tambah Jadwal Kerja' }).click();
  await page.getByLabel('Nama Jadwal').fill(nama);
  await page.getByLabel('Toleransi Terlambat (menit)').fill('10');
  // Senin is a night shift (22:00 to 06:00 the next morning); Rabu becomes a day off.
  await page.getByLabel('Jam masuk Senin').fill('22:00');
  await page.getByLabel('Jam pulang Senin').fill('06:00');
  await expect(page.getByText('Pulang keesokan harinya (lintas hari)')).toBeVisible();
  await page.getByLabel('Libur Rabu').check();
  await expect(page.getByLabel('Jam masuk Rabu')).toHaveCount(0);
  await page.getByLabel('Jam pulang Selasa').fill('08:00');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jam pulang tidak boleh sama dengan jam masuk.')).toBeVisible();
  await page.getByLabel('Jam pulang Selasa').fill('17:00');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jadwal kerja berhasil disimpan.')).toBeVisible();

  // The read-only detail.
  await expect(page.getByRole('heading', { name: nama })).toBeVisible();
  await expect(page.getByRole('row', { name: /Senin/ })).toContainText('Lintas hari');
  await expect(page.getByRole('row', { name: /Rabu/ })).toContainText('Libur');
  await expect(page.getByText('10 menit')).toBeVisible();
  const detailUrl = page.url();

  await page.getByRole('button', { name: 'Ubah' }).click();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jadwal-kerja\/edit\/\d+$/);
  await expect(page.getByLabel('Jam masuk Senin')).toHaveValue('22:00');
  await expect(page.getByLabel('Libur Rabu')).toBeChecked();
  await page.getByLabel('Toleransi Terlambat (menit)').fill('15');
  await page.getByLabel('Libur Sabtu').uncheck();
  await page.getByLabel('Jam masuk Sabtu').fill('08:00');
  await page.getByLabel('Jam pulang Sabtu').fill('12:00');
  // The first save's toast must be gone, so that the next one is this save's.
  await expect(page.getByText('Jadwal kerja berhasil disimpan.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jadwal kerja berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByText('15 menit')).toBeVisible();
  await expect(page.getByRole('row', { name: /Sabtu/ })).toContainText('12:00');

  await page.goto('/admin/pengaturan/jadwal-kerja');
  await page.getByLabel('Cari jadwal kerja').fill(nama);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row).toContainText('Senin 22:00–06:00 (+1)');
  await expect(row).toContainText('Sabtu 08:00–12:00');
  await expect(row).toContainText('15 menit');
});

test('hari libur: add one, find it under its year, and a second on the same date is refused', async ({ page }) => {
  const year = 2040 + Math.floor(Math.random() * 50);
  const nama = `Cuti Bersama ${tag()}`;
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/hari-libur');
  await page.getByRole('button', { name: 'Tambah Hari Libur' }).click();
  await page.getByLabel('Tanggal').fill(`${year}-08-17`);
  await page.getByLabel('Nama Hari Libur').fill(nama);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Hari libur berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/pengaturan/hari-libur\\?tahun=${year}$`));
  await expect(page.getByLabel('Tahun')).toHaveValue(String(year));
  await expect(page.getByRole('row', { name: new RegExp(nama) })).toContainText(`17 Agustus ${year}`);

  await page.getByRole('button', { name: 'Tambah Hari Libur' }).click();
  await page.getByLabel('Tanggal').fill(`${year}-08-17`);
  await page.getByLabel('Nama Hari Libur').fill('Dobel');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Tanggal 17 Agustus ${year} sudah terdaftar sebagai hari libur.` })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/hari-libur\/add$/);
});

test('profile perusahaan: update the company profile', async ({ page }) => {
  const nama = `PT Sinar Jaya ${tag()}`;
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/profile-perusahaan');
  await page.getByLabel('Nama Perusahaan').fill(nama);
  await page.getByLabel('Alamat').fill('Jl. Sudirman No. 1, Jakarta');
  await page.getByLabel('Telepon').fill('021-555123');
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Format email tidak valid.')).toBeVisible();
  await page.getByLabel('Email').fill('hrd@sinarjaya.co.id');
  await page.getByLabel('NPWP').fill('01.234.567.8-901.000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil perusahaan berhasil disimpan.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nama Perusahaan')).toHaveValue(nama);
  await expect(page.getByLabel('Email')).toHaveValue('hrd@sinarjaya.co.id');
});

test('profile perusahaan: the go-live date is set, refused before 2000, and cleared again', async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/profile-perusahaan');
  const field = page.getByLabel('Mulai Menggunakan Hadir');
  await expect(field).toHaveValue('');
  await expect(page.getByText('Hari sebelum tanggal ini tidak dihitung alpha, terlambat, atau tidak lengkap.')).toBeVisible();
  await field.fill('1999-12-31');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Tanggal mulai menggunakan Hadir tidak boleh sebelum 1 Januari 2000.')).toBeVisible();
  await field.fill('2025-07-01');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil perusahaan berhasil disimpan.')).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue('01/07/2025');
  // Cleared, the company is as the other specs found it: every day from each join date counts.
  await field.fill('');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil perusahaan berhasil disimpan.').first()).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue('');
});
