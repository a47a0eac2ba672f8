import { expect, test } from '@playwright/test';
import { expectPunched, showFace, takeLivePhotos, useFaceCamera } from '../face-camera';
import { adminApi, createEmployee, loginAs } from '../support';

// Issue 15: a face registered with explicit consent, then a clock-in that answers the server's liveness challenge
// (two frames a moment apart, the head turned as asked), at phone width with a real face fed to the camera.

const OFFICE = { latitude: -6.2, longitude: 106.8166 };

test('consent at face registration, then a live clock-in with a head turn', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  const api = await adminApi(baseURL!);
  const lokasi = await api.post('/api/lokasi', {
    data: {
      nama: `Kantor Liveness ${Date.now().toString(36)}`,
      alamat: null,
      ...OFFICE,
      radius: 200,
      zona_waktu: 'Asia/Jakarta',
    },
  });
  expect(lokasi.status()).toBe(201);
  const emp = await createEmployee(api, { lokasi_id: (await lokasi.json()).id });
  await api.dispose();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...OFFICE, accuracy: 10 });
  await useFaceCamera(page);

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile/face-registration');
  // Three photos, a little apart (registration photos are never the clock-in frames).
  const views = [{ zoom: 1.12, shift: 0.04 }, { zoom: 1.12, shift: -0.04 }, { zoom: 0.92 }];
  for (const [i, view] of views.entries()) {
    await showFace(page, view);
    await page.getByRole('button', { name: `Ambil Foto ${i + 1}` }).click();
  }
  const consent = page.getByRole('checkbox', { name: /Saya setuju perusahaan menyimpan foto wajah saya/ });
  await expect(consent).toBeVisible();
  await expect(page.getByText(/Foto absen disimpan paling lama 24 bulan\./)).toBeVisible();
  const register = page.getByRole('button', { name: 'Daftarkan Wajah' });
  await expect(register).toBeDisabled();
  await consent.check();
  await register.click();
  await expect(page.getByText('Wajah berhasil didaftarkan.')).toBeVisible({ timeout: 60_000 });
  await expect(page).toHaveURL(/\/profile$/);

  await showFace(page, { zoom: 1, shift: 0 });
  await page.goto('/menu/absensi/pencatatan-waktu/in');
  await page.getByRole('button', { name: 'Lanjut Ambil Foto' }).click();
  await takeLivePhotos(page);
  await page.getByRole('button', { name: 'Kirim Clock in' }).click();
  await expectPunched(page, 'Clock in');
});

test('a photo held still is refused: no head turn', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  const api = await adminApi(baseURL!);
  const lokasi = await api.post('/api/lokasi', {
    data: {
      nama: `Kantor Foto Diam ${Date.now().toString(36)}`,
      alamat: null,
      ...OFFICE,
      radius: 200,
      zona_waktu: 'Asia/Jakarta',
    },
  });
  const emp = await createEmployee(api, { lokasi_id: (await lokasi.json()).id });
  await api.dispose();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...OFFICE, accuracy: 10 });
  await useFaceCamera(page);
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/absensi/pencatatan-waktu/in');
  await page.getByRole('button', { name: 'Lanjut Ambil Foto' }).click();
  // The person (a photo) does not move when told to turn.
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Ambil Foto', exact: true }).click();
  await expect(page.getByRole('img', { name: 'Foto selfie' })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Clock in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^(Gerakan kepala tidak terdeteksi|Kedua foto sama)/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Ulangi' }).click();
  await takeLivePhotos(page);
  await page.getByRole('button', { name: 'Kirim Clock in' }).click();
  await expectPunched(page, 'Clock in');
});
