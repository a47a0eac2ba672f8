import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectPunched, takeLivePhotos, useFaceCamera } from '../face-camera';
import { adminApi, createEmployee, loginAs } from '../support';

// Kantor in Jakarta; one degree of latitude is ~111,195 m.
const OFFICE = { latitude: -6.175392, longitude: 106.827153 };

async function office(api: APIRequestContext): Promise<{ id: number; nama: string }> {
  const nama = `Kantor Monas ${Date.now().toString(36)}`;
  const res = await api.post('/api/lokasi', {
    data: { nama, alamat: 'Jl. Medan Merdeka', ...OFFICE, radius: 150, zona_waktu: 'Asia/Jakarta' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id, nama };
}

/** Through the GPS step and the camera step to the server's answer. */
async function punchThroughScreens(page: Page, type: 'in' | 'out') {
  const label = type === 'in' ? 'Clock in' : 'Clock out';
  await expect(page).toHaveURL(new RegExp(`/menu/absensi/pencatatan-waktu/${type}$`));
  await expect(page.getByText('Akurasi')).toBeVisible();
  await expect(page.getByText('±10 m')).toBeVisible();
  await page.getByRole('button', { name: 'Lanjut Ambil Foto' }).click();
  await expect(page).toHaveURL(/\/menu\/absensi\/take-photo$/);
  await expect(page.getByLabel('Kamera depan')).toBeVisible();
  // Two frames a moment apart with the head turn the server asked for (a real face: every selfie must show one).
  await takeLivePhotos(page);
  await page.getByRole('button', { name: `Kirim ${label}` }).click();
}

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(['geolocation']);
  await useFaceCamera(page);
});

test('an employee clocks in and out at the office; the card follows', async ({ page, context, baseURL }) => {
  const api = await adminApi(baseURL!);
  const kantor = await office(api);
  const emp = await createEmployee(api, { lokasi_id: kantor.id });
  await api.dispose();
  await context.setGeolocation({ latitude: OFFICE.latitude + 0.0003, longitude: OFFICE.longitude, accuracy: 10 });

  await loginAs(page, emp.username, emp.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  const card = page.getByRole('region', { name: 'Absensi hari ini' });
  await card.getByRole('button', { name: 'Clock In' }).click();
  await punchThroughScreens(page, 'in');

  await expectPunched(page, 'Clock in');
  await expect(page).toHaveURL(/\/$/);
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
  await expect(card.getByText('--:--')).toHaveCount(1);
  await expect(card.getByText(/^\d{2}:\d{2}$/)).toHaveCount(1);

  // The punch screen from the menu shows the same day.
  await page.goto('/menu/absensi/pencatatan-waktu');
  const today = page.getByRole('region', { name: 'Absensi hari ini' });
  await expect(today.getByRole('button', { name: 'Clock In' })).toBeDisabled();
  await today.getByRole('button', { name: 'Clock Out' }).click();
  await punchThroughScreens(page, 'out');
  await expectPunched(page, 'Clock out');
  await expect(page).toHaveURL(/\/$/);
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Clock Out' })).toBeDisabled();
  await expect(card.getByText('--:--')).toHaveCount(0);
});

test('outside the radius the server refuses, says how far away the person is and takes a fresh position', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const kantor = await office(api);
  const emp = await createEmployee(api, { lokasi_id: kantor.id });
  await api.dispose();
  // ~2.2 km north of the office.
  await context.setGeolocation({ latitude: OFFICE.latitude + 0.02, longitude: OFFICE.longitude, accuracy: 10 });
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/absensi/pencatatan-waktu/in');
  await expect(page.getByText('Anda berada di luar lokasi kerja')).toBeVisible();
  // The phone has moved on by the time the photo is sent: the refused punch carried the old position.
  const label = 'Clock in';
  await page.getByRole('button', { name: 'Lanjut Ambil Foto' }).click();
  await expect(page.getByLabel('Kamera depan')).toBeVisible();
  await takeLivePhotos(page);
  await context.setGeolocation({ latitude: OFFICE.latitude + 0.0003, longitude: OFFICE.longitude, accuracy: 10 });
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/attendance' && r.request().method() === 'POST');
  await page.getByRole('button', { name: `Kirim ${label}` }).click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  expect((await answer.json()).code).toBe('DI_LUAR_LOKASI');
  // Back on the GPS step with the server's words and a new fix, not the old one sent again.
  await expect(page).toHaveURL(/\/menu\/absensi\/pencatatan-waktu\/in$/);
  await expect(page.getByRole('alert')).toHaveText(
    `Anda berada 2,2 km dari ${kantor.nama} (radius 150 m). Absen hanya dapat dilakukan di lokasi kerja. Posisi Anda diambil ulang.`,
  );
  await expect(page.getByText('Anda berada di dalam lokasi kerja')).toBeVisible();
  await expect(page.getByText(`33 m dari ${kantor.nama} (radius 150 m)`)).toBeVisible();
  // Nothing was recorded: clocking in is still to do.
  await page.goto('/menu/absensi/pencatatan-waktu');
  await expect(page.getByRole('region', { name: 'Absensi hari ini' }).getByRole('button', { name: 'Clock In' })).toBeEnabled();
});

test('GPS refused: a clear message and a retry', async ({ page, context, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await api.dispose();
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await context.clearPermissions();
  await page.goto('/menu/absensi/pencatatan-waktu/in');
  await expect(page.getByRole('alert')).toHaveText(
    'Izin lokasi ditolak. Izinkan akses lokasi untuk situs ini di pengaturan browser, lalu coba lagi.',
  );
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...OFFICE, accuracy: 10 });
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByRole('button', { name: 'Lanjut Ambil Foto' })).toBeVisible();
});

test('only in and out are punch types; the photo step needs the GPS step', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await api.dispose();
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/absensi/pencatatan-waktu/IN');
  await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  await page.goto('/menu/absensi/pencatatan-waktu/lembur');
  await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  await page.goto('/menu/absensi/take-photo');
  await expect(page).toHaveURL(/\/menu\/absensi\/pencatatan-waktu$/);
  await expect(page.getByRole('heading', { name: 'Pencatatan Waktu' })).toBeVisible();
});
