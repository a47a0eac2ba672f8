import { expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// Issue 19, part 4: one failure shows one message; a session that ends mid-use says so and keeps the form.
test.use({ viewport: { width: 360, height: 780 } });

const NO_SERVER = 'Tidak dapat terhubung ke server';
const SESSION_ENDED = 'Sesi Anda telah berakhir. Silakan masuk kembali.';

/** Toasts (react-toastify) showing `text`. */
const toasts = (page: Page, text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

/** Counts every toast the page shows, by its text, however briefly it stays (read with shownToasts). */
async function countToasts(page: Page) {
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const counts: Record<string, number> = {};
    (window as unknown as { __toasts: Record<string, number> }).__toasts = counts;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('.Toastify__toast')) {
        if (seen.has(el)) continue;
        seen.add(el);
        const text = el.textContent ?? '';
        counts[text] = (counts[text] ?? 0) + 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const shownToasts = (page: Page, text: string) =>
  page.evaluate((t) => (window as unknown as { __toasts: Record<string, number> }).__toasts[t] ?? 0, text);

async function signedInEmployee(page: Page, baseURL: string) {
  const api = await adminApi(baseURL);
  const emp = await createEmployee(api);
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  return { api, emp };
}

test("a list that cannot reach the server says so once, in one toast, and offers 'Coba lagi'", async ({ page, baseURL }) => {
  const { api } = await signedInEmployee(page, baseURL!);
  await countToasts(page);
  let calls = 0;
  await page.route('**/api/koreksi-kehadiran?*', (route) => {
    calls += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/menu/absensi/koreksi-kehadiran');
  // React Query tries a network failure three times: still one toast.
  await expect.poll(() => calls).toBe(3);
  await expect(page.getByText('Gagal memuat data.')).toBeVisible();
  expect(await shownToasts(page, NO_SERVER)).toBe(1);
  await page.unroute('**/api/koreksi-kehadiran?*');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByText('Gagal memuat data.')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeHidden();
  await api.dispose();
});

test('a field error the server finds is said under the field only, not in a toast as well', async ({ page, baseURL }) => {
  const { api } = await signedInEmployee(page, baseURL!);
  // The page's timers under the test's hand: the client would toast a moment after the answer.
  await page.clock.install();
  const message = 'Alasan harus menjelaskan kejadiannya.';
  await page.route('**/api/koreksi-kehadiran', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ message, code: 'VALIDATION_ERROR', errors: { alasan: message } }),
        })
      : route.continue(),
  );
  await page.goto('/menu/absensi/koreksi-kehadiran/add');
  await page.getByLabel('Tanggal').fill(await yesterday(page));
  await page.getByLabel('Jam Masuk').fill('08:00');
  await page.getByLabel('Alasan').fill('Lupa absen masuk pagi tadi');
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/koreksi-kehadiran'));
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await answered;
  await expect(page.getByText(message)).toBeVisible();
  // Given the time to appear, the toast never does: the message shows exactly once on the page.
  await page.clock.runFor(2000);
  await expect(toasts(page, message)).toHaveCount(0);
  await expect(page.getByText(message)).toHaveCount(1);
  await api.dispose();
});

test('a session that ends mid-form says so and, after signing in again, brings back the page with what was typed', async ({
  page,
  baseURL,
}) => {
  const { api, emp } = await signedInEmployee(page, baseURL!);
  await page.goto('/menu/absensi/koreksi-kehadiran/add');
  const tanggal = await yesterday(page);
  await page.getByLabel('Tanggal').fill(tanggal);
  await page.getByLabel('Jam Masuk').fill('08:15');
  await page.getByLabel('Alasan').fill('Lupa absen masuk karena rapat di gudang');

  // The session ends on the server (signed out elsewhere) while the form is open.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const out = await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(200);

  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toasts(page, SESSION_ENDED)).toHaveCount(1);
  // Nothing typed stays in the browser's long-term storage meanwhile.
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/menu\/absensi\/koreksi-kehadiran\/add$/);
  await expect(page.getByLabel('Alasan')).toHaveValue('Lupa absen masuk karena rapat di gudang');
  await expect(page.getByLabel('Tanggal')).toHaveValue(tanggal.split('-').reverse().join('/'));
  await expect(page.getByLabel('Jam Masuk')).toHaveValue('08:15');
  // The restored form is the form: sending it files the correction.
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page.getByText('Pengajuan koreksi berhasil dikirim.')).toBeVisible();
  await expect(page).toHaveURL(/\/menu\/absensi\/koreksi-kehadiran$/);
  await api.dispose();
});

test("someone else signing in on the same phone after a session ended does not get the other person's form", async ({
  page,
  baseURL,
}) => {
  const { api } = await signedInEmployee(page, baseURL!);
  const other = await createEmployee(api);
  await page.goto('/menu/absensi/koreksi-kehadiran/add');
  await page.getByLabel('Tanggal').fill(await yesterday(page));
  await page.getByLabel('Jam Masuk').fill('08:00');
  await page.getByLabel('Alasan').fill('Catatan pribadi');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await page.request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, other.username, other.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/absensi/koreksi-kehadiran/add');
  await expect(page.getByLabel('Alasan')).toHaveValue('');
  await api.dispose();
});

test("on a phone a toast never covers the header's back button", async ({ page, baseURL }) => {
  const { api } = await signedInEmployee(page, baseURL!);
  await page.route('**/api/koreksi-kehadiran?*', (route) => route.abort('internetdisconnected'));
  await page.goto('/menu/absensi/koreksi-kehadiran');
  const toast = toasts(page, NO_SERVER);
  await expect(toast).toBeVisible();
  const back = await page.getByRole('button', { name: 'Kembali' }).boundingBox();
  const box = await toast.boundingBox();
  expect(back && box).toBeTruthy();
  // The toast starts below the back button.
  expect(box!.y).toBeGreaterThanOrEqual(back!.y + back!.height);
  // And the back button still works while the toast shows.
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await api.dispose();
});

/** Yesterday in Jakarta as yyyy-MM-dd (a correction is for a past day). */
function yesterday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date(Date.now() - 86_400_000);
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(d);
  });
}
