import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// Issue 15 item 7 at phone width: tax and bank data wait for HR, and the own-data download.

/** axe: no serious or critical violation on what the page shows now. */
async function accessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

async function signedInEmployee(page: Page, baseURL: string) {
  const api = await adminApi(baseURL);
  const employee = await createEmployee(api);
  await loginAs(page, employee.username, employee.password);
  await expect(page).toHaveURL(/\/$/);
  return { api, employee };
}

test('a change of PTKP and NPWP waits for HR: the page says so and shows the asked values until approved', async ({
  page,
  baseURL,
}) => {
  const { api, employee } = await signedInEmployee(page, baseURL!);
  await page.goto('/profile/pribadi');
  await page.getByLabel('Tempat Lahir').fill('Solo');
  await page.getByLabel('Status PTKP').selectOption('K/1');
  await page.getByLabel('NPWP').fill('09.254.294.3-407.000');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    page.getByText('Data pribadi berhasil disimpan. Perubahan Status PTKP dan NPWP menunggu persetujuan HRD dan belum berlaku.'),
  ).toBeVisible();
  const notice = page.getByRole('region', { name: 'Menunggu persetujuan HRD' });
  await expect(notice).toContainText('Status PTKP:');
  await expect(notice).toContainText('K/1');
  await expect(notice).toContainText('092542943407000');
  await accessible(page);

  await page.reload();
  await expect(notice).toBeVisible();
  // The record keeps the old values (what payroll uses); the other field saved at once.
  await expect(page.getByLabel('Status PTKP')).toHaveValue('');
  await expect(page.getByLabel('Tempat Lahir')).toHaveValue('Solo');

  const list = await (await api.get('/api/users/admin/perubahan-data-pribadi', { params: { search: employee.nip } })).json();
  const decided = await api.post(`/api/approval/data-pribadi/${list.items[0].id}`, {
    data: { keputusan: 'Disetujui' },
  });
  expect(decided.status()).toBe(200);
  await api.dispose();
  await page.reload();
  await expect(page.getByLabel('Status PTKP')).toHaveValue('K/1');
  await expect(notice).toHaveCount(0);
});

test('the profile downloads the person’s own data as a zip', async ({ page, baseURL }) => {
  const { api, employee } = await signedInEmployee(page, baseURL!);
  await api.dispose();
  await page.goto('/profile');
  await accessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Data Saya' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`data-saya-${employee.nip}.zip`);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('profil.json'))).toBe(true);
});
