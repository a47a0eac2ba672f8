import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// The leave form offers an employee only the leave types they may take (issue 19): maternity leave to women, leave
// for a wife giving birth to men.

test.use({ viewport: { width: 360, height: 780 } });

/** The employee records their gender on their own personal data, as the profile page sends it. */
async function setGender(baseURL: string, who: { username: string; password: string }, jenis_kelamin: string) {
  const ctx: APIRequestContext = await request.newContext({ baseURL });
  const login = await ctx.post('/api/auth/login', { data: { username: who.username, password: who.password } });
  const { token } = await login.json();
  const res = await ctx.put('/api/users/data-pribadi', {
    data: { jenis_kelamin },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  await ctx.dispose();
}

async function offeredTypes(page: import('@playwright/test').Page) {
  await page.goto('/menu/absensi/izin/add');
  const select = page.getByLabel('Jenis Izin');
  await expect(select.locator('option', { hasText: 'Cuti Tahunan' })).toHaveCount(1);
  return select.locator('option').allTextContents();
}

test('a woman is offered maternity leave, a man leave for his wife giving birth, never the other', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  const woman = await createEmployee(api);
  const man = await createEmployee(api);
  await api.dispose();
  await setGender(baseURL!, woman, 'Perempuan');
  await setGender(baseURL!, man, 'Laki-laki');

  await loginAs(page, woman.username, woman.password);
  await expect(page).toHaveURL(/\/$/);
  const forWoman = await offeredTypes(page);
  expect(forWoman).toContain('Cuti Melahirkan');
  expect(forWoman).toContain('Sakit Haid');
  expect(forWoman).not.toContain('Istri Melahirkan atau Keguguran');

  await page.evaluate(() => localStorage.clear());
  await loginAs(page, man.username, man.password);
  await expect(page).toHaveURL(/\/$/);
  const forMan = await offeredTypes(page);
  expect(forMan).toContain('Istri Melahirkan atau Keguguran');
  expect(forMan).not.toContain('Cuti Melahirkan');
  expect(forMan).not.toContain('Sakit Haid');
});
