import { zNpwp16 } from '@hadir/contract';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// The Coretax e-Bupot files of a small company, November and December 2025: Ani (permanent, joined 1 November),
// Budi (permanent, leaves 20 November: his last tax period is November), Cici (daily worker). Each file is parsed
// back and checked against the template's structure (EBUPOT_LAYOUT below) and its figures against the slips.
//
// Ani's month, worked by hand: gaji pokok 30.000.000 + tunjangan jabatan 5.000.000 (both taxable) = upah
// 35.000.000; employer JKK 0,24 % (class "sangat rendah", PP 44/2015 Lampiran I) = 84.000 and JKM 0,30 %
// (PP 44/2015 Pasal 18 ayat (1)) = 105.000 are taxable income (PMK 168/2023 Pasal 5); bruto = 35.189.000. TK/0 is
// TER category A (PP 58/2023 Pasal 2 ayat (4)); 32.400.000 < 35.189.000 <= 35.400.000 -> 14 % (PP 58/2023
// Lampiran A) -> PPh 21 November 4.926.460. JHT 2 % worker share = 700.000 a month (PP 46/2015 Pasal 16).
// December, the last tax period (PMK 168/2023 Pasal 13): bruto Nov-Dec 70.378.000; biaya jabatan 5 % capped at
// 500.000 x 2 months = 1.000.000 (PMK 168/2023 Pasal 10 ayat (1) huruf a); iuran pensiun 1.400.000; neto
// 67.978.000; PTKP TK/0 54.000.000 (PMK 101/2016); PKP 13.978.000; PPh 21 setahun 5 % = 698.900 (UU PPh Pasal 17
// ayat (1) huruf a); withheld in November 4.926.460 -> over-withheld 4.227.560, refunded with December's pay.

/** The templates' structure: root, list, item, and each item's elements in order with their kind. */
type Kind = 'int' | 'amount' | 'rate' | 'date' | 'tin16' | 'tku22' | 'text' | 'nil' | 'ptkp';
const EBUPOT_LAYOUT: Record<string, { root: string; list: string; item: string; fields: [string, Kind][] }> = {
  bpmp: {
    root: 'MmPayrollBulk',
    list: 'ListOfMmPayroll',
    item: 'MmPayroll',
    fields: [
      ['TaxPeriodMonth', 'int'],
      ['TaxPeriodYear', 'int'],
      ['CounterpartOpt', 'text'],
      ['CounterpartPassport', 'nil'],
      ['CounterpartTin', 'tin16'],
      ['StatusTaxExemption', 'ptkp'],
      ['Position', 'text'],
      ['TaxCertificate', 'text'],
      ['TaxObjectCode', 'text'],
      ['Gross', 'amount'],
      ['Rate', 'rate'],
      ['IDPlaceOfBusinessActivity', 'tku22'],
      ['WithholdingDate', 'date'],
    ],
  },
  bp21: {
    root: 'Bp21Bulk',
    list: 'ListOfBp21',
    item: 'Bp21',
    fields: [
      ['TaxPeriodMonth', 'int'],
      ['TaxPeriodYear', 'int'],
      ['CounterpartTin', 'tin16'],
      ['IDPlaceOfBusinessActivityOfIncomeRecipient', 'tku22'],
      ['StatusTaxExemption', 'ptkp'],
      ['TaxCertificate', 'text'],
      ['TaxObjectCode', 'text'],
      ['Gross', 'amount'],
      ['Deemed', 'int'],
      ['Rate', 'rate'],
      ['Document', 'text'],
      ['DocumentNumber', 'text'],
      ['DocumentDate', 'date'],
      ['IDPlaceOfBusinessActivity', 'tku22'],
      ['WithholdingDate', 'date'],
    ],
  },
  bpa1: {
    root: 'A1Bulk',
    list: 'ListOfA1',
    item: 'A1',
    fields: [
      ['WorkForSecondEmployer', 'text'],
      ['TaxPeriodMonthStart', 'int'],
      ['TaxPeriodMonthEnd', 'int'],
      ['TaxPeriodYear', 'int'],
      ['CounterpartOpt', 'text'],
      ['CounterpartPassport', 'nil'],
      ['CounterpartTin', 'tin16'],
      ['TaxExemptOpt', 'ptkp'],
      ['StatusOfWithholding', 'text'],
      ['CounterpartPosition', 'text'],
      ['TaxObjectCode', 'text'],
      ['NumberOfMonths', 'int'],
      ['SalaryPensionJhtTht', 'amount'],
      ['GrossUpOpt', 'text'],
      ['IncomeTaxBenefit', 'amount'],
      ['OtherBenefit', 'amount'],
      ['Honorarium', 'amount'],
      ['InsurancePaidByEmployer', 'amount'],
      ['Natura', 'amount'],
      ['TantiemBonusThr', 'amount'],
      ['PensionContributionJhtThtFee', 'amount'],
      ['Zakat', 'amount'],
      ['PrevWhTaxSlip', 'nil'],
      ['TaxCertificate', 'text'],
      ['Article21IncomeTax', 'amount'],
      ['IDPlaceOfBusinessActivity', 'tku22'],
      ['WithholdingDate', 'date'],
    ],
  },
};
const FORMAT: Record<Kind, RegExp> = {
  int: /^\d{1,4}$/,
  amount: /^\d+$/,
  rate: /^\d+(\.\d{1,4})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  tin16: /^\d{16}$/,
  tku22: /^\d{22}$/,
  text: /^\S.*$/,
  nil: /^$/,
  ptkp: /^(TK|K)\/[0-3]$/,
};
const ENUMS: Record<string, string[]> = {
  CounterpartOpt: ['Resident', 'Foreign'],
  TaxCertificate: ['N/A', 'DTP', 'ETC'],
  StatusOfWithholding: ['FullYear', 'PartialYear', 'Annualized'],
  WorkForSecondEmployer: ['Yes', 'No'],
  GrossUpOpt: ['Yes', 'No'],
  Document: ['PaymentProof', 'CommercialInvoice', 'Contract', 'StatementLetter'],
};

