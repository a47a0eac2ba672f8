import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { decryptPdf, encryptDictionary, pdfText } from './pdf-text.fixtures.ts';

// The slip as a document (issue 17 part 4): the company's logo and NPWP at its head, the employee's NPWP (or NIK)
// and the PTKP status the slip was computed with, no word of the app's internals on the monthly slip or the THR
// slip, and with the company's option on, a PDF that opens only with the employee's birth date (ddmmyyyy).
//
// Worked example: group "Staf" holds only Gaji Pokok Rp 8.000.000 (fixed monthly), so February 2026's slip is
// earnings Rp 8.000.000, no deductions, net Rp 8.000.000. THR for Idul Fitri 20 March 2026 of staff employed since
// 2020 (12 months or more) is one month's wage, basic pay + fixed allowances = Rp 8.000.000 (Permenaker 6/2016
// Pasal 3 ayat (1) huruf a and ayat (2)); no PPh 21 component in the group, so no tax line.

let t: TestApp;
let hrd: UserFixture;
let ani: UserFixture; // NPWP, K/1, born 5 July 1990
let budi: UserFixture; // NIK only, TK/0, no birth date
let gajiId: number;
let thrId: number;

const NPWP_PT = '0012345678901000';
const NPWP_ANI = '0987654321012345';
const NIK_BUDI = '3171010101900002';
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const pdf = async (url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, bytes: res.rawPayload, body: res.body };
};
const own = (runId: number, u: UserFixture) => pdf(`/api/penggajian/saya/${runId}/pdf`, u.token);
const forHr = (runId: number, u: UserFixture) => pdf(`/api/penggajian/${runId}/slip/${u.id}`, hrd.token);
const setPassword = async (on: boolean) =>
  expect(
    (await t.request({ method: 'PUT', url: '/api/pengaturan-penggajian', token: hrd.token, body: { slip_berpassword: on } }))
      .status,
  ).toBe(200);

