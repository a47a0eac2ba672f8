import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs, PASSWORD } from '../support';

// A wide report (the piece-rate wages over 30 days) keeps whose row it is in view: NIP and name stay on the left and
// the total on the right while the table scrolls sideways, the header stays on top while it scrolls down, and the
// sideways scrollbar is there to be seen. On a phone the name stays and the days can still be read.

const jakartaDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as T;
}

async function apiAs(baseURL: string, username: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const { token } = await ok<{ token: string }>(await anon.post('/api/auth/login', { data: { username, password: PASSWORD } }));
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

/** Twelve piece-rate workers, each with an approved wage two days ago; their names carry the tag. */
async function wageWorkers(baseURL: string, tag: string) {
  const api = await adminApi(baseURL);
  const job = await ok<{ id: number }>(
    await api.post('/api/harga-borongan', {
      data: { nama: `Jahit ${tag}`, satuan: 'pcs', harga: 1500, tipe: 'borongan', berlaku_mulai: jakartaDate(-20) },
    }),
  );
  const names: string[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const fullname = `Pekerja ${String(i).padStart(2, '0')} ${tag}`;
    const emp = await createEmployee(api, { fullname, tipe_karyawan: 'Borongan', tanggal_masuk: jakartaDate(-40) });
    const own = await apiAs(baseURL, emp.username);
    const filed = await ok<{ id: number }>(
      await own.post('/api/borongan', {
        data: { tanggal: jakartaDate(-2), items: [{ harga_borongan_id: job.id, jumlah: 100 + i }] },
      }),
    );
    await own.dispose();
    await ok(await api.post(`/api/approval/borongan/${filed.id}`, { data: { keputusan: 'Disetujui' } }));
    names.push(fullname);
  }
  await api.dispose();
  return names;
}

async function openWageReport(page: Page, tag: string) {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/laporan/upah-borongan');
  await page.getByLabel('Tanggal Mulai').fill(jakartaDate(-30));
  await page.getByLabel('Tanggal Akhir').fill(jakartaDate(-1));
  await page.getByLabel('Cari Nama / NIP').fill(tag);
  await page.getByRole('button', { name: 'Proses' }).click();
  // NIP, Nama, 30 days, Total.
  await expect(page.getByRole('columnheader')).toHaveCount(33);
  return page.getByRole('region', { name: 'Tabel data' });
}

type Box = { x: number; y: number; width: number; height: number };
async function boxOf(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}
/** Whether `inner` is drawn wholly inside `outer` (a pixel of rounding allowed). */
function inside(inner: Box, outer: Box) {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  );
}

/** Scrolls the box so that the cell sits in its middle, and tells whether the cell is what is seen there (not covered). */
async function readableInMiddle(scroller: Locator, cell: Locator) {
  await scroller.evaluate(
    (box, target) => {
      const t = target as HTMLElement;
      box.scrollLeft = t.offsetLeft - box.clientWidth / 2 + t.offsetWidth / 2;
    },
    await cell.elementHandle(),
  );
  return cell.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const seen = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!seen && el.contains(seen);
  });
}

test.describe('the wage report over 30 days', () => {
  const tag = `Lebar${Date.now().toString(36)}`;
  let names: string[] = [];
  test.beforeAll(async ({ baseURL }) => {
    names = await wageWorkers(baseURL!, tag);
  });

  test('at 1440 px: NIP, name and total stay in view sideways, the header stays on top, the scrollbar shows', async ({
    page,
  }) => {
    // axe over a table of 12 x 33 cells takes a while on a busy machine.
    test.slow();
    await page.setViewportSize({ width: 1440, height: 600 });
    const scroller = await openWageReport(page, tag);
    await page.getByLabel('Baris per halaman').selectOption('25');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(13);

    const size = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
      overflowX: getComputedStyle(el).overflowX,
    }));
    expect(size.scrollWidth).toBeGreaterThan(size.clientWidth);
    expect(size.scrollHeight).toBeGreaterThan(size.clientHeight);
    expect(['auto', 'scroll']).toContain(size.overflowX);

    const first = page.getByRole('row', { name: new RegExp(names[0]) });
    const nip = first.getByRole('cell').first();
    const nama = first.getByRole('cell', { name: names[0] });
    const total = first.getByRole('cell').last();
    await expect(total).toHaveText('151.500');
    // NIP stays on one line: its text is drawn as one line box.
    const nipLines = await nip.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(nipLines).toBe(1);

    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth / 2;
    });
    for (const cell of [nip, nama, total]) expect(inside(await boxOf(cell), await boxOf(scroller))).toBe(true);
    expect(await readableInMiddle(scroller, first.getByRole('cell').nth(16))).toBe(true);
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    for (const cell of [nip, nama, total]) expect(inside(await boxOf(cell), await boxOf(scroller))).toBe(true);

    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    const last = page.getByRole('row', { name: new RegExp(names[11]) });
    expect(inside(await boxOf(last.getByRole('cell', { name: names[11] })), await boxOf(scroller))).toBe(true);
    // axe: no serious or critical violation with the wide table shown.
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    for (const header of ['NIP', 'Nama', 'Total']) {
      expect(inside(await boxOf(page.getByRole('columnheader', { name: header, exact: true })), await boxOf(scroller))).toBe(
        true,
      );
    }
  });

  test('at 360 px: the name stays in view and every day can still be read', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const scroller = await openWageReport(page, tag);
    const size = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(size.scrollWidth).toBeGreaterThan(size.clientWidth);
    // The page itself does not scroll sideways: the table does, in its box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const first = page.getByRole('row', { name: new RegExp(names[0]) });
    const nama = first.getByRole('cell', { name: names[0] });
    for (const day of [2, 16, 31]) expect(await readableInMiddle(scroller, first.getByRole('cell').nth(day))).toBe(true);
    expect(inside(await boxOf(nama), await boxOf(scroller))).toBe(true);
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    expect(inside(await boxOf(nama), await boxOf(scroller))).toBe(true);
    await expect(first.getByRole('cell').last()).toBeInViewport();
    expect(inside(await boxOf(first.getByRole('cell').last()), await boxOf(scroller))).toBe(true);
  });
});
