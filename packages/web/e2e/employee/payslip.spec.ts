import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
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
  // A 16-digit NIK: finalising refuses slips the tax filing cannot report.
  const emp = await createEmployee(api, {
    fullname: `Dewi Anggraini ${t}`,
    grup_gaji_id: grupId,
    tanggal_masuk: '2024-01-02',
    nik: '3171014101900001',
  });
  const now = new Date();
  const prev = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const bulan = `${prev.getFullYear()}-${String(prev.getMonth() + 1).padStart(2, '0')}`;
  const run = await api.post('/api/penggajian', { data: { bulan, grup_gaji_ids: [grupId] } });
  expect(run.status(), await run.text()).toBe(201);
  // Other specs leave employees without a group: a warning the finaliser confirms.
  const final = await api.post(`/api/penggajian/${(await run.json()).id}/final`, { data: { konfirmasi: true } });
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

test('with protected slips on, the employee is told the password and still downloads the PDF on a phone', async ({
  page,
  baseURL,
}) => {
  const t = tag();
  const api = await adminApi(baseURL!);
  const komponen = (await (await api.get('/api/komponen-gaji', { params: { size: 200 } })).json()).items as {
    id: number;
    gaji_pokok: boolean;
  }[];
  const grup = await api.post('/api/grup-gaji', {
    data: { nama: `Slip Sandi ${t}`, komponen: [{ komponen_gaji_id: komponen.find((k) => k.gaji_pokok)!.id, nilai: 5_100_000 }] },
  });
  const grupId = (await grup.json()).id;
  const emp = await createEmployee(api, {
    fullname: `Rudi Hartono ${t}`,
    grup_gaji_id: grupId,
    tanggal_masuk: '2024-01-02',
    nik: '3171010903910002',
    status_ptkp: 'K/0',
  });
  // The birth date is the employee's own to fill in (data pribadi); the HR fields are sent unchanged.
  const own = await request.newContext({ baseURL });
  const login = await own.post('/api/auth/login', { data: { username: emp.username, password: emp.password } });
  const pribadi = await own.put('/api/users/data-pribadi', {
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
    data: { nik: '3171010903910002', status_ptkp: 'K/0', tanggal_lahir: '1991-03-09' },
  });
  expect(pribadi.status(), await pribadi.text()).toBe(200);
  await own.dispose();
  const now = new Date();
  const prev = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const bulan = `${prev.getFullYear()}-${String(prev.getMonth() + 1).padStart(2, '0')}`;
  const run = await api.post('/api/penggajian', { data: { bulan, grup_gaji_ids: [grupId] } });
  expect(run.status(), await run.text()).toBe(201);
  const final = await api.post(`/api/penggajian/${(await run.json()).id}/final`, { data: { konfirmasi: true } });
  expect(final.status(), await final.text()).toBe(200);
  expect((await api.put('/api/pengaturan-penggajian', { data: { slip_berpassword: true } })).status()).toBe(200);
  try {
    await loginAs(page, emp.username, emp.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile/slip-gaji');
    await page.getByRole('link', { name: new RegExp(`${BULAN[prev.getMonth()]} ${prev.getFullYear()}`) }).click();
    await expect(page.getByText('K/0')).toBeVisible();
    await expect(page.getByTestId('pdf-password')).toContainText('PDF dilindungi kata sandi: tanggal lahir Anda (ddmmyyyy)');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`slip-gaji-${bulan}.pdf`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toMatch(/\/Encrypt \d+ 0 R/);
    expect(bytes.toString('latin1')).not.toContain('Rudi Hartono');
  } finally {
    expect((await api.put('/api/pengaturan-penggajian', { data: { slip_berpassword: false } })).status()).toBe(200);
    await api.dispose();
  }
});
