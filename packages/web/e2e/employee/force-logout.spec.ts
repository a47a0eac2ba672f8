import { expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// The service worker is part of what this spec proves (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const DEACTIVATED = 'Akun Anda telah dinonaktifkan. Hubungi HRD untuk informasi lebih lanjut.';

/** Signs in and waits until the app's live event stream (GET /api/events) is open. */
async function signInListening(page: Page, username: string, password: string) {
  const stream = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await loginAs(page, username, password);
  await expect(page).toHaveURL(/\/$/);
  await stream;
}

test('an account deactivated by HRD is signed out of the open app at once, with the reason', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await signInListening(page, emp.username, emp.password);

  expect((await api.delete(`/api/users/${emp.id}`)).status()).toBe(200);

  await expect(page.getByRole('alert').filter({ hasText: DEACTIVATED })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('a push reaching the service worker shows its toast in the open app, and a FORCE_LOGOUT push signs out', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await signInListening(page, emp.username, emp.password);

  // Chromium's DevTools protocol hands a push message to the service worker as a push service would.
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const deliver = async (payload: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });

  await deliver({
    id: 'p1',
    notification: { title: 'Pengumuman baru', body: 'Rapat bulanan hari Jumat' },
    url: '/menu/pengumuman',
  });
  await expect(page.getByText('Pengumuman baru: Rapat bulanan hari Jumat')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await deliver({ id: 'p2', action: 'FORCE_LOGOUT', message: 'Sesi Anda diakhiri oleh HRD.' });
  await expect(page.getByText('Sesi Anda diakhiri oleh HRD.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});
