import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { KOLOM_BNI } from './bank-files/bni.ts';

// Issue 17 part 3: the BNIDirect Inhouse CSV and the BRI CMS payroll CSV of a final run, checked field by field
// against their layouts (bank-files/bni.ts, bank-files/bri.ts). Everyone earns Rp 4.250.000 base pay and nothing
// else: net Rp 4.250.000. Each bank's file takes only its own accounts; the others are listed with the reason.

let t: TestApp;
let hrd: UserFixture;
let runId: number;
const BULAN = '2026-10';
const GAJI = 4_250_000;

const ORANG = [
  { nama: 'Budi Santoso', bank: 'BNI', rekening: '0123456789' },
  // Restricted characters of the BNI template (quote, apostrophe, semicolon, comma) become spaces.
  { nama: `Sri "Yuli"; O'Hara, S.E.`, bank: 'PT Bank Negara Indonesia (Persero) Tbk', rekening: '1234-567-890' },
  { nama: 'Rina BNI Syariah', bank: 'BNI Syariah', rekening: '7001234567' },
  { nama: 'Dewi Rakyat', bank: 'BRI', rekening: '034101000123303' },
  { nama: 'Eko Prasetyo', bank: 'Bank Rakyat Indonesia', rekening: '002201000456560' },
  { nama: 'Fajar BCA', bank: 'BCA', rekening: '0373207770' },
];

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const file = (query: string) => t.request({ method: 'GET', url: `/api/penggajian/${runId}/bank?${query}`, token: hrd.token });
const text = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  const grup = await one(`insert into grup_gaji (nama) values ('Staf') returning id`);
  await q(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1, id, 1, $2 from komponen_gaji where gaji_pokok`,
    [grup, GAJI],
  );
  for (const [i, o] of ORANG.entries()) {
    await q(
      `insert into users (nip, username, fullname, password_hash, grup_gaji_id, nama_bank, no_rekening, tanggal_masuk)
       values ($1, $2, $3, 'x', $4, $5, $6, '2025-01-01')`,
      [`N${100 + i}`, `bnibri${i}`, o.nama, grup, o.bank, o.rekening],
    );
  }
  const res = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: hrd.token,
    body: { bulan: BULAN, grup_gaji_ids: [grup] },
  });
  expect(res.status).toBe(201);
  runId = res.body.id;
  await q(`update penggajian set status = 'final' where id = $1`, [runId]);
});

afterAll(() => t.close());

describe('BNIDirect and BRI CMS payroll files', () => {
  it('writes the BNIDirect Inhouse CSV: stamp line, P line, 20 fields on every line, BNI accounts only', async () => {
    const before = Date.now();
    const res = await file('format=bni&rekening=0987654321&tanggal=2026-10-26');
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`transfer-gaji-${BULAN}-${runId}-bni.csv`);
    const csv = text(res.body.file);
    expect(csv.endsWith('\r\n')).toBe(true);
    const rec = csv.split('\r\n').slice(0, -1);
    expect(rec).toHaveLength(4);
    for (const r of rec) expect(r.split(',')).toHaveLength(KOLOM_BNI);
    // Line 1: the creation stamp in Jakarta time (UTC+7), then the line count 2 details + 2.
    const [stamp, baris] = rec[0].split(',');
    expect(stamp).toMatch(/^\d{4}\/\d{2}\/\d{2}_\d{2}:\d{2}:\d{2}$/);
    const wib = new Date(before + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '/');
    expect([wib, new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '/')]).toContain(
      stamp.slice(0, 10),
    );
    expect(baris).toBe('4');
    // Line 2: P, date, debit account, count, total 2 x Rp 4.250.000 = Rp 8.500.000 in whole rupiah.
    expect(rec[1]).toBe(`P,20261026,0987654321,2,8500000${','.repeat(15)}`);
    // Details: account, name (upper case, restricted characters gone), amount, remark 1, fields 17 and 20 'N'.
    const tail = `${','.repeat(12)}N,,,N`;
    expect(rec.slice(2).sort()).toEqual(
      [
        `0123456789,BUDI SANTOSO,4250000,GAJI OKTOBER 2026,${tail}`,
        `1234567890,SRI YULI O HARA S.E.,4250000,GAJI OKTOBER 2026,${tail}`,
      ].sort(),
    );
    expect(res.body.jumlah).toBe(2);
    expect(res.body.total).toBe(8_500_000);
    expect(res.body.tidak_masuk.map((x: { nama: string; alasan: string }) => `${x.nama}: ${x.alasan}`)).toEqual([
      'Dewi Rakyat: Rekening BRI, bukan BNI: bayarkan lewat file tabel umum atau file bank tersebut.',
      'Eko Prasetyo: Rekening Bank Rakyat Indonesia, bukan BNI: bayarkan lewat file tabel umum atau file bank tersebut.',
      'Fajar BCA: Rekening BCA, bukan BNI: bayarkan lewat file tabel umum atau file bank tersebut.',
      'Rina BNI Syariah: Rekening BNI Syariah, bukan BNI: bayarkan lewat file tabel umum atau file bank tersebut.',
    ]);
  });

  it('writes the BRI CMS CSV: NO,NAMA,ACCOUNT,AMOUNT,EMAIL, two implied decimals, COUNT, TOTAL and CHECK rows', async () => {
    const res = await file('format=bri');
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`transfer-gaji-${BULAN}-${runId}-bri.csv`);
    const raw = Buffer.from(res.body.file, 'base64');
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rec = raw.toString('utf8').slice(1).split('\r\n').slice(0, -1);
    // Sorted by name: Dewi, Eko. Rp 4.250.000 -> 425000000 (two implied decimals).
    // CHECK = md5("2" + "8500000" + (3303 + 6560 = 9863)), the last four digits of each account summed.
    expect(rec).toEqual([
      'NO,NAMA,ACCOUNT,AMOUNT,EMAIL',
      '1,DEWI RAKYAT,034101000123303,425000000,',
      '2,EKO PRASETYO,002201000456560,425000000,',
      'COUNT,,,2,',
      'TOTAL,,,850000000,',
      `CHECK,,,${createHash('md5').update('285000009863').digest('hex')},`,
    ]);
    expect(res.body.tidak_masuk).toHaveLength(4);
  });

  it('refuses a BNI file without the company account or date, or with a debit account over 16 digits', async () => {
    const cases: [string, string, string][] = [
      ['format=bni&tanggal=2026-10-26', 'rekening', 'Nomor rekening perusahaan (sumber dana) wajib diisi.'],
      ['format=bni&rekening=0987654321', 'tanggal', 'Tanggal transfer wajib diisi.'],
      [
        'format=bni&rekening=12345678901234567&tanggal=2026-10-26',
        'rekening',
        'Nomor rekening perusahaan BNI paling banyak 16 digit.',
      ],
    ];
    for (const [query, field, message] of cases) {
      const res = await file(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
      expect(res.body.errors?.[field], query).toBe(message);
    }
  });
});
