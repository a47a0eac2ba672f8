import { expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const BULAN = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

test('an employee opens their own payslip of a finalised month from the profile', async ({ page, baseURL }) => {
  const t = tag();
  const api = await adminApi(baseURL!);
  const komponen = (await (await api.get('/api/komponen-gaji', { params: { size: 200 } })).json()).items as {
    id: number;
    gaji_pokok: boolean;
  }[];
  const grup = await api.post('/api/grup-gaji', {
    data: { nama: `Slip Uji ${t}`, komponen: [{ komponen_gaji_id: komponen.find((k) => k.gaji_pokok)!.id, nilai: 4_250_000 }] },
  });
  const grupId = (await grup.json()).id;
  const emp = await createEmployee(api, { fullname: `Dewi Anggraini ${t}`, grup_gaji_id: grupId, tanggal_masuk: '2024-01-02' });
  const now = new Date();
  const prev = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const bulan = `${prev.getFullYear()}-${String(prev.getMonth() + 1).padStart(2, '0')}`;
  const run = await api.post('/api/penggajian', { data: { bulan, grup_gaji_ids: [grupId] } });
  expect(run.status(), await run.text()).toBe(201);
  const final = await api.post(`/api/penggajian/${(await run.json()).id}/final`);
  expect(final.status(), await final.text()).toBe(200);
  await api.dispose();

  await loginAs(page, emp.username, emp.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Slip Gaji' }).click();
  await expect(page).toHaveURL(/\/profile\/slip-gaji$/);
  const label = `${BULAN[prev.getMonth()]} ${prev.getFullYear()}`;
  await page.getByRole('link', { name: new RegExp(label) }).click();
  await expect(page).toHaveURL(/\/profile\/slip-gaji\/\d+$/);
  await expect(page.getByRole('region', { name: 'Pendapatan' })).toContainText('Rp 4.250.000');
  await expect(page.getByTestId('neto')).toHaveText('Rp 4.250.000');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`slip-gaji-${bulan}.pdf`);
});
