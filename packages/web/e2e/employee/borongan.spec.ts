import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

function jakartaDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));
}

async function addJob(api: APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const res = await api.post('/api/harga-borongan', { data: { berlaku_mulai: jakartaDate(-7), ...body } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function switchUser(page: Page, username: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, username, password);
  await expect(page).toHaveURL(/\/$/);
}

test('an employee enters piece-rate work, sees the wage before sending, and their PIC approves it', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const tag = Date.now().toString(36);
  const petik = await addJob(api, { nama: `Petik Teh ${tag}`, satuan: 'kg', harga: 1250, tipe: 'borongan' });
  const jaga = await addJob(api, { nama: `Jaga Kebun ${tag}`, satuan: 'hari', harga: 100000, tipe: 'harian' });
  const pic = await createEmployee(api);
  const emp = await createEmployee(api, { pic_ids: [pic.id] });
  await api.dispose();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Input Absensi Borongan/Harian' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/borongan$/);
  await expect(page.getByText('Belum ada absensi borongan/harian.')).toBeVisible();
  await page.getByRole('button', { name: 'Input Absensi Borongan/Harian' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/borongan\/create$/);
  await expect(page.getByLabel('Tanggal')).toHaveValue(jakartaDate(0).split('-').reverse().join('/'));

  // Checked before anything is sent.
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Pekerjaan wajib dipilih.')).toBeVisible();
  await expect(page.getByText('Jumlah wajib diisi dengan angka.')).toBeVisible();

  // The wage follows every keystroke: 12,5 kg x Rp 1.250 = Rp 15.625, plus one day at Rp 100.000.
  await page.getByLabel('Pekerjaan 1', { exact: true }).selectOption(String(petik));
  await page.getByLabel('Jumlah 1').fill('12.5');
  await expect(page.getByText('Upah: Rp 15.625')).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Pekerjaan' }).click();
  await page.getByLabel('Pekerjaan 2', { exact: true }).selectOption(String(jaga));
  await page.getByLabel('Jumlah 2').fill('1');
  await expect(page.getByText('Upah: Rp 100.000')).toBeVisible();
  await expect(page.getByText('Rp 115.625')).toBeVisible();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Absensi borongan/harian berhasil dikirim.')).toBeVisible();

  await expect(page).toHaveURL(/\/menu\/absensi\/borongan\/\d+$/);
  await expect(page.getByText('Rp 115.625')).toBeVisible();
  await expect(page.getByText('Menunggu Persetujuan')).toBeVisible();
  const rincian = page.getByRole('list', { name: 'Rincian pekerjaan' });
  await expect(rincian.getByText('12,5 kg × Rp 1.250')).toBeVisible();
  await expect(rincian.getByText('Rp 15.625')).toBeVisible();

  // One entry per date: a second one for today is refused with the reason under the date.
  await page.goto('/menu/absensi/borongan/create');
  await page.getByLabel('Pekerjaan 1', { exact: true }).selectOption(String(petik));
  await page.getByLabel('Jumlah 1').fill('3');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(/sudah diinput \(Menunggu Persetujuan\)/);
  await page.getByRole('button', { name: 'Kembali' }).click();
  const list = page.getByRole('list', { name: 'Daftar absensi borongan/harian' });
  await expect(list.getByText('Rp 115.625')).toBeVisible();
  await expect(list.getByText('2 pekerjaan')).toBeVisible();

  // The PIC approves it from the dashboard's waiting list.
  await switchUser(page, pic.username, pic.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await page.getByRole('tab', { name: 'Waiting Approval' }).click();
  await page.getByRole('link', { name: /Borongan/ }).click();
  await expect(page).toHaveURL(/\/menu\/approval\/borongan\/\d+$/);
  await expect(page.getByText(emp.fullname)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rincian pekerjaan' }).getByText('12,5 kg × Rp 1.250')).toBeVisible();
  await expect(page.getByText('Rp 115.625')).toBeVisible();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();

  await switchUser(page, emp.username, emp.password);
  await page.goto('/menu/absensi/borongan');
  await page.getByRole('link', { name: /Rp 115\.625/ }).click();
  await expect(page.getByText('Disetujui', { exact: true })).toBeVisible();
  await expect(page.getByText(pic.fullname)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pengajuan' })).toHaveCount(0);
});
