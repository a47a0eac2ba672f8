import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function loginAdmin(page: Page) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

test('jenis izin: statutory types are listed and kept; a company type is added, deactivated and deleted', async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/admin/pengaturan/jenis-izin');
  await page.getByLabel('Cari jenis izin').fill('Menikah');
  const menikah = page.getByRole('row', { name: /^Menikah NKH/ });
  await expect(menikah).toContainText('3 hari kerja');
  await expect(menikah).toContainText('Aktif');

  // A statutory type can be edited or deactivated, never deleted.
  await menikah.getByRole('link', { name: 'Menikah' }).click();
  await expect(page.getByLabel('Nama Jenis Izin')).toHaveValue('Menikah');
  await expect(page.getByText('Jenis izin bawaan sesuai undang-undang')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);

  const nama = `Izin Wisuda ${tag()}`;
  await page.goto('/admin/pengaturan/jenis-izin');
  await page.getByRole('button', { name: 'Tambah Jenis Izin' }).click();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jenis-izin\/add$/);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nama jenis izin wajib diisi.')).toBeVisible();
  await page.getByLabel('Nama Jenis Izin').fill(nama);
  await page.getByLabel('Berbayar (upah tetap dibayar)').uncheck();
  await page.getByLabel('Memotong kuota cuti tahunan').check();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jenis izin yang memotong kuota cuti harus berbayar.')).toBeVisible();
  await page.getByLabel('Memotong kuota cuti tahunan').uncheck();
  await page.getByLabel('Wajib melampirkan dokumen').check();
  await page.getByLabel('Maksimal Hari Kerja per Pengajuan').fill('1');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Jenis izin berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jenis-izin$/);

  await page.getByLabel('Cari jenis izin').fill(nama);
  const row = page.getByRole('row', { name: new RegExp(nama) });
  await expect(row).toContainText('1 hari kerja');
  await row.getByRole('link', { name: nama }).click();
  await page.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText('Jenis izin dinonaktifkan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aktifkan' })).toBeVisible();

  await page.goto('/admin/pengaturan/jenis-izin');
  await page.getByLabel('Cari jenis izin').fill(nama);
  await page.getByLabel('Status').selectOption('true');
  await expect(page.getByText('Belum ada jenis izin.')).toBeVisible();
  await page.getByLabel('Status').selectOption('false');
  await page.getByRole('link', { name: nama }).click();
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog', { name: 'Hapus Jenis Izin' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Jenis izin berhasil dihapus.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/jenis-izin$/);
});

test('kuota cuti: generate for the year, then view, change, add and delete one employee’s quotas', async ({ page, baseURL }) => {
  const year = new Date().getFullYear();
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api, { tanggal_masuk: `${year - 2}-03-01` });
  await api.dispose();

  await loginAdmin(page);
  await page.goto('/admin/pengaturan/kuota-cuti');
  await expect(page.getByLabel('Tahun')).toHaveValue(String(year));
  await page.getByLabel('Cari nama / NIP').fill(emp.nip);
  const row = page.getByRole('row', { name: new RegExp(emp.nip) });
  await expect(row).toContainText('Belum ada');

  await page.getByRole('button', { name: 'Buat Kuota Otomatis' }).click();
  await page.getByRole('dialog', { name: 'Buat Kuota Otomatis' }).getByRole('button', { name: 'Buat Kuota' }).click();
  await expect(page.getByText(new RegExp(`\\d+ kuota cuti tahun ${year} berhasil dibuat\\.`))).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([emp.nip, emp.fullname, `1 Maret ${year - 2}`, String(year), '12', '0', '12']);

  // Another year: no quota yet.
  await page.getByLabel('Tahun').fill(String(year + 5));
  await expect(page.getByRole('row', { name: new RegExp(emp.nip) })).toContainText('Belum ada');
  await page.getByLabel('Tahun').fill(String(year));

  await row.getByRole('link', { name: emp.fullname }).click();
  await expect(page.getByRole('heading', { name: `Kuota Cuti ${emp.fullname}` })).toBeVisible();
  await page.getByRole('link', { name: `Ubah kuota tahun ${year}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pengaturan/kuota-cuti/${emp.id}/\\d+/edit$`));
  await expect(page.getByLabel('Tahun')).toHaveValue(String(year));
  await page.getByLabel('Total Hari').fill('400');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Total hari paling banyak 366.')).toBeVisible();
  await page.getByLabel('Total Hari').fill('14');
  await page.getByLabel('Keterangan').fill('Tambahan masa kerja 2 tahun');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Kuota cuti berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/pengaturan/kuota-cuti/${emp.id}$`));
  const thisYear = page.getByRole('row', { name: new RegExp(`^${year} `) });
  await expect(thisYear).toContainText('14');
  await expect(thisYear).toContainText('Tambahan masa kerja 2 tahun');

  // Add next year's quota; the same year twice is refused on the field.
  await page.getByRole('button', { name: 'Tambah Kuota' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pengaturan/kuota-cuti/${emp.id}/add`));
  await page.getByLabel('Tahun').fill(String(year + 1));
  await expect(page.getByLabel('Total Hari')).toHaveValue('12');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pengaturan/kuota-cuti/${emp.id}$`));
  await page.getByRole('button', { name: 'Tambah Kuota' }).click();
  await page.getByLabel('Tahun').fill(String(year + 1));
  await page.getByRole('button', { name: 'Simpan' }).click();
  // The server's message is toasted and shown under the field.
  await expect(page.getByText(`Kuota cuti tahun ${year + 1} untuk karyawan ini sudah ada.`)).toHaveCount(2);
  await page.getByRole('button', { name: 'Batal' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${year + 1} `) })).toContainText('12');

  await page.getByRole('link', { name: `Ubah kuota tahun ${year + 1}` }).click();
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog', { name: 'Hapus Kuota Cuti' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Kuota cuti berhasil dihapus.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/pengaturan/kuota-cuti/${emp.id}$`));
  await expect(page.getByRole('row', { name: new RegExp(`^${year + 1} `) })).toHaveCount(0);
});
