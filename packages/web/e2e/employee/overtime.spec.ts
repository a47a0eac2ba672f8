import { expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

/** Next week's Tuesday in Jakarta (the employees here have no location, so Jakarta is their zone). */
function nextTuesday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  const isoDow = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + (8 - isoDow) + 1);
  return d.toISOString().slice(0, 10);
}

async function switchUser(page: Page, username: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, username, password);
  await expect(page).toHaveURL(/\/$/);
}

test('an employee files overtime with its pay breakdown, and their PIC approves it', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const hari = [1, 2, 3, 4, 5, 6, 7].map((d) =>
    d <= 5 ? { hari: d, libur: false, jam_masuk: '08:00', jam_pulang: '17:00' } : { hari: d, libur: true },
  );
  const jadwal = await api.post('/api/jadwal-kerja', {
    data: { nama: `Kantor Lembur ${Date.now().toString(36)}`, toleransi_terlambat: 0, hari },
  });
  expect(jadwal.status()).toBe(201);
  const pic = await createEmployee(api);
  const emp = await createEmployee(api, { pic_ids: [pic.id], jadwal_kerja_id: (await jadwal.json()).id });
  await api.dispose();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu');
  await page.getByRole('link', { name: 'Lembur' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/lembur$/);
  await expect(page.getByText('Belum ada pengajuan lembur.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajukan Lembur' }).click();
  await expect(page).toHaveURL(/\/lembur\/add$/);

  // The form previews the hours, tiers and the PP 35/2021 limit before anything is sent.
  await page.getByLabel('Tanggal').fill(nextTuesday());
  await page.getByLabel('Jam Mulai').fill('17:00');
  await page.getByLabel('Jam Selesai').fill('21:30');
  await expect(page.getByText('Lembur pada hari kerja paling lama 4 jam sehari (PP 35/2021 Pasal 26).')).toBeVisible();
  await page.getByLabel('Jam Selesai').fill('20:00');
  const preview = page.getByRole('region', { name: 'Rincian upah lembur' });
  await expect(preview.getByText('3 jam', { exact: true })).toBeVisible();
  await expect(preview.getByRole('row', { name: '2-3 2 jam 2x -' })).toBeVisible();
  await expect(page.getByText(/paling lama 4 jam sehari/)).toHaveCount(1);
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Alasan minimal 5 karakter.')).toBeVisible();
  await page.getByLabel('Alasan').fill('Menyelesaikan laporan stok akhir bulan');
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Pengajuan lembur berhasil dikirim.')).toBeVisible();

  // The detail page shows the breakdown: hour 1 at 1.5x, hours 2-3 at 2x on a working day.
  await expect(page).toHaveURL(/\/menu\/absensi\/lembur\/\d+$/);
  await expect(page.getByText('Menunggu Persetujuan')).toBeVisible();
  await expect(page.getByText('17:00 – 20:00')).toBeVisible();
  const tiers = page.getByRole('region', { name: 'Rincian upah lembur' });
  await expect(tiers.getByText('Hari kerja', { exact: true })).toBeVisible();
  await expect(tiers.getByRole('row', { name: '1 1 jam 1,5x -' })).toBeVisible();
  await expect(tiers.getByRole('row', { name: '2-3 2 jam 2x -' })).toBeVisible();

  // The PIC approves it from the Approval tile.
  await switchUser(page, pic.username, pic.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await page.getByRole('tab', { name: 'Waiting Approval' }).click();
  await expect(page.getByRole('link', { name: /Lembur/ })).toBeVisible();
  await page.goto('/menu/approval');
  await page.getByRole('link', { name: new RegExp(emp.fullname) }).click();
  await expect(page).toHaveURL(/\/menu\/approval\/lembur\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Lembur' })).toBeVisible();
  await expect(page.getByRole('row', { name: '1 1 jam 1,5x -' })).toBeVisible();
  await page.getByRole('button', { name: 'Setujui' }).click();
  await expect(page.getByText('Pengajuan disetujui.')).toBeVisible();

  await switchUser(page, emp.username, emp.password);
  await page.goto('/menu/absensi/lembur');
  await page.getByRole('link', { name: /17:00 – 20:00/ }).click();
  await expect(page.getByText('Disetujui', { exact: true })).toBeVisible();
  await expect(page.getByText(pic.fullname)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pengajuan' })).toHaveCount(0);
});