/** What a person must never read on a slip: decision records, line codes, field names, routes, English, blanks. */
const INTERNAL = [
  /keputusan \d/i,
  /decision/i,
  /\bk\d+(_pk)?\b/,
  /pph21/,
  /_/,
  /\/api\//,
  /\b(undefined|null|NaN|true|false)\b/,
  /\[object/,
  /Take Home|Draft|Total Earnings|Net Pay|Allowance|Deduction/i,
];
const internalWords = (text: string) => INTERNAL.filter((re) => re.test(text)).map(String);

async function run(body: Record<string, unknown>): Promise<number> {
  const made = await t.request({ method: 'POST', url: '/api/penggajian', token: hrd.token, body });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const final = await t.request({
    method: 'POST',
    url: `/api/penggajian/${made.body.id}/final`,
    token: hrd.token,
    body: { konfirmasi: true },
  });
  expect(final.status, JSON.stringify(final.body)).toBe(200);
  return made.body.id;
}

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  await q(`update perusahaan set nama = 'PT Maju Bersama', alamat = 'Jl. Sudirman 1, Jakarta', npwp = $1`, [NPWP_PT]);
  const logo = new PNG({ width: 64, height: 32 });
  logo.data.fill(180);
  const body = multipart('logo.png', PNG.sync.write(logo), 'image/png');
  const up = await t.app.inject({
    method: 'POST',
    url: '/api/perusahaan/logo',
    headers: { authorization: `Bearer ${hrd.token}`, ...body.headers },
    payload: body.payload,
  });
  expect(up.statusCode, up.body).toBe(200);
  const [{ id: grup }] = await q<{ id: number }>(`insert into grup_gaji (nama) values ('Staf') returning id`);
  await q(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1, id, 1, 8000000 from komponen_gaji where gaji_pokok`,
    [grup],
  );
  const common = { grup_gaji_id: grup, tanggal_masuk: '2020-01-06', nama_bank: 'BCA', no_rekening: '0123456789' };
  ani = await createUser(t, {
    fullname: 'Ani Lestari',
    fields: { ...common, npwp: NPWP_ANI, nik: '3171010101900001', status_ptkp: 'K/1', tanggal_lahir: '1990-07-05' },
  });
  budi = await createUser(t, { fullname: 'Budi Santoso', fields: { ...common, nik: NIK_BUDI, status_ptkp: 'TK/0' } });
  gajiId = await run({ bulan: '2026-02', grup_gaji_ids: [grup] });
  thrId = await run({ jenis: 'thr', bulan: '2026-03', grup_gaji_ids: [grup], tanggal_acuan: '2026-03-20' });
  // Ani's status changes after the slips were computed: the slips keep the status they were computed with.
  await q(`update users set status_ptkp = 'TK/0' where id = $1`, [ani.id]);
});
afterAll(() => t.close());

describe('slip PDF', () => {
  it('heads the monthly slip with the logo and the company NPWP, shows NPWP and PTKP, and no internal word', async () => {
    for (const res of [await own(gajiId, ani), await forHr(gajiId, ani)]) {
      expect(res.status).toBe(200);
      expect(encryptDictionary(res.bytes)).toBeUndefined();
      // The logo is drawn as an image on the page.
      expect(res.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
      const text = pdfText(res.bytes);
      for (const s of [
        'PT Maju Bersama',
        `NPWP ${NPWP_PT}`,
        'SLIP GAJI',
        'Periode Februari 2026',
        'Ani Lestari',
        NPWP_ANI,
        'Status PTKP',
        'K/1',
        'Gaji Pokok',
        'Rp 8.000.000',
        'Gaji Bersih',
      ]) {
        expect(text).toContain(s);
      }
      expect(text).not.toContain('TK/0');
      expect(internalWords(text)).toEqual([]);
    }
  });

  it('shows the NIK where there is no NPWP', async () => {
    const text = pdfText((await own(gajiId, budi)).bytes);
    expect(text).toContain('NIK');
    expect(text).toContain(NIK_BUDI);
    expect(text).toContain('TK/0');
  });

  it('does the same on the THR slip', async () => {
    const res = await own(thrId, ani);
    expect(res.status).toBe(200);
    expect(res.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const text = pdfText(res.bytes);
    for (const s of [
      'SLIP TUNJANGAN HARI RAYA (THR)',
      `NPWP ${NPWP_PT}`,
      NPWP_ANI,
      'K/1',
      'Tunjangan Hari Raya',
      'Rp 8.000.000',
      'THR Bersih',
    ]) {
      expect(text).toContain(s);
    }
    expect(internalWords(text)).toEqual([]);
  });

  it('draws the letterhead rule in the same place on the fortieth slip since the start as on the first', async () => {
    // The rule under the letterhead is a line from the left margin to the right one, below the company's name.
    const rule = (bytes: Buffer) => bytes.toString('latin1').match(/[\d.]+ [\d.]+ m\s*[\d.]+ [\d.]+ l/)?.[0];
    const first = await forHr(gajiId, budi);
    expect(first.status).toBe(200);
    expect(rule(first.bytes)).toMatch(/^40 [\d.]+ m\s*555 [\d.]+ l$/);
    for (let i = 0; i < 40; i++) {
      const res = i % 2 ? await own(thrId, ani) : await forHr(gajiId, budi);
      expect(res.status, res.body.slice(0, 200)).toBe(200);
      if (i % 2 === 0) expect(rule(res.bytes)).toBe(rule(first.bytes));
    }
  });

  it('gives the slip on screen the same identity, and says the PDF is not protected', async () => {
    const res = await t.request({ method: 'GET', url: `/api/penggajian/saya/${gajiId}`, token: ani.token });
    expect(res.body.identitas).toEqual({
      status_ptkp: 'K/1',
      npwp: NPWP_ANI,
      nik: '3171010101900001',
      pdf_berpassword: false,
      tanggal_lahir_terisi: true,
    });
  });
});

describe('password-protected slip PDF', () => {
  it('encrypts the slip with the birth date (ddmmyyyy) for the employee and for HR', async () => {
    await setPassword(true);
    for (const res of [await own(gajiId, ani), await forHr(gajiId, ani), await own(thrId, ani)]) {
      expect(res.status).toBe(200);
      const dict = encryptDictionary(res.bytes);
      // AES-256 (standard security handler, V 5 / R 5).
      expect(dict).toMatch(/\/Filter \/Standard/);
      expect(dict).toMatch(/\/V 5/);
      expect(dict).toMatch(/\/CFM \/AESV3/);
      // Without the password nothing of the slip can be read.
      const raw = `${res.bytes.toString('latin1')}${pdfText(res.bytes)}`;
      for (const s of ['Ani Lestari', 'SLIP', 'Rp 8.000.000', NPWP_ANI, 'K/1']) expect(raw).not.toContain(s);
      expect(decryptPdf(res.bytes, '01011990')).toBeUndefined();
      expect(decryptPdf(res.bytes, '1990-07-05')).toBeUndefined();
      // With it, the slip is all there.
      const text = pdfText(decryptPdf(res.bytes, '05071990')!);
      for (const s of ['PT Maju Bersama', 'Ani Lestari', NPWP_ANI, 'K/1', 'Rp 8.000.000']) expect(text).toContain(s);
    }
    const screen = await t.request({ method: 'GET', url: `/api/penggajian/saya/${gajiId}`, token: ani.token });
    expect(screen.body.identitas).toMatchObject({ pdf_berpassword: true, tanggal_lahir_terisi: true });
  });

  it('gives no PDF of an employee without a birth date, saying who must fill it in', async () => {
    const mine = await own(gajiId, budi);
    expect([mine.status, JSON.parse(mine.body)]).toEqual([
      409,
      {
        code: 'CONFLICT',
        message:
          'Slip PDF dilindungi kata sandi berupa tanggal lahir, tetapi tanggal lahir Anda belum tercatat. Minta HRD melengkapinya, lalu unduh lagi.',
      },
    ]);
    const hr = await forHr(gajiId, budi);
    expect([hr.status, JSON.parse(hr.body).message]).toEqual([
      409,
      'Slip PDF dilindungi kata sandi berupa tanggal lahir karyawan, tetapi tanggal lahir Budi Santoso belum diisi. Lengkapi data karyawannya, lalu unduh lagi.',
    ]);
    const screen = await t.request({ method: 'GET', url: `/api/penggajian/saya/${gajiId}`, token: budi.token });
    expect(screen.body.identitas).toMatchObject({ pdf_berpassword: true, tanggal_lahir_terisi: false });
  });

  it('goes back to plain PDFs when the option is off', async () => {
    await setPassword(false);
    const res = await own(gajiId, budi);
    expect(res.status).toBe(200);
    expect(encryptDictionary(res.bytes)).toBeUndefined();
    expect(pdfText(res.bytes)).toContain('Budi Santoso');
  });
});
