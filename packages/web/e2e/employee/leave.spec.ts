import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// A JPEG as small as it gets (the server judges uploads by their first bytes).
const PHOTO = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** A Monday-to-Friday schedule, so that leave over a weekend counts working days only. */
async function officeSchedule(api: APIRequestContext): Promise<number> {
  const hari = [1, 2, 3, 4, 5, 6, 7].map((d) =>
    d <= 5 ? { hari: d, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' } : { hari: d, libur: true },
  );
  const res = await api.post('/api/jadwal-kerja', {
    data: { nama: `Kantor Izin ${Date.now().toString(36)}`, toleransi_terlambat: 0, hari },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

async function switchUser(page: Page, username: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, username, password);
  await expect(page).toHaveURL(/\/$/);
}

test('an employee files sick leave with a photo of the doctor’s letter; their PIC approves it', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const jadwal = await officeSchedule(api);
  const pic = await createEmployee(api);
  const emp = await createEmployee(api, { pic_ids: [pic.id], jadwal_kerja_id: jadwal, tanggal_masuk: '2024-01-02' });
  await api.dispose();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/absensi/izin');
  await expect(page.getByText('Belum ada pengajuan izin.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajukan Izin' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/izin\/add$/);

  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Jenis izin wajib dipilih.')).toBeVisible();
  await page.getByLabel('Jenis Izin').selectOption({ label: 'Sakit dengan Surat Dokter' });
  await expect(page.getByText(/wajib melampirkan dokumen/)).toBeVisible();
  // Friday 10 to Monday 13 January 2031: Friday and Monday are working days, the weekend is not.
  await page.getByLabel('Tanggal Mulai').fill('2031-01-10');
  await page.getByLabel('Tanggal Selesai').fill('2031-01-13');
  await expect(page.getByText('Jumlah hari kerja:')).toContainText('2 hari');
  await page.getByLabel('Alasan').fill('Demam tinggi, istirahat sesuai surat dokter');
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(
    page.getByText('Sakit dengan Surat Dokter wajib disertai lampiran (misalnya surat keterangan dokter).'),
  ).toBeVisible();

  await page.getByLabel('Ambil Foto').setInputFiles({ name: 'surat-dokter.jpg', mimeType: 'image/jpeg', buffer: PHOTO });
  await expect(page.getByRole('list', { name: 'Lampiran terunggah' })).toContainText('surat-dokter.jpg');
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Pengajuan izin berhasil dikirim.')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/absensi\/izin\/\d+$/);
  await expect(page.getByText('Menunggu Persetujuan', { exact: true })).toBeVisible();
  await expect(page.getByText('2 hari', { exact: true })).toBeVisible();
  const izinUrl = page.url();

  // The PIC finds it on the dashboard and decides it from the approval page.
  await switchUser(page, pic.username, pic.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await page.getByRole('tab', { name: 'Waiting Approval' }).click();
  await page.getByRole('link', { name: /Izin/ }).first().click();
  await expect(page).toHaveURL(/\/menu\/approval\/izin\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Izin' })).toBeVisible();
  await expect(page.getByText(emp.fullname)).toBeVisible();
  await expect(page.getByText('Sakit dengan Surat Dokter')).toBeVisible();
  // The attachment opens for the PIC.
  await page.getByRole('button', { name: 'surat-dokter.jpg' }).click();
  const viewer = page.getByRole('dialog', { name: 'surat-dokter.jpg' });
  await expect(viewer.getByRole('img', { name: 'surat-dokter.jpg' })).toBeVisible();
  await viewer.getByRole('button', { name: 'Tutup' }).click();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();

  await switchUser(page, emp.username, emp.password);
  await page.goto('/menu/absensi/izin');
  const list = page.getByRole('list', { name: 'Daftar pengajuan izin' });
  await expect(list.getByText('Disetujui', { exact: true })).toBeVisible();
  await page.goto(izinUrl);
  await expect(page.getByText('Disetujui', { exact: true })).toBeVisible();
  await expect(page.getByText(pic.fullname)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pengajuan' })).toHaveCount(0);
});

test('annual leave shows the remaining quota before sending and can be cancelled while pending', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const jadwal = await officeSchedule(api);
  const emp = await createEmployee(api, { jadwal_kerja_id: jadwal, tanggal_masuk: '2024-01-02' });
  // Joined in 2024: 12 days of annual leave in 2031 without anyone setting them up.
  await api.dispose();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/absensi/izin/add');
  await page.getByLabel('Jenis Izin').selectOption({ label: 'Cuti Tahunan' });
  await page.getByLabel('Tanggal Mulai').fill('2031-02-03');
  await page.getByLabel('Tanggal Selesai').fill('2031-02-07');
  await expect(page.getByText('Jumlah hari kerja:')).toContainText('5 hari');
  await expect(page.getByText('Sisa kuota cuti:')).toContainText('12 hari');
  await page.getByLabel('Alasan').fill('Liburan keluarga ke Yogyakarta');
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Pengajuan izin berhasil dikirim.')).toBeVisible();

  // The pending request holds 5 days: another one sees 7 left.
  await page.goto('/menu/absensi/izin/add');
  await page.getByLabel('Jenis Izin').selectOption({ label: 'Cuti Tahunan' });
  await page.getByLabel('Tanggal Mulai').fill('2031-02-04');
  await page.getByLabel('Tanggal Selesai').fill('2031-02-04');
  await expect(page.getByText('Sisa kuota cuti:')).toContainText('7 hari');
  await page.getByLabel('Alasan').fill('Urusan keluarga mendadak');
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText(/^Tanggal 04\/02\/2031 sudah termasuk dalam pengajuan izin lain/)).toBeVisible();

  await page.goto('/menu/absensi/izin');
  await page.getByRole('link', { name: /Cuti Tahunan/ }).click();
  await page.getByRole('button', { name: 'Batalkan Pengajuan' }).click();
  await page.getByRole('dialog', { name: 'Batalkan Pengajuan' }).getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(page.getByText('Pengajuan izin dibatalkan.')).toBeVisible();
  await expect(page.getByText('Dibatalkan', { exact: true })).toBeVisible();
});
