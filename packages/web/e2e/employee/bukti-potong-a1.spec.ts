import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminApi, createEmployee, loginAs } from '../support';

// The employee's annual Bukti Potong A1 on their phone (issue 17): from the slip list, once December's pay is final;
// before that the refusal says why in Indonesian.
//
// Worked example (UU PPh Pasal 21; PMK 168/2023 Pasal 13, the last tax period): a permanent TK/0 employee on base pay
// Rp 5.000.000, paid November and December 2025 only: gross 2 x 5.000.000 = Rp 10.000.000 (A1 line 8); biaya
// jabatan 5 % = Rp 500.000 (under the cap of Rp 500.000 a month x 2); neto Rp 9.500.000; under PTKP TK/0
// Rp 54.000.000, so no tax.

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const TAHUN = 2025;

/** The text drawn on a PDF's pages: pdfmake writes each word as a hex string inside a TJ array, uncompressed. */
const pdfText = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/<([0-9a-f]+)>/g) ?? [])
    .map((h) => Buffer.from(h.slice(1, -1), 'hex').toString('latin1'))
    .join('');

async function run(api: APIRequestContext, bulan: string, grupId: number, final: boolean) {
  const res = await api.post('/api/penggajian', { data: { bulan, grup_gaji_ids: [grupId] } });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as number;
  if (final) {
    // Other specs may leave warnings (employees outside any group): the finaliser confirms them.
    const fin = await api.post(`/api/penggajian/${id}/final`, { data: { konfirmasi: true } });
    expect(fin.status(), await fin.text()).toBe(200);
  }
  return id;
}

test('the employee downloads their A1 from the slip list once December is final, and is told why before', async ({
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
    data: { nama: `A1 Uji ${t}`, komponen: [{ komponen_gaji_id: komponen.find((k) => k.gaji_pokok)!.id, nilai: 5_000_000 }] },
  });
  expect(grup.status(), await grup.text()).toBe(201);
  const grupId = (await grup.json()).id as number;
  const emp = await createEmployee(api, {
    fullname: `Fitri Handayani ${t}`,
    grup_gaji_id: grupId,
    tipe_karyawan: 'Tetap',
    tanggal_masuk: '2025-11-01',
    status_ptkp: 'TK/0',
    nik: `3171${String(Date.now()).slice(-12)}`,
  });
  await run(api, `${TAHUN}-11`, grupId, true);
  const desember = await run(api, `${TAHUN}-12`, grupId, false);

  try {
    expect(page.viewportSize()!.width).toBeLessThan(500);
    await loginAs(page, emp.username, emp.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile/slip-gaji');
    await expect(page.getByRole('link', { name: /November 2025/ })).toBeVisible();
    const a1 = page.getByRole('region', { name: 'Bukti Potong PPh 21 Tahunan (A1)' });
    await expect(a1.getByLabel('Tahun pajak')).toHaveValue(String(TAHUN));
    // How the PDF opens when the company protects payroll PDFs, said before the download.
    await expect(a1).toContainText('dibuka dengan kata sandi yang sama: tanggal lahir Anda (ddmmyyyy)');
    // December is still a draft: no A1 yet, and the employee is told why.
    await a1.getByRole('button', { name: 'Unduh A1 (PDF)' }).click();
    await expect(
      page.getByText(
        'Bukti potong A1 tahun 2025 belum tersedia: gaji Desember (atau bulan terakhir bekerja) tahun itu belum final.',
      ),
    ).toBeVisible();

    const fin = await api.post(`/api/penggajian/${desember}/final`, { data: { konfirmasi: true } });
    expect(fin.status(), await fin.text()).toBe(200);
    await page.reload();
    await expect(page.getByRole('link', { name: /Desember 2025/ })).toBeVisible();
    const download = page.waitForEvent('download');
    await a1.getByRole('button', { name: 'Unduh A1 (PDF)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`bukti-potong-a1-${TAHUN}.pdf`);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const s of [
      'BUKTI PEMOTONGAN PAJAK PENGHASILAN PASAL 21',
      emp.fullname,
      'November 2025 s.d. Desember 2025',
      'Rp 10.000.000', // gross, line 8
      'Rp 500.000', // biaya jabatan, line 9
      'Rp 9.500.000', // neto, line 13
      'Rp 54.000.000', // PTKP TK/0, line 16
    ]) {
      expect(text, s).toContain(s);
    }
  } finally {
    await api.dispose();
  }
});