type Node = Record<string, unknown> & { ':@'?: Record<string, string> };
const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false, trimValues: true });
const tagOf = (n: Node) => Object.keys(n).find((k) => k !== ':@')!;
const textOf = (n: Node) => ((n[tagOf(n)] as Node[])[0]?.['#text'] as string | undefined) ?? '';

/** Parses the file and checks it against the layout; returns each item as tag -> text. */
function validated(jenis: keyof typeof EBUPOT_LAYOUT, xml: string) {
  const layout = EBUPOT_LAYOUT[jenis];
  const doc = parser.parse(xml) as Node[];
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"')).toBe(true);
  const root = doc.find((n) => tagOf(n) !== '?xml')!;
  expect(tagOf(root)).toBe(layout.root);
  expect(root[':@']?.['@_xmlns:xsi']).toBe('http://www.w3.org/2001/XMLSchema-instance');
  const [tin, list] = root[layout.root] as Node[];
  expect(tagOf(tin)).toBe('TIN');
  expect(textOf(tin)).toMatch(FORMAT.tin16);
  expect(tagOf(list)).toBe(layout.list);
  return (list[layout.list] as Node[]).map((item) => {
    expect(tagOf(item)).toBe(layout.item);
    const els = item[layout.item] as Node[];
    expect(els.map(tagOf)).toEqual(layout.fields.map(([f]) => f));
    const row: Record<string, string> = {};
    for (const [i, [name, kind]] of layout.fields.entries()) {
      const v = textOf(els[i]);
      expect(v, name).toMatch(FORMAT[kind]);
      if (kind === 'nil') expect(els[i][':@']?.['@_xsi:nil'], name).toBe('true');
      if (ENUMS[name]) expect(ENUMS[name], name).toContain(v);
      row[name] = v;
    }
    return row;
  });
}

let t: TestApp;
let admin: UserFixture;
let ani: UserFixture;
let budi: UserFixture;
let cici: UserFixture;
let nov: number;
let des: number;
const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const auto = (s: string) => one('select id from komponen_gaji where sumber_otomatis = $1', [s]);

async function grup(nama: string, items: [number, number | null][]) {
  const id = await one('insert into grup_gaji (nama) values ($1) returning id', [nama]);
  for (const [i, [k, nilai]] of items.entries()) {
    await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, $3, $4)', [
      id,
      k,
      i + 1,
      nilai,
    ]);
  }
  return id;
}

async function finalRun(bulan: string, grupIds: number[]) {
  const draft = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: admin.token,
    body: { bulan, grup_gaji_ids: grupIds },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  const fin = await t.request({
    method: 'POST',
    url: `/api/penggajian/${draft.body.id}/final`,
    token: admin.token,
    body: { konfirmasi: true },
  });
  expect(fin.status, JSON.stringify(fin.body)).toBe(200);
  return draft.body.id as number;
}
const ebupot = (runId: number, jenis: string, token = admin.token) =>
  t.request({ method: 'GET', url: `/api/penggajian/${runId}/ebupot?jenis=${jenis}`, token });
