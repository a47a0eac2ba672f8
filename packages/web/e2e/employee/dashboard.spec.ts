import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

test('an employee sees their name, the attendance card, the face prompt and the latest announcement', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  const judul = `Rapat Bulanan ${Date.now()}`;
  const created = await api.post('/api/pengumuman/admin', { data: { judul, isi: 'Rapat bulanan diadakan hari Jumat.' } });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);

  const modal = page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Nanti saja' }).click();
  await expect(modal).toBeHidden();

  await expect(page.getByRole('heading', { name: emp.fullname })).toBeVisible();
  await expect(page.getByText('Karyawan', { exact: true })).toBeVisible();
  const card = page.getByRole('region', { name: 'Absensi hari ini' });
  await expect(card.getByText('Tidak ada jadwal')).toBeVisible();
  await expect(card.getByText('--:--')).toHaveCount(2);
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeEnabled();
  await expect(card.getByRole('button', { name: 'Clock Out' })).toBeDisabled();

  await page.getByRole('tab', { name: 'Waiting Approval' }).click();
  await expect(page.getByText('Tidak ada pengajuan yang menunggu persetujuan.')).toBeVisible();
  await page.getByRole('tab', { name: 'Pengumuman' }).click();
  await page.getByRole('link', { name: new RegExp(judul) }).click();
  await expect(page).toHaveURL(new RegExp(`/menu/pengumuman/${id}$`));
  await expect(page.getByRole('heading', { name: judul })).toBeVisible();
  await expect(page.getByText('Rapat bulanan diadakan hari Jumat.')).toBeVisible();
  await api.dispose();
});

test('Clock In leads to the clock-in screen; the face prompt leads to face registration', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await loginAs(page, emp.username, emp.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Daftar Sekarang' }).click();
  await expect(page).toHaveURL(/\/profile\/face-registration$/);
  await page.goto('/');
  // Once a session: the prompt does not come back on this later visit.
  await expect(page.getByRole('region', { name: 'Absensi hari ini' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' })).toBeHidden();
  await page.getByRole('button', { name: 'Clock In' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/pencatatan-waktu\/in$/);
  await api.dispose();
});

test("a failing dashboard call shows one 'Gagal memuat data dasbor.' toast and no generic one", async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await page.route('**/api/dashboard/user/approvals', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x","code":"INTERNAL"}' }),
  );
  await loginAs(page, emp.username, emp.password);
  const toasts = page.locator('.Toastify');
  await expect(toasts.getByText('Gagal memuat data dasbor.')).toHaveCount(1);
  await expect(toasts.getByText('Terjadi kesalahan pada server')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clock In' })).toHaveCount(0);
  await api.dispose();
});

test('the menu shows its tiles; Approval only to Admin/HRD and to PICs', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const pic = await createEmployee(api);
  const plain = await createEmployee(api);
  await createEmployee(api, { pic_ids: [pic.id] });

  await loginAs(page, plain.username, plain.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Nanti' }).click();
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Menu' }).click();
  const tiles = page.getByRole('navigation', { name: 'Menu utama' });
  for (const name of ['Absensi', 'Input Absensi Borongan/Harian', 'Pengumuman', 'Reimburse']) {
    await expect(tiles.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(tiles.getByRole('link', { name: 'Approval' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Koreksi Kehadiran' })).toHaveAttribute('href', '/menu/absensi/koreksi-kehadiran');
  await tiles.getByRole('link', { name: 'Absensi', exact: true }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/riwayat$/);

  await page.evaluate(() => localStorage.clear());
  await loginAs(page, pic.username, pic.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu');
  await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Approval' })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu');
  await expect(page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Approval' })).toBeVisible();
  await api.dispose();
});
