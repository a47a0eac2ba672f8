import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

const jakartaDate = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + days * 86_400_000));

async function asUser(baseURL: string, username: string, password: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const { token } = await (await anon.post('/api/auth/login', { data: { username, password } })).json();
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

test('the Admin reads the audit log as sentences, filters it by who, employee, action and date, and opens the raw record; HRD does not see it', async ({
  page,
  baseURL,
}) => {
  // Arranging a salary change through the API, then axe: more than the default minute on a busy machine.
  test.slow();
  const api = await adminApi(baseURL!);
  const tag = Date.now().toString(36);
  const hrd = await createEmployee(api, { roles: ['HRD'], fullname: `Sari ${tag}` });
  const budi = await createEmployee(api, { fullname: `Budi Santoso ${tag}` });
  await api.dispose();

  // HRD adds a job title and raises Budi's base pay in a salary group, through the API.
  const asHrd = await asUser(baseURL!, hrd.username, hrd.password);
  const jabatan = `Auditor Internal ${tag}`;
  expect((await asHrd.post('/api/jabatan', { data: { nama: jabatan } })).status()).toBe(201);
  const komponen = (await (await asHrd.get('/api/komponen-gaji?size=200')).json()).items as {
    id: number;
    nama: string;
    gaji_pokok: boolean;
  }[];
  const pokok = komponen.find((k) => k.gaji_pokok)!;
  const grup = await asHrd.post('/api/grup-gaji', {
    data: { nama: `Staf ${tag}`, keterangan: 'Staf kantor', komponen: [{ komponen_gaji_id: pokok.id, nilai: 7_000_000 }] },
  });
  expect(grup.status(), await grup.text()).toBe(201);
  const grupId = (await grup.json()).id;
  expect((await asHrd.post(`/api/grup-gaji/${grupId}/karyawan`, { data: { user_ids: [budi.id] } })).status()).toBe(200);
  const raised = await asHrd.put(`/api/grup-gaji/${grupId}/karyawan/${budi.id}`, {
    data: { nilai: [{ komponen_gaji_id: pokok.id, nilai: 7_250_000 }] },
  });
  expect(raised.status(), await raised.text()).toBe(200);
  await asHrd.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('navigation').getByRole('link', { name: 'Log Audit' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Log Audit' })).toBeVisible();
  const log = page.getByRole('region', { name: 'Catatan audit' });

  await page.getByLabel('Pelaku').selectOption({ label: `${hrd.fullname} (${hrd.nip})` });
  await expect(log.getByText(`${hrd.fullname} (HRD) menambah data jabatan "${jabatan}".`)).toBeVisible();
  const raise = `${hrd.fullname} (HRD) mengubah gaji ${budi.fullname} (${budi.nip}): ${pokok.nama} Rp 7.000.000 → Rp 7.250.000.`;
  await expect(log.getByText(raise)).toBeVisible();
  // Nothing internal is shown until asked for.
  await expect(log).not.toContainText('/api/');

  await page.getByLabel('Karyawan', { exact: true }).selectOption({ label: `${budi.fullname} (${budi.nip})` });
  await page.getByLabel('Tindakan').selectOption({ label: 'Gaji karyawan' });
  await expect(log.getByRole('row')).toHaveCount(2);
  await expect(log.getByText(raise)).toBeVisible();

  const toggle = log.getByRole('button', { name: 'Lihat data asli' });
  await toggle.click();
  const raw = log.getByLabel('Data asli');
  await expect(raw).toContainText('PUT /api/grup-gaji/:id/karyawan/:user_id');
  await expect(raw).toContainText('7250000');
  // axe: no serious or critical violation with the filters set and the raw record open.
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await log.getByRole('button', { name: 'Sembunyikan data asli' }).click();
  await expect(raw).toHaveCount(0);

  await page.getByLabel('Dari Tanggal').fill(jakartaDate(-1));
  await page.getByLabel('Sampai Tanggal').fill(jakartaDate());
  await expect(log.getByText(raise)).toBeVisible();
  await page.getByLabel('Dari Tanggal').fill('2020-01-01');
  await page.getByLabel('Sampai Tanggal').fill('2020-01-31');
  await expect(page.getByText('Belum ada catatan audit.')).toBeVisible();

  // HRD opens the admin area without the audit log entry; the page itself is refused by the server.
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, hrd.username, hrd.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Karyawan' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log Audit' })).toHaveCount(0);
  await page.goto('/admin/audit-log');
  await expect(page.getByText('Halaman Admin Tidak Ditemukan')).toBeVisible();
});