const xmlOf = (res: { body: { file: string } }) => Buffer.from(res.body.file, 'base64').toString('utf8');
const slip = async (runId: number, userId: number) =>
  (
    await q<{ bruto_pajak: number; pph21: number }>(
      'select bruto_pajak, pph21 from penggajian_slip where penggajian_id = $1 and user_id = $2',
      [runId, userId],
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  const pokok = await one('select id from komponen_gaji where gaji_pokok');
  const tunjangan = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Tunjangan Jabatan', 'pendapatan', 'tetap', 5000000, true) returning id`,
  );
  const upahHarian = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak) values ('Upah Harian', 'pendapatan', 'tetap', 3000000, true) returning id`,
  );
  const staf = await grup('Staf', [
    [pokok, 30_000_000],
    [tunjangan, null],
    [await auto('bpjs_jht'), null],
    [await auto('bpjs_jkk'), null],
    [await auto('bpjs_jkm'), null],
    [await auto('pph21'), null],
  ]);
  const harian = await grup('Harian', [
    [upahHarian, null],
    [await auto('pph21'), null],
  ]);
  const tetap = { grup_gaji_id: staf, tipe_karyawan: 'Tetap', tanggal_masuk: '2025-11-01', status_ptkp: 'TK/0' };
  ani = await createUser(t, { fullname: 'Ani Lestari', fields: { ...tetap, nik: '3171014501900001' } });
  budi = await createUser(t, { fullname: 'Budi Santoso', fields: { ...tetap, npwp: '0012345678901000' } });
  cici = await createUser(t, {
    fullname: 'Cici Harian',
    fields: {
      grup_gaji_id: harian,
      tipe_karyawan: 'Harian',
      tanggal_masuk: '2025-11-01',
      status_ptkp: 'K/1',
      nik: '3171014501900003',
    },
  });
  await q(`update users set active = false, deactivated_at = '2025-11-20 17:00+07' where id = $1`, [budi.id]);
  nov = await finalRun('2025-11', [staf, harian]);
  des = await finalRun('2025-12', [staf, harian]);
});
afterAll(() => t.close());

describe('company tax identity', () => {
  it('refuses the files while the company has no 16-digit NPWP and ID TKU, saying where to fill them in', async () => {
    const res = await ebupot(nov, 'bpmp');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('NPWP perusahaan (16 digit) dan ID TKU (22 digit)');
  });

  it('stores a 15-digit NPWP as 16 digits and defaults the ID TKU to the head office (NPWP + 000000)', async () => {
    const body = { nama: 'PT Maju Bersama', npwp: '01.234.567.8-901.000', kode_klu: '62010' };
    const res = await t.request({ method: 'PUT', url: '/api/perusahaan', token: admin.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ npwp: '0012345678901000', id_tku: '0012345678901000000000', kode_klu: '62010' });
    for (const bad of [
      { npwp: '12345' },
      { npwp: '0012345678901000', id_tku: '123' },
      { npwp: '0012345678901000', id_tku: '9912345678901000000000' },
      { kode_klu: '6201' },
    ]) {
      const r = await t.request({ method: 'PUT', url: '/api/perusahaan', token: admin.token, body: { ...body, ...bad } });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("takes an employee's 15-digit NPWP as 16 digits (PMK 112/2022 Pasal 7 ayat (1)); other lengths refused", () => {
    expect(zNpwp16().parse('01.234.567.8-901.000')).toBe('0012345678901000');
    expect(zNpwp16().parse('3171014501900001')).toBe('3171014501900001');
    expect(zNpwp16().parse('')).toBeNull();
    expect(zNpwp16().safeParse('12345').success).toBe(false);
  });
});

describe('BPMP', () => {
  it('lists the permanent employees of a month except those in their last tax period, TER rate and gross equal the slips', async () => {
    const res = await ebupot(nov, 'bpmp');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.filename).toBe(`ebupot-bpmp-2025-11-${nov}.xml`);
    const rows = validated('bpmp', xmlOf(res));
    // Budi leaves in November (BPA1), Cici is a daily worker (BP21): only Ani.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      TaxPeriodMonth: '11',
      TaxPeriodYear: '2025',
      CounterpartOpt: 'Resident',
      CounterpartTin: '3171014501900001',
      StatusTaxExemption: 'TK/0',
      TaxObjectCode: '21-100-01',
      Gross: '35189000',
      Rate: '14',
      IDPlaceOfBusinessActivity: '0012345678901000000000',
      WithholdingDate: '2025-11-30',
    });
    expect(await slip(nov, ani.id)).toEqual({ bruto_pajak: 35_189_000, pph21: 4_926_460 });
    expect(xmlOf(res)).toContain('<TIN>0012345678901000</TIN>');
  });

  it('December has no BPMP: everyone permanent is in their last tax period', async () => {
    const res = await ebupot(des, 'bpmp');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('BPA1');
  });
});

describe('BP21', () => {
  it('lists daily workers with code 21-100-24; Gross x Rate is the PPh 21 their slip withheld', async () => {
    const res = await ebupot(nov, 'bp21');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = validated('bp21', xmlOf(res));
    expect(rows).toHaveLength(1);
    const s = await slip(nov, cici.id);
    expect(rows[0]).toMatchObject({
      CounterpartTin: '3171014501900003',
      IDPlaceOfBusinessActivityOfIncomeRecipient: '3171014501900003000000',
      StatusTaxExemption: 'K/1',
      TaxObjectCode: '21-100-24',
      Gross: String(s.bruto_pajak),
      Deemed: '100',
      Document: 'PaymentProof',
      DocumentDate: '2025-11-30',
    });
    expect(Math.round((Number(rows[0].Gross) * Number(rows[0].Rate)) / 100)).toBe(s.pph21);
  });
});

describe('BPA1', () => {
  it("December: Ani's year (November-December) from her final slips, worked out by hand above", async () => {
    const res = await ebupot(des, 'bpa1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = validated('bpa1', xmlOf(res));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      WorkForSecondEmployer: 'No',
      TaxPeriodMonthStart: '11',
      TaxPeriodMonthEnd: '12',
      TaxPeriodYear: '2025',
      CounterpartTin: '3171014501900001',
      TaxExemptOpt: 'TK/0',
      StatusOfWithholding: 'PartialYear',
      TaxObjectCode: '21-100-01',
      NumberOfMonths: '2',
      // 2 x (30.000.000 + 5.000.000) = 70.000.000, of which the allowance 10.000.000; premiums 2 x 189.000.
      SalaryPensionJhtTht: '60000000',
      OtherBenefit: '10000000',
      InsurancePaidByEmployer: '378000',
      TantiemBonusThr: '0',
      PensionContributionJhtThtFee: '1400000',
      WithholdingDate: '2025-12-31',
    });
    // The December slip withheld nothing and refunded the over-withholding.
    expect(await slip(des, ani.id)).toMatchObject({ pph21: 0 });
    const [{ nominal }] = await q<{ nominal: number }>(
      `select b.nominal from penggajian_slip_baris b join penggajian_slip s on s.id = b.slip_id
        where s.penggajian_id = $1 and s.user_id = $2 and b.kode = 'pph21_lebih'`,
      [des, ani.id],
    );
    expect(nominal).toBe(4_926_460 - 698_900);
  });

  it("the leaving month: Budi's BPA1 is in November, with his 16-digit NPWP", async () => {
    const res = await ebupot(nov, 'bpa1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = validated('bpa1', xmlOf(res));
    expect(rows.map((r) => r.CounterpartTin)).toEqual(['0012345678901000']);
    const s = await slip(nov, budi.id);
    const r = rows[0];
    expect(r).toMatchObject({ TaxPeriodMonthStart: '11', TaxPeriodMonthEnd: '11', NumberOfMonths: '1' });
    expect(Number(r.SalaryPensionJhtTht) + Number(r.OtherBenefit) + Number(r.InsurancePaidByEmployer)).toBe(s.bruto_pajak);
  });

  it('an employee without a 16-digit NIK or NPWP is named and the file refused', async () => {
    await q(`update users set nik = null, npwp = '123' where id = $1`, [ani.id]);
    const res = await ebupot(des, 'bpa1');
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Ani Lestari');
    await q(`update users set nik = '3171014501900001', npwp = null where id = $1`, [ani.id]);
  });
});

describe('who and which runs', () => {
  it('only Admin/HRD, only final monthly runs, and a known kind of file', async () => {
    expect((await ebupot(nov, 'bpmp', ani.token)).status).toBe(403);
    expect((await ebupot(nov, 'spt')).status).toBe(400);
    expect((await ebupot(999_999, 'bpmp')).status).toBe(404);
    await q(`update penggajian set status = 'draft' where id = $1`, [des]);
    const draft = await ebupot(des, 'bpa1');
    expect(draft.status).toBe(409);
    expect(draft.body.message).toContain('sudah final');
    await q(`update penggajian set status = 'final' where id = $1`, [des]);
  });
});
