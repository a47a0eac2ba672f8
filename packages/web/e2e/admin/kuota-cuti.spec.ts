import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// Issue 16 §3: annual leave that grants itself. The policy card, an employee's periods and HR's adjustments (each
// with a reason), and the remaining days brought over from another system through the Excel import.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LIST = '/admin/pengaturan/kuota-cuti';
const BAWAAN = { hari_per_tahun: 12, dasar: 'kalender', bawa_hari: 0, bawa_bulan: 3, potong_cuti_bersama: false };

async function loginAdmin(page: Page) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

async function quotaFile(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Kuota Cuti');
  ws.addRow(['NIP', 'Nama', 'Sisa Cuti Tahunan', 'Alasan']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test.afterEach(async ({ baseURL }) => {
  // The policy is the company's: put the law's default back for the specs that follow.
  const api = await adminApi(baseURL!);
  expect((await api.put('/api/kuota-cuti/kebijakan', { data: BAWAAN })).status()).toBe(200);
  await api.dispose();
});

test('kuota cuti: derived without anyone creating it; the policy and an adjustment with its reason', async ({
  page,
  baseURL,
}) => {
  const year = new Date().getFullYear();
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api, { tanggal_masuk: `${year - 2}-03-01` });
  const fresh = await createEmployee(api, { tanggal_masuk: `${year}-01-02` });
  await api.dispose();

  await loginAdmin(page);
  await page.goto(LIST);
  const policy = page.getByText('Kebijakan Cuti Tahunan').locator('xpath=ancestor::div[contains(@class, "space-y-3")][1]');
  await expect(policy).toContainText('12 hari kerja');
  await expect(policy).toContainText('Tahun kalender');
  await page.getByLabel('Cari nama / NIP').fill(emp.nip);
  const row = page.getByRole('row', { name: new RegExp(emp.nip) });
  await expect(row.getByRole('cell')).toHaveText([emp.nip, emp.fullname, `1 Maret ${year - 2}`, String(year), '12', '0', '12']);
  await page.getByLabel('Cari nama / NIP').fill(fresh.nip);
  await expect(page.getByRole('row', { name: new RegExp(fresh.nip) })).toContainText(`Berhak mulai 2 Januari ${year + 1}`);

  // The policy: fewer days than the law are refused on the field; more days reach everyone at once.
  await page.getByRole('button', { name: 'Ubah Kebijakan' }).click();
  await page.getByLabel('Hak cuti per tahun (hari kerja)').fill('10');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Hak cuti per tahun minimal 12 hari kerja (UU 13/2003 Pasal 79).')).toBeVisible();
  await page.getByLabel('Hak cuti per tahun (hari kerja)').fill('14');
  await page.getByLabel('Sisa cuti yang dibawa ke periode berikutnya (hari)').fill('3');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Kebijakan cuti tahunan berhasil disimpan.')).toBeVisible();
  await expect(policy).toContainText('Paling banyak 3 hari, dapat dipakai sampai akhir Maret');
  await page.getByLabel('Cari nama / NIP').fill(emp.nip);
  await expect(row.getByRole('cell')).toHaveText([emp.nip, emp.fullname, `1 Maret ${year - 2}`, String(year), '14', '0', '14']);

  // The employee's periods, then an adjustment: the reason is required.
  await row.getByRole('link', { name: emp.fullname }).click();
  await expect(page.getByRole('heading', { name: `Kuota Cuti ${emp.fullname}` })).toBeVisible();
  await expect(page.getByText(`Berhak cuti sejak 1 Maret ${year - 1}`)).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Penyesuaian' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/${emp.id}/add\\?periode=${year}$`));
  await expect(page.getByRole('spinbutton', { name: 'Periode' })).toHaveValue(String(year));
  await page.getByLabel('Jumlah Hari').fill('2');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Alasan wajib diisi.')).toBeVisible();
  await page.getByLabel('Alasan').fill('Saldo cuti dari sistem lama');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Penyesuaian cuti berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}/${emp.id}$`));
  const period = page
    .getByRole('region', { name: 'Rincian cuti per periode' })
    .getByRole('row', { name: new RegExp(`^${year} `) });
  await expect(period.getByRole('cell')).toHaveText([
    String(year),
    '14',
    // Last year's unused days carried over (3 at most) and gone after March.
    `3 (s.d. 31 Maret ${year})`,
    '-3',
    '0',
    '+2',
    '16',
    '0',
    '0',
    '16',
  ]);
  const adjustments = page.getByRole('region', { name: 'Penyesuaian cuti' });
  await expect(adjustments.getByRole('row', { name: /Saldo cuti dari sistem lama/ })).toContainText('+2');

  // Taking more days than there are is refused; then the adjustment is removed.
  await page.getByRole('link', { name: 'Ubah penyesuaian +2 hari: Saldo cuti dari sistem lama' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/${emp.id}/\\d+/edit$`));
  await expect(page.getByLabel('Jumlah Hari')).toHaveValue('2');
  await page.getByLabel('Jumlah Hari').fill('-20');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText(`Sisa cuti tahun ${year} tidak boleh kurang dari 0 hari.`)).toBeVisible();
  await page.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('dialog', { name: 'Hapus Penyesuaian Cuti' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Penyesuaian cuti berhasil dihapus.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}/${emp.id}$`));
  await expect(page.getByText('Belum ada penyesuaian.')).toBeVisible();
});

test('kuota cuti: remaining days from another system through Excel, checked before anything is saved', async ({
  page,
  baseURL,
}) => {
  const year = new Date().getFullYear();
  const api = await adminApi(baseURL!);
  const ani = await createEmployee(api, { tanggal_masuk: `${year - 2}-03-01` });
  const budi = await createEmployee(api, { tanggal_masuk: `${year - 2}-03-01` });
  await api.dispose();

  await loginAdmin(page);
  await page.goto(LIST);
  await page.getByRole('button', { name: 'Impor Excel' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}/impor$`));
  await expect(page.getByRole('heading', { name: 'Impor Kuota Cuti' })).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Templat' }).click();
  expect((await template).suggestedFilename()).toBe('Templat_Kuota_Cuti.xlsx');

  // A file with an unknown NIP and a negative number: every problem by row and column, nothing to confirm.
  const input = page.getByLabel('Berkas Excel (.xlsx)');
  await input.setInputFiles({
    name: 'kuota-salah.xlsx',
    mimeType: XLSX,
    buffer: await quotaFile([
      [ani.nip, 'Ani', 7, 'Saldo sistem lama'],
      ['TIDAK-ADA-1', 'Siapa', 3, 'Saldo sistem lama'],
      [budi.nip, 'Budi', -1, 'Saldo sistem lama'],
    ]),
  });
  const errors = page.getByRole('region', { name: 'Kesalahan pada berkas' });
  await expect(errors.getByRole('row', { name: /3 NIP NIP TIDAK-ADA-1 tidak terdaftar sebagai karyawan\./ })).toBeVisible();
  await expect(errors.getByRole('row', { name: /4 Sisa Cuti Tahunan Sisa cuti tahunan tidak boleh negatif\./ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Impor 1 karyawan' })).toBeDisabled();

  // The fixed file: Ani's remaining days change from 12 to 7, Budi's stay 12.
  await input.setInputFiles({
    name: 'kuota.xlsx',
    mimeType: XLSX,
    buffer: await quotaFile([
      [ani.nip, 'Ani', 7, 'Saldo sistem lama'],
      [budi.nip, 'Budi', 12, 'Saldo sistem lama'],
    ]),
  });
  await expect(page.getByText('kuota.xlsx: 0 baru, 1 diubah, 1 tetap, 0 kesalahan.')).toBeVisible();
  const rows = page.getByRole('region', { name: 'Isi berkas' });
  await expect(rows.getByRole('row', { name: new RegExp(`${ani.nip}`) })).toContainText('Sisa Cuti Tahunan: 12 → 7');
  await page.getByRole('button', { name: 'Impor 1 karyawan' }).click();
  await expect(page.getByText('Impor selesai: 0 karyawan ditambahkan, 1 diperbarui.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await page.getByLabel('Cari nama / NIP').fill(ani.nip);
  await expect(page.getByRole('row', { name: new RegExp(ani.nip) }).getByRole('cell')).toHaveText([
    ani.nip,
    ani.fullname,
    `1 Maret ${year - 2}`,
    String(year),
    '7',
    '0',
    '7',
  ]);
});
