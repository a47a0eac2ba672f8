import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// Issue 19, part 5: the employee area at a 360 px phone.
test.use({ viewport: { width: 360, height: 780 } });

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

/** An API client signed in as `username`. */
async function apiAs(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** dd-MM-yyyy and yyyy-MM-dd of a Jakarta date `days` ago. */
function jakartaDay(days: number) {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - days * 86_400_000));
  return { iso, dmy: iso.split('-').reverse().join('/') };
}

test("the face prompt shows once a session, with 'Nanti saja'", async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await loginAs(page, emp.username, emp.password);
  const prompt = page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Nanti saja', exact: true }).click();
  await expect(prompt).toBeHidden();
  // Later visits of Home in the same session, by the bottom bar and by reloading, leave the person be.
  await page.getByRole('link', { name: 'Menu' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Absensi hari ini' })).toBeVisible();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Absensi hari ini' })).toBeVisible();
  await expect(prompt).toBeHidden();
  await api.dispose();
});

test('Waiting Approval cards say who asked, for what and which dates; someone who decides nothing sees their own', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const pic = await createEmployee(api);
  const emp = await createEmployee(api, { pic_ids: [pic.id] });
  const day = jakartaDay(3);
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const filed = await own.post('/api/koreksi-kehadiran', {
    data: { tanggal: day.iso, jam_masuk: '08:05', alasan: 'Lupa absen masuk' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  const { id } = await filed.json();
  await own.dispose();

  // The requester decides nothing: their own request waits there, and opens on its own page.
  await loginAs(page, emp.username, emp.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await page.getByRole('tab', { name: 'Waiting Approval' }).click();
  const mine = page.getByRole('list', { name: 'Pengajuan menunggu persetujuan' }).getByRole('link');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Koreksi Kehadiran');
  await expect(mine).toContainText('Pengajuan Anda');
  await expect(mine).toContainText(`Tanggal ${day.dmy} · Masuk 08:05`);
  await expect(mine).toContainText('Menunggu Persetujuan');
  await mine.click();
  await expect(page).toHaveURL(new RegExp(`/menu/absensi/koreksi-kehadiran/${id}$`));

  // The PIC sees who asked, for what and when, and opens the decision page.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await loginAs(page, pic.username, pic.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  await page.getByRole('tab', { name: 'Waiting Approval' }).click();
  const theirs = page.getByRole('list', { name: 'Pengajuan menunggu persetujuan' }).getByRole('link');
  await expect(theirs).toHaveCount(1);
  await expect(theirs).toContainText(`Diajukan oleh ${emp.fullname}`);
  await expect(theirs).toContainText(`Tanggal ${day.dmy} · Masuk 08:05`);
  await theirs.click();
  await expect(page).toHaveURL(new RegExp(`/menu/approval/koreksi/${id}$`));
  await api.dispose();
});

/** A 1 x 1 PNG: what the tile server answers when the test lets tiles load. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// Each locale once with tiles and once without (no internet here: the tile server is the test's).
for (const [locale, tilesLoad] of [
  ['id-ID', false],
  ['en-US', true],
] as const) {
  test.describe(`clock-in position before the selfie (${locale}, ${tilesLoad ? 'with' : 'without'} map tiles)`, () => {
    test.use({ locale });
    test('says inside or outside, how far and how accurate, with the map when tiles load; a refresh takes a new fix', async ({
      page,
      context,
      baseURL,
    }) => {
      const api = await adminApi(baseURL!);
      const kantor = await office(api);
      const emp = await createEmployee(api, { lokasi_id: kantor.id });
      await api.dispose();
      // Without a connection to the tile server the map gives way and the text stays.
      let tiles = 0;
      await page.route('https://tile.openstreetmap.org/**', (route) => {
        tiles += 1;
        return tilesLoad
          ? route.fulfill({ status: 200, contentType: 'image/png', body: TILE })
          : route.abort('internetdisconnected');
      });
      await context.grantPermissions(['geolocation']);
      // 0.02 degrees north: 2,224 m from the office.
      await context.setGeolocation({ latitude: OFFICE.latitude + 0.02, longitude: OFFICE.longitude, accuracy: 25 });
      await loginAs(page, emp.username, emp.password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/menu/absensi/pencatatan-waktu/in');
      await expect(page.getByText('Anda berada di luar lokasi kerja')).toBeVisible();
      // Indonesian number format whatever the browser's language.
      await expect(page.getByText(`2.224 m dari ${kantor.nama} (radius 150 m)`)).toBeVisible();
      await expect(page.getByText('±25 m')).toBeVisible();
      await expect.poll(() => tiles).toBeGreaterThan(0);
      const map = page.getByTestId('peta-absen');
      if (tilesLoad) await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
      else await expect(map).toBeHidden();
      await expect(page.getByRole('button', { name: 'Lanjut Ambil Foto' })).toBeEnabled();

      // Walked to the office: a new fix says so.
      await context.setGeolocation({ latitude: OFFICE.latitude + 0.0003, longitude: OFFICE.longitude, accuracy: 8 });
      await page.getByRole('button', { name: 'Perbarui Lokasi' }).click();
      await expect(page.getByText('Anda berada di dalam lokasi kerja')).toBeVisible();
      await expect(page.getByText(`33 m dari ${kantor.nama} (radius 150 m)`)).toBeVisible();
      await expect(page.getByText('±8 m')).toBeVisible();
    });
  });
}

/** Every named element must be at least 44 x 44 px. */
async function expectTapTargets(targets: ReturnType<Page['getByRole']>[]) {
  for (const target of targets) {
    await expect(target).toBeVisible();
    const box = await target.boundingBox();
    expect(box, String(target)).not.toBeNull();
    expect(box!.width, `${target} width`).toBeGreaterThanOrEqual(44);
    expect(box!.height, `${target} height`).toBeGreaterThanOrEqual(44);
  }
}

test('tap targets are at least 44 x 44 px at 360 px: buttons, the pager and the back button', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  const own = await apiAs(baseURL!, emp.username, emp.password);
  const day = jakartaDay(2);
  const filed = await own.post('/api/koreksi-kehadiran', {
    data: { tanggal: day.iso, jam_masuk: '08:00', alasan: 'Lupa absen masuk' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  await own.dispose();
  await loginAs(page, emp.username, emp.password);
  const prompt = page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' });
  await expectTapTargets([
    prompt.getByRole('button', { name: 'Nanti saja' }),
    prompt.getByRole('button', { name: 'Daftar Sekarang' }),
  ]);
  await prompt.getByRole('button', { name: 'Nanti saja' }).click();
  const card = page.getByRole('region', { name: 'Absensi hari ini' });
  await expectTapTargets([card.getByRole('button', { name: 'Clock In' }), card.getByRole('button', { name: 'Clock Out' })]);

  await page.goto('/menu/absensi/koreksi-kehadiran');
  await expect(page.getByRole('list', { name: 'Daftar koreksi kehadiran' })).toBeVisible();
  await expectTapTargets([
    page.getByRole('button', { name: 'Kembali' }),
    page.getByRole('button', { name: 'Ajukan Koreksi' }),
    page.getByRole('button', { name: 'Halaman sebelumnya' }),
    page.getByRole('button', { name: 'Halaman berikutnya' }),
  ]);

  await page.goto('/menu/absensi/koreksi-kehadiran/add');
  await expectTapTargets([page.getByRole('button', { name: 'Kembali' }), page.getByRole('button', { name: 'Kirim Pengajuan' })]);
  await api.dispose();
});

test.describe('at a desktop width', () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });
  test("the Admin/HRD home offers a clear way into the admin area (login still lands on '/')", async ({ page }) => {
    await loginAs(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Absensi hari ini' })).toBeVisible();
    // Whether the face prompt shows depends on the admin's face (other specs): it is the once-a-session prompt.
    const prompt = page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' });
    if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'Nanti saja' }).click();
    const entry = page.getByRole('region', { name: 'Area Admin' });
    await expect(entry).toBeVisible();
    await entry.getByRole('link', { name: 'Buka Area Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test("a user 404 opened in a fresh tab goes back to '/', never to a blank page", async ({ page, context, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  await api.dispose();
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  const fresh = await context.newPage();
  await fresh.goto('/halaman/yang-tidak-ada');
  await expect(fresh.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  await fresh.getByRole('button', { name: 'Kembali' }).click();
  await expect(fresh).toHaveURL(/\/$/);
  await expect(fresh.getByRole('region', { name: 'Absensi hari ini' })).toBeVisible();
});
