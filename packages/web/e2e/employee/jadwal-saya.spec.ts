import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// Jadwal Saya at the narrowest common phone width: one line per date, no sideways scrolling.
test.use({ viewport: { width: 360, height: 740 } });

/** yyyy-MM-dd of today in Jakarta (the zone of an employee without a location). */
const todayJakarta = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

function nextMonth(bulan: string): string {
  const [y, m] = bulan.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** 'Sel, 3 Mar', as the screen writes a date. */
const label = (tanggal: string) =>
  new Date(`${tanggal}T00:00:00Z`).toLocaleDateString('id-ID', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const tag = () => Math.random().toString(36).slice(2, 5).toUpperCase();

async function shift(api: APIRequestContext, nama: string, jam_masuk: string, jam_pulang: string): Promise<number> {
  // Codes and names are unique company-wide: other specs share this database.
  const res = await api.post('/api/shift', { data: { nama, kode: `J${tag()}`, jam_masuk, jam_pulang } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** A holiday on `tanggal`: created, or the one already there (holidays are one a date). */
async function holiday(api: APIRequestContext, tanggal: string): Promise<string> {
  const nama = `Hari Jadi Pabrik ${tag()}`;
  const res = await api.post('/api/hari-libur', { data: { tanggal, nama } });
  if (res.status() === 201) return nama;
  expect(res.status(), await res.text()).toBe(409);
  const list = await api.get('/api/hari-libur', { params: { tahun: Number(tanggal.slice(0, 4)), page: 1, size: 100 } });
  const found = ((await list.json()).items as { tanggal: string; nama: string }[]).find((h) => h.tanggal === tanggal);
  expect(found).toBeTruthy();
  return found!.nama;
}

test('an employee reads their roster of this month and next: shifts, days off, a holiday, today in view', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  const t = tag();
  const pagi = `Shift Pagi ${t}`;
  const malam = `Shift Malam ${t}`;
  const pagiId = await shift(api, pagi, '06:00', '14:00');
  const malamId = await shift(api, malam, '22:00', '06:00');

  const today = todayJakarta();
  const ini = today.slice(0, 7);
  const depan = nextMonth(ini);
  // A day off in this month that is not today.
  const libur = today.endsWith('-01') ? `${ini}-02` : `${ini}-01`;
  const nyepi = await holiday(api, `${depan}-23`);
  const roster = await api.put('/api/roster', {
    data: {
      sel: [
        { user_id: emp.id, tanggal: today, shift_id: pagiId },
        { user_id: emp.id, tanggal: libur, shift_id: null },
        { user_id: emp.id, tanggal: `${depan}-03`, shift_id: malamId },
        { user_id: emp.id, tanggal: `${depan}-04`, shift_id: null },
      ],
    },
  });
  expect(roster.status(), await roster.text()).toBe(200);
  await api.dispose();

  await loginAs(page, emp.username, emp.password);
  await page.getByRole('dialog', { name: 'Daftarkan Wajah Anda' }).getByRole('button', { name: 'Nanti saja' }).click();
  // From the Home attendance card, and from the Menu.
  const card = page.getByRole('region', { name: 'Absensi hari ini' });
  await expect(card.getByRole('link', { name: 'Jadwal Saya' })).toHaveAttribute('href', '/jadwal-saya');
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Jadwal Saya' }).click();
  await expect(page).toHaveURL(/\/jadwal-saya$/);
  await expect(page.getByRole('heading', { name: 'Jadwal Saya' })).toBeVisible();

  await expect(page.getByRole('tab', { name: 'Bulan Ini' })).toHaveAttribute('aria-selected', 'true');
  const lines = page.getByRole('tabpanel').getByRole('listitem');
  const line = (tanggal: string) => lines.filter({ hasText: label(tanggal) });
  const [y, m] = ini.split('-').map(Number);
  await expect(lines).toHaveCount(new Date(Date.UTC(y, m, 0)).getUTCDate());
  // Today: highlighted, scrolled into view, with its shift and hours.
  const now = line(today);
  await expect(now).toHaveAttribute('aria-current', 'date');
  await expect(now).toContainText(`${pagi} · 06:00 - 14:00`);
  await expect(now).toContainText('Hari ini');
  await expect(now).toBeInViewport();
  await expect(line(libur)).toContainText('Libur');
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await page.getByRole('tab', { name: 'Bulan Depan' }).click();
  await expect(page.getByRole('tab', { name: 'Bulan Depan' })).toHaveAttribute('aria-selected', 'true');
  await expect(line(`${depan}-03`)).toContainText(`${malam} · 22:00 - 06:00 (+1 hari)`);
  await expect(line(`${depan}-04`)).toContainText('Libur');
  await expect(line(`${depan}-23`)).toContainText(nyepi);
  // No weekly schedule: the other days say so.
  await expect(line(`${depan}-05`)).toContainText('Tidak ada jadwal');
  await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // Back to this month.
  await page.getByRole('tab', { name: 'Bulan Ini' }).click();
  await expect(line(today)).toHaveAttribute('aria-current', 'date');
});
