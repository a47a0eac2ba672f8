import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { decryptPdf, encryptDictionary, pdfText } from './pdf-text.fixtures.ts';

// The employee's annual Bukti Potong A1 (PDF). Dewi (permanent, TK/0, joined 1 November 2025): gaji pokok
// 30.000.000 + tunjangan 5.000.000 a month, JHT 2 % (700.000) and employer JKK 0,24 % + JKM 0,30 % (189.000) on
// 35.000.000; the year November-December, worked by hand (PMK 168/2023 Pasal 13, the art. 17 calculation):
// bruto 2 x 35.189.000 = 70.378.000; biaya jabatan min(5 %, 500.000 x 2) = 1.000.000; iuran pensiun 1.400.000;
// neto 67.978.000; PTKP TK/0 54.000.000; PKP 13.978.000; PPh 21 setahun 5 % = 698.900; November withheld TER A
// 14 % x 35.189.000 = 4.926.460 (PP 58/2023 Lampiran A), so December refunds 4.227.560.
// As a company document it carries the letterhead with the logo, and with the company's protected payroll PDFs on
// it opens only with the employee's birth date (ddmmyyyy), like the slip: Dewi was born 5 January 1990, Eko's birth
// date is not recorded.

let t: TestApp;
let admin: UserFixture;
let dewi: UserFixture;
let eko: UserFixture;
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;

async function finalRun(bulan: string, grupId: number) {
  const draft = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: admin.token,
    body: { bulan, grup_gaji_ids: [grupId] },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const fin = await t.request({
    method: 'POST',
    url: `/api/penggajian/${draft.body.id}/final`,
    token: admin.token,
    body: { konfirmasi: true },
  });
  expect(fin.status, JSON.stringify(fin.body)).toBe(200);
}
/** PDFs are read raw (inject), JSON errors parsed. */
async function get(url: string, token?: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const json = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : undefined;
  return { status: res.statusCode, type: res.headers['content-type'], pdf: res.rawPayload, body: json };
}
const a1 = (token: string, tahun: number | string = 2025) => get(`/api/penggajian/saya/bukti-potong-a1?tahun=${tahun}`, token);
const a1ForHr = (u: UserFixture) => get(`/api/penggajian/bukti-potong-a1/${u.id}?tahun=2025`, admin.token);
const setPassword = async (on: boolean) =>
  expect(
    (await t.request({ method: 'PUT', url: '/api/pengaturan-penggajian', token: admin.token, body: { slip_berpassword: on } }))
      .status,
  ).toBe(200);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  await q(`update perusahaan set nama = 'PT Maju Bersama', npwp = '0012345678901000', id_tku = '0012345678901000000000'`);
  const logo = new PNG({ width: 64, height: 32 });
  logo.data.fill(180);
  const upload = multipart('logo.png', PNG.sync.write(logo), 'image/png');
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/perusahaan/logo',
    headers: { authorization: `Bearer ${admin.token}`, ...upload.headers },
    payload: upload.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  const auto = (s: string) => one('select id from komponen_gaji where sumber_otomatis = $1', [s]);
  const tunjangan = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Tunjangan Jabatan', 'pendapatan', 'tetap', 5000000, true) returning id`,
  );
  const grup = await one(`insert into grup_gaji (nama) values ('Staf') returning id`);
  const items = [
    [await one('select id from komponen_gaji where gaji_pokok'), 30_000_000],
    [tunjangan, null],
    [await auto('bpjs_jht'), null],
    [await auto('bpjs_jkk'), null],
    [await auto('bpjs_jkm'), null],
    [await auto('pph21'), null],
  ];
  for (const [i, [k, nilai]] of items.entries()) {
    await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, $3, $4)', [
      grup,
      k,
      i + 1,
      nilai,
    ]);
  }
  const fields = { grup_gaji_id: grup, tipe_karyawan: 'Tetap', tanggal_masuk: '2025-11-01', status_ptkp: 'TK/0' };
  dewi = await createUser(t, {
    fullname: 'Dewi Anggraini',
    fields: { ...fields, nik: '3171014501900011', jenis_kelamin: 'Perempuan', tanggal_lahir: '1990-01-05' },
  });
  eko = await createUser(t, { fullname: 'Eko Prasetyo', fields: { ...fields, nik: '3171014501900012' } });
  await finalRun('2025-11', grup);
});
afterAll(() => t.close());

