import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'AdminE2e123' };
export const PASSWORD = 'KopiPagiE2e2026';

/** An API client logged in as the first Admin, for arranging data quickly. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const anon = await request.newContext({ baseURL });
  const res = await anon.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  const { token } = await res.json();
  await anon.dispose();
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
}

let seq = 0;
/** Creates an employee through the real API and returns its login. */
export async function createEmployee(
  api: APIRequestContext,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; username: string; password: string; fullname: string; nip: string }> {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  const body = {
    nip: `E2E${tag}`,
    username: `e2e${tag}`,
    fullname: `Budi Santoso ${tag}`,
    password: PASSWORD,
    roles: ['Karyawan'],
    ...extra,
  };
  const res = await api.post('/api/users', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const created = await res.json();
  return { id: created.id, username: body.username, password: PASSWORD, fullname: body.fullname, nip: body.nip };
}

/** Logs in through the real login form. */
export async function loginAs(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  // Wait for the sign-in to finish: a page.goto right after the click would cancel it and land back on /login.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/login') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Masuk' }).click();
  if ((await answered).ok()) await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
