import { expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// The service worker is part of what this spec proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The offline punch queue holds a selfie and a position: it leaves the phone with the session (issue 15), whether
// the person logs out or the server ends the session.
const OFFICE = { latitude: -6.175392, longitude: 106.827153 };

/** Punches waiting in the browser's IndexedDB queue (0 when the database is gone). */
function queued(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'hadir-offline')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('hadir-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('absen')) {
          db.close();
          resolve(0);
          return;
        }
        const count = db.transaction('absen').objectStore('absen').count();
        count.onsuccess = () => {
          db.close();
          resolve(count.result);
        };
        count.onerror = () => reject(count.error);
      };
    });
  });
}

/** Signs in, takes a clock-in whose sending finds no connection: it waits in the queue. */
async function queueClockIn(page: Page, baseURL: string) {
  const api = await adminApi(baseURL);
  const lokasi = await api.post('/api/lokasi', {
    data: {
      nama: `Kantor Keluar ${Date.now().toString(36)}`,
      alamat: 'Jl. Thamrin',
      ...OFFICE,
      radius: 150,
      zona_waktu: 'Asia/Jakarta',
    },
  });
  expect(lokasi.status(), await lokasi.text()).toBe(201);
  const emp = await createEmployee(api, { lokasi_id: (await lokasi.json()).id });
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: OFFICE.latitude + 0.0003, longitude: OFFICE.longitude, accuracy: 10 });
  // No connection for punches only: the rest of the app (logout, the next page) still reaches the server.
  await page.route('**/api/attendance', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );

  await loginAs(page, emp.username, emp.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await page.goto('/menu/absensi/pencatatan-waktu');
  await page.getByRole('region', { name: 'Absensi hari ini' }).getByRole('button', { name: 'Clock In' }).click();
  await page.getByRole('button', { name: 'Lanjut Ambil Foto' }).click();
  // Exact: until the camera page shows, 'Lanjut Ambil Foto' would answer to the shorter name too.
  await expect(page).toHaveURL(/\/menu\/absensi\/take-photo$/);
  await page.getByRole('button', { name: 'Ambil Foto', exact: true }).click();
  await page.getByRole('button', { name: 'Kirim Clock in' }).click();
  await expect(page.getByText('Tidak ada sinyal. Absen disimpan dan akan dikirim otomatis saat koneksi kembali.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Absen menunggu dikirim' })).toBeVisible();
  expect(await queued(page)).toBe(1);
  return { api, emp };
}

test('logout deletes the offline punch queue (selfie and position) and everything stored for the person', async ({
  page,
  baseURL,
}) => {
  const { api } = await queueClockIn(page, baseURL!);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => queued(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  await api.dispose();
});

test('a session the server ended (401) takes the queue with it too', async ({ page, baseURL }) => {
  const { api } = await queueClockIn(page, baseURL!);
  // Signed out elsewhere: the token this phone holds is no longer valid.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const out = await api.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => queued(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await api.dispose();
});
