import { expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

test('employees list published announcements, open one, and never run a script from its body', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  const tag = Date.now();
  const judul = `Libur Akhir Tahun ${tag}`;
  const isi =
    '<p>Kantor tutup <b>tanggal 31</b>.</p><script>window.__pwned = true</script>' +
    '<img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned=true">klik</a>';
  const res = await api.post('/api/pengumuman/admin', { data: { judul, isi } });
  expect(res.status()).toBe(201);
  const scheduled = `Terjadwal ${tag}`;
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  expect(
    (await api.post('/api/pengumuman/admin', { data: { judul: scheduled, isi: 'Nanti', tanggal_terbit: future } })).status(),
  ).toBe(201);

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/menu/pengumuman');
  await page.getByLabel('Cari pengumuman').fill(String(tag));
  await expect(page.getByRole('link', { name: new RegExp(judul) })).toBeVisible();
  await expect(page.getByText(scheduled)).toHaveCount(0);
  await page.getByRole('link', { name: new RegExp(judul) }).click();

  await expect(page.getByRole('heading', { name: judul })).toBeVisible();
  const body = page.locator('article');
  await expect(body.getByText('tanggal 31')).toBeVisible();
  await expect(body.locator('b')).toHaveText('tanggal 31');
  await expect(body.locator('script, img, [onerror]')).toHaveCount(0);
  await expect(body.getByText('klik')).toBeVisible();
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await api.dispose();
});

test('a scheduled announcement is not found by its address', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const emp = await createEmployee(api);
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const res = await api.post('/api/pengumuman/admin', { data: { judul: 'Belum terbit', isi: 'x', tanggal_terbit: future } });
  const { id } = await res.json();
  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/menu/pengumuman/${id}`);
  await expect(page.getByText('Pengumuman tidak ditemukan.').first()).toBeVisible();
  await api.dispose();
});