describe('Bukti Potong A1', () => {
  it('is not available before the last tax period of the year is final', async () => {
    const res = await a1(dewi.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('belum tersedia');
  });

  it("shows the employee's year from the final slips, worked out by hand above", async () => {
    const [grup] = await q<{ id: number }>(`select id from grup_gaji where nama = 'Staf'`);
    await finalRun('2025-12', grup.id);
    const res = await a1(dewi.token);
    expect(res.status, res.body?.message).toBe(200);
    expect(res.type).toBe('application/pdf');
    const text = pdfText(res.pdf);
    for (const s of [
      'BUKTI PEMOTONGAN PAJAK PENGHASILAN PASAL 21',
      'Dewi Anggraini',
      '3171014501900011',
      'November 2025 s.d. Desember 2025',
      'Rp 60.000.000', // gaji pokok x 2
      'Rp 10.000.000', // tunjangan x 2
      'Rp 378.000', // premi JKK + JKM x 2
      'Rp 70.378.000', // bruto
      'Rp 1.000.000', // biaya jabatan
      'Rp 1.400.000', // iuran JHT
      'Rp 67.978.000', // neto
      'Rp 54.000.000', // PTKP TK/0
      'Rp 13.978.000', // PKP
      'Rp 698.900', // PPh 21 setahun
      'Rp 4.926.460', // withheld in November
      'Rp 4.227.560', // refunded in December
      '0012345678901000000000', // the company's ID TKU
      'PT Maju Bersama',
    ]) {
      expect(text, s).toContain(s);
    }
  });

  it("an employee cannot download someone else's; Admin/HRD can download anyone's", async () => {
    const other = await get(`/api/penggajian/bukti-potong-a1/${dewi.id}?tahun=2025`, eko.token);
    expect(other.status).toBe(403);
    const hr = await get(`/api/penggajian/bukti-potong-a1/${dewi.id}?tahun=2025`, admin.token);
    expect(hr.status).toBe(200);
    expect(pdfText(hr.pdf)).toContain('Dewi Anggraini');
    // Eko's own is his, not Dewi's.
    const own = await a1(eko.token);
    expect(pdfText(own.pdf)).toContain('Eko Prasetyo');
    expect(pdfText(own.pdf)).not.toContain('Dewi');
  });

  it('refuses a bad year and answers 404 for a year without payroll', async () => {
    expect((await a1(dewi.token, 'abc')).status).toBe(400);
    expect((await a1(dewi.token, 2024)).status).toBe(404);
    expect((await get('/api/penggajian/saya/bukti-potong-a1?tahun=2025')).status).toBe(401);
  });
});

describe('Bukti Potong A1 as a company document', () => {
  it('opens with the letterhead: the logo drawn as an image, the company name and NPWP', async () => {
    const res = await a1(dewi.token);
    expect(res.status).toBe(200);
    expect(encryptDictionary(res.pdf)).toBeUndefined();
    expect(res.pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = pdfText(res.pdf);
    expect(text).toContain('NPWP 0012345678901000');
    // The letterhead comes before the form's title.
    expect(text.indexOf('PT Maju Bersama')).toBeLessThan(text.indexOf('BUKTI PEMOTONGAN PAJAK PENGHASILAN PASAL 21'));
  });

  it('with protected payroll PDFs, opens only with the birth date, for the employee and for HR', async () => {
    await setPassword(true);
    try {
      for (const res of [await a1(dewi.token), await a1ForHr(dewi)]) {
        expect(res.status, res.body?.message).toBe(200);
        const dict = encryptDictionary(res.pdf);
        expect(dict).toMatch(/\/Filter \/Standard/);
        expect(dict).toMatch(/\/CFM \/AESV3/);
        // Without the password none of Dewi's figures can be read.
        const raw = `${res.pdf.toString('latin1')}${pdfText(res.pdf)}`;
        for (const s of ['Dewi Anggraini', '3171014501900011', 'Rp 698.900', 'Rp 70.378.000']) expect(raw).not.toContain(s);
        expect(decryptPdf(res.pdf, '01051990')).toBeUndefined();
        expect(decryptPdf(res.pdf, '1990-01-05')).toBeUndefined();
        const text = pdfText(decryptPdf(res.pdf, '05011990')!);
        for (const s of ['PT Maju Bersama', 'Dewi Anggraini', '3171014501900011', 'Rp 70.378.000', 'Rp 698.900']) {
          expect(text).toContain(s);
        }
      }
    } finally {
      await setPassword(false);
    }
  });

  it('gives no PDF of an employee without a birth date, saying who must fill it in', async () => {
    await setPassword(true);
    try {
      const own = await a1(eko.token);
      expect([own.status, own.body]).toEqual([
        409,
        {
          code: 'CONFLICT',
          message:
            'PDF bukti potong A1 dilindungi kata sandi berupa tanggal lahir, tetapi tanggal lahir Anda belum tercatat. Minta HRD melengkapinya, lalu unduh lagi.',
        },
      ]);
      const hr = await a1ForHr(eko);
      expect([hr.status, hr.body?.message]).toEqual([
        409,
        'PDF bukti potong A1 dilindungi kata sandi berupa tanggal lahir karyawan, tetapi tanggal lahir Eko Prasetyo belum diisi. Lengkapi data karyawannya, lalu unduh lagi.',
      ]);
    } finally {
      await setPassword(false);
    }
    // Off again: a plain PDF.
    const plain = await a1(eko.token);
    expect(plain.status).toBe(200);
    expect(encryptDictionary(plain.pdf)).toBeUndefined();
    expect(pdfText(plain.pdf)).toContain('Eko Prasetyo');
  });
});
