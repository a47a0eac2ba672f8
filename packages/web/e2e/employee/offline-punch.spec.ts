import { expect, test } from '@playwright/test';
import { takeLivePhotos, useFaceCamera } from '../face-camera';
import { adminApi, createEmployee, loginAs } from '../support';

// The service worker is part of what this spec proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Kantor in Jakarta; one degree of latitude is ~111,195 m.
const OFFICE = { latitude: -6.175392, longitude: 106.827153 };

test('a clock-in without signal waits on the phone and is sent exactly once when the signal returns', async ({
  page,
  context,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const nama = `Kantor Offline ${Date.now().toString(36)}`;
  const lokasi = await api.post('/api/lokasi', {
    data: { nama, alamat: 'Jl. Medan Merdeka', ...OFFICE, radius: 150, zona_waktu: 'Asia/Jakarta' },
  });
  expect(lokasi.status(), await lokasi.text()).toBe(201);
  const emp = await createEmployee(api, { lokasi_id: (await lokasi.json()).id });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: OFFICE.latitude + 0.0003, longitude: OFFICE.longitude, accuracy: 10 });

  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/attendance') posts.push(req.url());
  });

  // A face for the camera (every selfie must show one), turning as the liveness check asks.
  await useFaceCamera(page);
  await loginAs(page, emp.username, emp.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await page.goto('/menu/absensi/pencatatan-waktu');
  const card = page.getByRole('region', { name: 'Absensi hari ini' });
  await card.getByRole('button', { name: 'Clock In' }).click();
  await page.getByRole('button', { name: 'Lanjut Ambil Foto' }).click();
  await takeLivePhotos(page);

  // The signal drops just before sending.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Kirim Clock in' }).click();
  await expect(page.getByText('Tidak ada sinyal. Absen disimpan dan akan dikirim otomatis saat koneksi kembali.')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/absensi\/pencatatan-waktu$/);
  const waiting = page.getByRole('region', { name: 'Absen menunggu dikirim' });
  await expect(waiting.getByText(/^Clock in pukul \d{2}:\d{2}$/)).toBeVisible();
  await expect(card.getByText('Menunggu dikirim')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Clock In' })).toBeDisabled();
  expect(posts).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByText(/^Clock in offline pukul \d{2}:\d{2} berhasil dikirim\.$/)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await expect(card.getByText('Menunggu dikirim')).toHaveCount(0);
  await expect(card.getByText(/^\d{2}:\d{2}$/)).toHaveCount(1);
  await expect(card.getByRole('button', { name: 'Clock Out' })).toBeEnabled();

  // A reload (the app starting again) finds nothing left to send.
  await page.reload();
  await expect(card.getByRole('button', { name: 'Clock Out' })).toBeEnabled();
  expect(posts).toHaveLength(1);

  const list = await api.get('/api/attendance/admin', { params: { search: emp.nip } });
  const days = (await list.json()).items as { id: number | null; jam_masuk: string | null }[];
  expect(days).toHaveLength(1);
  expect(days[0].jam_masuk).toMatch(/^\d{2}:\d{2}$/);
  const detail = await (await api.get(`/api/attendance/admin/${days[0].id}`)).json();
  expect(detail).toMatchObject({ offline_in: true, diterima_in: expect.any(String) });
  await api.dispose();

  // The employee's own record says the clock-in came from the offline queue.
  await page.goto(`/menu/absensi/riwayat/${days[0].id}`);
  await expect(page.getByText('Dikirim offline')).toBeVisible();
});
