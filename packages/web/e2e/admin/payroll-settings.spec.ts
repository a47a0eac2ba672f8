import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function loginAdmin(page: Page) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
}

async function addKomponen(page: Page, nama: string, cara: string, nilai: string) {
  await page.goto('/admin/pengaturan/gaji/komponen-gaji');
  await page.getByRole('button', { name: 'Tambah Komponen' }).click();
  await expect(page).toHaveURL(/\/komponen-gaji\/add$/);
  await page.getByLabel('Nama Komponen').fill(nama);
  await page.getByLabel('Cara Hitung').selectOption({ label: cara });
  await page.getByLabel('Nilai Default').fill(nilai);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Komponen gaji berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pengaturan\/gaji\/komponen-gaji$/);
}

test('salary settings: components, a group with amounts, two employees with an own base pay', async ({ page, baseURL }) => {
  const t = tag();
  const api = await adminApi(baseURL!);
  const ani = await createEmployee(api, { fullname: `Ani Lestari ${t}` });
  const budi = await createEmployee(api, { fullname: `Budi Hartono ${t}` });
  await api.dispose();

  await loginAdmin(page);
  // The system components are there and cannot be deleted.
  await page.goto('/admin/pengaturan/gaji/komponen-gaji');
  await page.getByLabel('Cari komponen gaji').fill('BPJS JHT');
  await expect(page.getByRole('row', { name: /BPJS JHT/ })).toContainText('Otomatis oleh sistem: BPJS JHT');
  await page.getByRole('link', { name: 'BPJS JHT' }).click();
  await expect(page.getByText('Komponen bawaan sistem')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hapus' })).toHaveCount(0);

  // Two components of the company's own: a fixed allowance and a percentage of base pay.
  const transport = `Tunjangan Transport ${t}`;
  const jabatan = `Tunjangan Jabatan ${t}`;
  await page.goto('/admin/pengaturan/gaji/komponen-gaji/add');
  await page.getByLabel('Nama Komponen').fill(transport);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nilai wajib diisi.')).toBeVisible();
  await addKomponen(page, transport, 'Tetap per bulan', '400.000');
  await addKomponen(page, jabatan, 'Persen dari gaji pokok', '12,5');
  await page.getByLabel('Cari komponen gaji').fill(t);
  await expect(page.getByRole('row', { name: new RegExp(transport) })).toContainText('Rp 400.000');
  await expect(page.getByRole('row', { name: new RegExp(jabatan) })).toContainText('12,5% gaji pokok');

  // A group: base pay 5.000.000, the transport allowance at its default, the percentage at 10%.
  const grup = `Staf Kantor ${t}`;
  await page.goto('/admin/pengaturan/gaji/grup-gaji');
  await page.getByRole('button', { name: 'Tambah Grup Gaji' }).click();
  await page.getByLabel('Nama Grup Gaji').fill(grup);
  for (const nama of ['Gaji Pokok', transport, jabatan]) {
    await page.getByLabel('Pilih Komponen').selectOption({ label: nama });
    await page.getByRole('button', { name: 'Tambah Komponen' }).click();
  }
  await page.getByLabel('Nilai Gaji Pokok').fill('5.000.000');
  await page.getByLabel(`Nilai ${jabatan}`).fill('10');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Grup gaji berhasil disimpan.')).toBeVisible();
  await expect(page).toHaveURL(/\/grup-gaji\/\d+\/list-karyawan$/);
  await expect(page.getByRole('heading', { name: `Karyawan Grup ${grup}` })).toBeVisible();
  await expect(page.getByText('Belum ada karyawan di grup ini.')).toBeVisible();

  // Add both employees at once.
  await page.getByRole('button', { name: 'Tambah Karyawan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Karyawan' });
  for (const emp of [ani, budi]) {
    await dialog.getByLabel('Cari nama / NIP').fill(emp.nip);
    await dialog.getByLabel(emp.fullname).check();
  }
  await dialog.getByRole('button', { name: 'Tambahkan (2)' }).click();
  await expect(page.getByText('2 karyawan ditambahkan ke grup gaji.')).toBeVisible();

  const aniRow = page.getByRole('row', { name: new RegExp(ani.nip) });
  const budiRow = page.getByRole('row', { name: new RegExp(budi.nip) });
  await expect(aniRow).toContainText('Rp 5.000.000');
  await expect(aniRow).toContainText('Rp 400.000');
  await expect(aniRow).toContainText('10% gaji pokok');

  // Budi earns more: his own base pay.
  await budiRow.getByRole('button', { name: `Atur nilai ${budi.fullname}` }).click();
  const nilai = page.getByRole('dialog', { name: `Nilai Gaji ${budi.fullname}` });
  await nilai.getByLabel('Gaji Pokok').fill('7.250.000');
  await nilai.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Nilai gaji karyawan berhasil disimpan.')).toBeVisible();
  await expect(budiRow).toContainText('Rp 7.250.000 (khusus)');
  await expect(aniRow).toContainText('Rp 5.000.000');
  await expect(aniRow).not.toContainText('khusus');

  // The group list counts them, and the employee form shows the group.
  await page.goto('/admin/pengaturan/gaji/grup-gaji');
  await page.getByLabel('Cari grup gaji').fill(grup);
  await expect(page.getByRole('row', { name: new RegExp(grup) })).toContainText('2 karyawan');
  await page.goto(`/admin/karyawan/${ani.id}`);
  await expect(page.getByLabel('Grup Gaji')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Grup Gaji').locator('option:checked')).toHaveText(grup);
});
