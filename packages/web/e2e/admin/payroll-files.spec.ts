import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// The bank file of a final run: the generic table holds every paid employee; a bank's own layout names who is left
// out and why.
test('payroll files: download the bank files and see who is left out', async ({ page, baseURL }) => {
  const t = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const api = await adminApi(baseURL!);
  const komponen = (await (await api.get('/api/komponen-gaji', { params: { size: 200 } })).json()).items as {
    id: number;
    gaji_pokok: boolean;
    sumber_otomatis: string | null;
  }[];
  const kesehatan = komponen.find((k) => k.sumber_otomatis === 'bpjs_kesehatan')!.id;
  const grup = await api.post('/api/grup-gaji', {
    data: {
      nama: `Gaji File ${t}`,
      komponen: [{ komponen_gaji_id: komponen.find((k) => k.gaji_pokok)!.id, nilai: 4_000_000 }, { komponen_gaji_id: kesehatan }],
    },
  });
  expect(grup.status(), await grup.text()).toBe(201);
  const grupId = (await grup.json()).id as number;
  // What the pre-finalise checklist asks of everyone paid: a 16-digit NIK, PTKP status, birth date.
  const nik = (n: number) => `3171${String(Date.now()).slice(-10)}${n}${n}`;
  const base = { grup_gaji_id: grupId, tanggal_masuk: '2024-01-02', status_ptkp: 'TK/0', tanggal_lahir: '1990-05-17' };
  await createEmployee(api, {
    ...base,
    fullname: `Ani BCA ${t}`,
    nik: nik(1),
    nama_bank: 'BCA',
    no_rekening: '0123456789',
    no_bpjs_kesehatan: '0001234567890',
  });
  const maya = await createEmployee(api, {
    ...base,
    fullname: `Maya Mandiri ${t}`,
    nik: nik(2),
    nama_bank: 'Bank Mandiri',
    no_rekening: '1310012345678',
  });
  const now = new Date();
  const bulan = new Date(now.getFullYear(), now.getMonth() - 1, 15).toISOString().slice(0, 7);
  const draft = await api.post('/api/penggajian', { data: { bulan, grup_gaji_ids: [grupId] } });
  expect(draft.status(), await draft.text()).toBe(201);
  const runId = (await draft.json()).id as number;
  const final = await api.post(`/api/penggajian/${runId}/final`, { data: { konfirmasi: true } });
  expect(final.status(), await final.text()).toBe(200);
  await api.dispose();

  await loginAs(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/admin/penggajian/riwayat/${runId}`);
  const card = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'File Transfer Bank' }) })
    .last();

  let download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Unduh File Bank' }).click();
  expect((await download).suggestedFilename()).toBe(`transfer-gaji-${bulan}-${runId}.xlsx`);
  await expect(card.getByRole('status')).toContainText('2 karyawan masuk file ini, total Rp');

  await card.getByLabel('Format').selectOption('bca');
  await card.getByRole('button', { name: 'Unduh File Bank' }).click();
  await expect(card.getByText('Nomor rekening perusahaan (sumber dana) wajib diisi.').first()).toBeVisible();
  await card.getByLabel('Rekening perusahaan (sumber dana)').fill('0373207770');
  await card.getByLabel('Tanggal transfer').fill(`${bulan}-25`);
  await card.getByLabel('Kode perusahaan KlikBCA Bisnis').fill('0138GAJI');
  download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Unduh File Bank' }).click();
  expect((await download).suggestedFilename()).toBe(`transfer-gaji-${bulan}-${runId}-bca.txt`);
  const status = card.getByRole('status');
  await expect(status).toContainText('1 karyawan masuk file ini, total Rp');
  await expect(status).toContainText('1 karyawan tidak masuk file ini:');
  await expect(status).toContainText(
    `${maya.fullname} (${maya.nip}): Rekening Bank Mandiri, bukan BCA: bayarkan lewat file tabel umum atau file bank tersebut.`,
  );

  // BRI CMS takes no company values in the file: a BRI file of this run has nobody in it, and says why.
  await card.getByLabel('Format').selectOption('bri');
  await expect(card.getByLabel('Rekening perusahaan (sumber dana)')).toHaveCount(0);
  await card.getByRole('button', { name: 'Unduh File Bank' }).click();
  await expect(page.getByText('Tidak ada karyawan yang dapat dimasukkan ke file ini.').first()).toBeVisible();

  // The BPJS Kesehatan recap: Ani has her card number, Maya is listed as left out with the reason.
  const bpjs = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Rekap BPJS' }) })
    .last();
  download = page.waitForEvent('download');
  await bpjs.getByRole('button', { name: 'Unduh Rekap BPJS Kesehatan' }).click();
  expect((await download).suggestedFilename()).toBe(`rekap-upah-dan-iuran-bpjs-kesehatan-${bulan}-${runId}.xlsx`);
  const rekap = bpjs.getByRole('status');
  await expect(rekap).toContainText('1 karyawan masuk file ini, total iuran Rp');
  await expect(rekap).toContainText(`${maya.fullname} (${maya.nip}): Nomor Kartu JKN BPJS Kesehatan belum diisi.`);
  await bpjs.getByRole('button', { name: 'Unduh Rekap BPJS Ketenagakerjaan' }).click();
  // The group pays no BPJS Ketenagakerjaan: the refusal says so (the error toast), no file is made.
  await expect(page.getByText('Tidak ada karyawan yang dapat dimasukkan ke rekap ini.').first()).toBeVisible();
});
