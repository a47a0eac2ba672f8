import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, adminApi, createEmployee, loginAs } from '../support';

// The Coretax e-Bupot files of a final monthly run (issue 17): without the company's NPWP and ID TKU the download is
// refused with what to fill in; the admin fills them on the company profile (a bad NPWP refused there, an empty ID
// TKU becoming the head office's NPWP + 000000) and downloads the BPMP XML of the run.
//
// Worked example: the run's only employee is permanent, base pay Rp 6.000.000 and nothing else, so the month's
// gross in the BPMP is 6000000 (whole rupiah, no separators, as Coretax's template takes amounts).

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const NPWP_DIKETIK = '01.234.567.8-901.000'; // 15 digits as printed on an old NPWP card
const NPWP_16 = '0012345678901000'; // PMK 112/PMK.03/2022 Pasal 7 ayat (1): the old number preceded by 0
const ID_TKU_PUSAT = `${NPWP_16}000000`;
const BULAN = '2025-08';

async function grupGaji(api: APIRequestContext, nama: string) {
  const komponen = (await (await api.get('/api/komponen-gaji', { params: { size: 200 } })).json()).items as {
    id: number;
    gaji_pokok: boolean;
  }[];
  const res = await api.post('/api/grup-gaji', {
    data: { nama, komponen: [{ komponen_gaji_id: komponen.find((k) => k.gaji_pokok)!.id, nilai: 6_000_000 }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as number;
}

/** The company profile as PUT /api/perusahaan takes it. */
async function profil(api: APIRequestContext) {
  const p = await (await api.get('/api/perusahaan')).json();
  const { nama, alamat, telepon, email, website, npwp, id_tku, kode_klu, mulai_hadir } = p;
  return { nama, alamat, telepon, email, website, npwp, id_tku, kode_klu, mulai_hadir };
}

test('the BPMP XML is refused without the company NPWP, then downloaded once the profile has it', async ({ page, baseURL }) => {
  const t = tag();
  const api = await adminApi(baseURL!);
  const semula = await profil(api);
  // Start from a company without tax identity (other specs share this server).
  const kosong = await api.put('/api/perusahaan', { data: { ...semula, npwp: '', id_tku: '', kode_klu: '' } });
  expect(kosong.status(), await kosong.text()).toBe(200);
  const grupId = await grupGaji(api, `e-Bupot ${t}`);
  const nik = `3171${String(Date.now()).slice(-12)}`;
  const emp = await createEmployee(api, {
    fullname: `Wulan Sari ${t}`,
    grup_gaji_id: grupId,
    tipe_karyawan: 'Tetap',
    tanggal_masuk: '2024-01-02',
    status_ptkp: 'TK/0',
    nik,
    nama_bank: 'BCA',
    no_rekening: '0123456789',
  });
  const run = await api.post('/api/penggajian', { data: { bulan: BULAN, grup_gaji_ids: [grupId] } });
  expect(run.status(), await run.text()).toBe(201);
  const runId = (await run.json()).id as number;

  try {
    await loginAs(page, ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/admin/penggajian/riwayat/${runId}`);
    await expect(page.getByRole('row', { name: new RegExp(emp.fullname) })).toContainText('Rp 6.000.000');
    await page.getByRole('button', { name: 'Finalkan' }).click();
    // Other specs may leave warnings (employees outside any group): the button then says so.
    await page
      .getByRole('dialog', { name: 'Finalkan penggajian?' })
      .getByRole('button', { name: /Finalkan$/ })
      .click();
    await expect(page.getByText('Penggajian difinalkan. Data kehadiran dan pengajuan bulan ini terkunci.')).toBeVisible();

    // No company NPWP yet: the refusal says what to fill in and where.
    await expect(page.getByLabel('Jenis berkas')).toHaveValue('bpmp');
    await page.getByRole('button', { name: 'Unduh XML e-Bupot' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'NPWP perusahaan (16 digit) dan ID TKU (22 digit) belum diisi. Lengkapi di Pengaturan, Profil Perusahaan.',
    );

    await page.goto('/admin/pengaturan/profile-perusahaan');
    const npwp = page.getByLabel('NPWP (16 digit)');
    await expect(npwp).toHaveValue('');
    await npwp.fill('12345');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('NPWP harus 15 atau 16 digit angka.')).toBeVisible();
    await npwp.fill(NPWP_DIKETIK);
    await expect(page.getByLabel('ID TKU')).toHaveValue('');
    await page.getByLabel('Kode KLU').fill('62019');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Profil perusahaan berhasil disimpan.')).toBeVisible();
    // Stored as 16 digits; the empty ID TKU became the head office's: the NPWP followed by 000000.
    await expect(npwp).toHaveValue(NPWP_16);
    await expect(page.getByLabel('ID TKU')).toHaveValue(ID_TKU_PUSAT);
    await page.reload();
    await expect(page.getByLabel('ID TKU')).toHaveValue(ID_TKU_PUSAT);

    await page.goto(`/admin/penggajian/riwayat/${runId}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh XML e-Bupot' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`ebupot-bpmp-${BULAN}-${runId}.xml`);
    const xml = (await readFile(await file.path())).toString('utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8" standalone="yes"\?>\s*<MmPayrollBulk[\s>]/);
    expect(xml).toContain(`<TIN>${NPWP_16}</TIN>`);
    const rows = [...xml.matchAll(/<MmPayroll>([\s\S]*?)<\/MmPayroll>/g)].map((m) => m[1]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`<CounterpartTin>${nik}</CounterpartTin>`);
    expect(rows[0]).toContain('<TaxPeriodMonth>8</TaxPeriodMonth>');
    expect(rows[0]).toContain('<TaxPeriodYear>2025</TaxPeriodYear>');
    expect(rows[0]).toContain('<Gross>6000000</Gross>');
    expect(rows[0]).toContain(`<IDPlaceOfBusinessActivity>${ID_TKU_PUSAT}</IDPlaceOfBusinessActivity>`);
  } finally {
    expect((await api.put('/api/perusahaan', { data: semula })).status()).toBe(200);
    await api.dispose();
  }
});
