import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { PANJANG_RECORD_BCA } from './bank-files/bca.ts';
import { KOLOM_DETAIL_MANDIRI } from './bank-files/mandiri.ts';

// Issue 17: a bank file silently dropped 20 of 21 employees and paid one with no account. A company of 21: every
// slip with a positive net is in the file or listed with its reason, in the generic table and in the layouts of
// KlikBCA Bisnis (fixed width) and Mandiri Cash Management (CSV), each checked field by field against its layout.
//
// Everyone in "Staf" earns Rp 5.000.000 base pay and nothing else (no BPJS, no tax components): net Rp 5.000.000.
// "Potongan" holds only a fixed Rp 100.000 deduction: net -Rp 100.000 (or Rp 0 when capped): nothing to transfer.

let t: TestApp;
let hrd: UserFixture;
let runId: number;
const BULAN = '2026-10';
const GAJI = 5_000_000;

interface Orang {
  nama: string;
  bank: string | null;
  rekening: string | null;
  grup?: 'potongan';
}
// 16 BCA accounts of 10 digits (one typed with dashes and spaces), one BCA account of 9 digits, one Mandiri account,
// and the three who cannot be paid: no account, letters in the account, a net of zero or less.
const ORANG: Orang[] = [
  { nama: 'Adi Nugroho', bank: 'BCA', rekening: '012-345 6789' },
  { nama: `O'Neil, "Budi"; Jr`, bank: 'Bank BCA', rekening: '0000000001' },
  { nama: '=HYPERLINK("http://contoh.invalid")', bank: 'BCA', rekening: '0000000002' },
  {
    nama: 'José Álvarez Wibisono Kusumaningrat Prawirodirjo Hadiningrat',
    bank: 'PT Bank Central Asia Tbk',
    rekening: '0000000003',
  },
  ...Array.from({ length: 12 }, (_, i) => ({
    nama: `Karyawan ${String(i + 1).padStart(2, '0')}`,
    bank: 'BCA',
    rekening: String(1_000_000_010 + i),
  })),
  { nama: 'Rekening Pendek', bank: 'BCA', rekening: '123456789' },
  { nama: 'Maya Mandiri', bank: 'Bank Mandiri', rekening: '1310012345678' },
  { nama: 'Tanpa Rekening', bank: 'BCA', rekening: null },
  { nama: 'Rekening Huruf', bank: 'BCA', rekening: '12345ABCDE' },
  { nama: 'Minus Gaji', bank: 'BCA', rekening: '0000000099', grup: 'potongan' },
];

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const file = (query: string) => t.request({ method: 'GET', url: `/api/penggajian/${runId}/bank?${query}`, token: hrd.token });
const lines = (base64: string) => Buffer.from(base64, 'base64').toString('latin1').split('\r\n').slice(0, -1);
const idOf = async (nama: string) => one('select id from users where fullname = $1', [nama]);

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  const staf = await one(`insert into grup_gaji (nama) values ('Staf') returning id`);
  await q(
    `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai)
     select $1, id, 1, $2 from komponen_gaji where gaji_pokok`,
    [staf, GAJI],
  );
  const potongan = await one(`insert into grup_gaji (nama) values ('Potongan') returning id`);
  const pinjaman = await one(
    `insert into komponen_gaji (nama, jenis, cara_hitung, nilai_default, objek_pajak)
     values ('Cicilan Pinjaman', 'potongan', 'tetap', 100000, false) returning id`,
  );
  await q('insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, 1, 100000)', [
    potongan,
    pinjaman,
  ]);
  for (const [i, o] of ORANG.entries()) {
    await q(
      `insert into users (nip, username, fullname, password_hash, grup_gaji_id, nama_bank, no_rekening, tanggal_masuk)
       values ($1, $2, $3, 'x', $4, $5, $6, '2025-01-01')`,
      [`B${100 + i}`, `bank${i}`, o.nama, o.grup ? potongan : staf, o.bank, o.rekening],
    );
  }
  const res = await t.request({
    method: 'POST',
    url: '/api/penggajian',
    token: hrd.token,
    body: { bulan: BULAN, grup_gaji_ids: [staf, potongan] },
  });
  expect(res.status).toBe(201);
  runId = res.body.id;
  expect(res.body.jumlah_karyawan).toBe(21);
});

afterAll(() => t.close());

describe('bank transfer files', () => {
  it('refuses a draft, then (final) answers every paid employee or who is left out and why', async () => {
    expect((await file('format=csv')).status).toBe(409);
    // Finalised directly: the pre-finalise checklist is not what this file is about.
    await q(`update penggajian set status = 'final' where id = $1`, [runId]);
    const res = await file('format=csv');
    expect(res.status).toBe(200);
    // 21 slips: 18 in the file (16 + 1 BCA, 1 Mandiri), 3 left out, none silently.
    expect(res.body.jumlah).toBe(18);
    expect(res.body.total).toBe(18 * GAJI);
    expect(res.body.tidak_masuk).toEqual([
      {
        user_id: await idOf('Minus Gaji'),
        nip: 'B120',
        nama: 'Minus Gaji',
        alasan: 'Gaji bersih Rp 0 atau kurang: tidak ada yang ditransfer.',
      },
      {
        user_id: await idOf('Rekening Huruf'),
        nip: 'B119',
        nama: 'Rekening Huruf',
        alasan: 'Nomor rekening "12345ABCDE" berisi selain angka.',
      },
      { user_id: await idOf('Tanpa Rekening'), nip: 'B118', nama: 'Tanpa Rekening', alasan: 'Nomor rekening belum diisi.' },
    ]);
    const csv = lines(res.body.file);
    expect(csv).toHaveLength(19);
    expect(csv[0]).toBe('No,Nama,NIP,Bank,No. Rekening,Nominal,Keterangan');
    // Digits only, leading zeros kept; the name's comma and quotes quoted (RFC 4180), a formula start neutralised.
    const row = (nip: string) => csv.find((l) => l.includes(`,${nip},`))?.replace(/^\d+,/, '');
    expect(row('B100')).toBe('Adi Nugroho,B100,BCA,0123456789,5000000,Gaji Oktober 2026');
    expect(row('B101')).toBe(`"O'Neil, ""Budi""; Jr",B101,Bank BCA,0000000001,5000000,Gaji Oktober 2026`);
    expect(row('B102')).toBe(`"'=HYPERLINK(""http://contoh.invalid"")",B102,BCA,0000000002,5000000,Gaji Oktober 2026`);
    expect(csv.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(csv.every((l, i) => i === 0 || !l.includes('Tanpa Rekening'))).toBe(true);
  });

  it('writes the KlikBCA Bisnis payroll text: 70-character records, header totals equal to the details', async () => {
    const res = await file('format=bca&rekening=037-320-7770&kode_perusahaan=0138gaji&tanggal=2026-10-27');
    expect(res.status).toBe(200);
    expect(res.body.filename).toBe(`transfer-gaji-${BULAN}-${runId}-bca.txt`);
    const rec = lines(res.body.file);
    expect(rec).toHaveLength(17);
    for (const r of rec) expect(r).toHaveLength(PANJANG_RECORD_BCA);
    const h = rec[0];
    // Header by position (1-based in the layout; slice is 0-based).
    expect(h.slice(0, 11)).toBe('00000000000');
    expect(h.slice(11, 15)).toBe('0037'); // branch: 0 + the company account's first three digits
    expect(h.slice(15, 16)).toBe('0');
    expect(h.slice(16, 24)).toBe('0138GAJI');
    expect(h.slice(24, 26)).toBe('27');
    expect(h.slice(26, 28)).toBe('01');
    expect(h.slice(28, 38)).toBe('0373207770');
    expect(h.slice(38, 42)).toBe('00MF');
    expect(h.slice(42, 47)).toBe('00016');
    // 16 x Rp 5.000.000 = Rp 80.000.000, 14 digits + '.00'.
    expect(h.slice(47, 64)).toBe('00000080000000.00');
    expect(h.slice(64, 70)).toBe('102026');
    const details = rec.slice(1);
    const sum = details.reduce((s, d) => s + Number(d.slice(11, 24)), 0);
    expect(sum).toBe(80_000_000);
    const adi = details.find((d) => d.slice(1, 11) === '0123456789')!;
    expect(adi.slice(0, 1)).toBe('0');
    expect(adi.slice(11, 26)).toBe('000000500000000'); // 13 digits of rupiah + '00'
    expect(adi.slice(26, 36)).toBe(String(await idOf('Adi Nugroho')).padStart(10, '0'));
    expect(adi.slice(36, 66)).toBe('ADI NUGROHO'.padEnd(30));
    expect(adi.slice(66, 70)).toBe('    ');
    // Names: separators and quotes become spaces, a formula start is dropped, accents folded, cut at 30.
    const nama = (rek: string) => details.find((d) => d.slice(1, 11) === rek)!.slice(36, 66);
    expect(nama('0000000001')).toBe("O'NEIL BUDI JR".padEnd(30));
    expect(nama('0000000002')).toBe('HYPERLINK HTTP CONTOH.INVALID'.padEnd(30));
    expect(nama('0000000003')).toBe('JOSE ALVAREZ WIBISONO KUSUMANI');
    // Left out: the three above, the Mandiri account (another bank), the 9-digit BCA account.
    expect(res.body.tidak_masuk.map((x: { nama: string; alasan: string }) => `${x.nama}: ${x.alasan}`)).toEqual([
      'Maya Mandiri: Rekening Bank Mandiri, bukan BCA: bayarkan lewat file tabel umum atau file bank tersebut.',
      'Minus Gaji: Gaji bersih Rp 0 atau kurang: tidak ada yang ditransfer.',
      'Rekening Huruf: Nomor rekening "12345ABCDE" berisi selain angka.',
      'Rekening Pendek: Nomor rekening BCA harus 10 digit, tercatat 9 digit.',
      'Tanpa Rekening: Nomor rekening belum diisi.',
    ]);
  });

  it('writes the Mandiri Cash Management CSV: P header with the count and total, 41 fields per detail', async () => {
    const res = await file('format=mandiri&rekening=1230004567890&tanggal=2026-10-27');
    expect(res.status).toBe(200);
    const rec = lines(res.body.file);
    expect(rec).toEqual([
      'P,20261027,1230004567890,1,5000000.00',
      `1310012345678,MAYA MANDIRI,,,,IDR,5000000.00,GAJI OKTOBER 2026,GAJI00001,IBU,,,,,,,N${','.repeat(24)}`,
    ]);
    expect(rec[1].split(',')).toHaveLength(KOLOM_DETAIL_MANDIRI);
    expect(res.body.jumlah).toBe(1);
    expect(res.body.tidak_masuk).toHaveLength(20);
    expect(res.body.tidak_masuk.find((x: { nama: string }) => x.nama === 'Adi Nugroho').alasan).toBe(
      'Rekening BCA, bukan Bank Mandiri: bayarkan lewat file tabel umum atau file bank tersebut.',
    );
  });

  it('refuses a bank layout without the company values it needs, in Indonesian', async () => {
    const cases: [string, string, string][] = [
      ['format=bca&kode_perusahaan=ABC&tanggal=2026-10-27', 'rekening', 'Nomor rekening perusahaan (sumber dana) wajib diisi.'],
      [
        'format=bca&rekening=12345&kode_perusahaan=ABC&tanggal=2026-10-27',
        'rekening',
        'Nomor rekening perusahaan harus 10 digit.',
      ],
      ['format=bca&rekening=0373207770&tanggal=2026-10-27', 'kode_perusahaan', 'Kode perusahaan KlikBCA Bisnis wajib diisi.'],
      [
        'format=bca&rekening=0373207770&kode_perusahaan=AB%2CCD&tanggal=2026-10-27',
        'kode_perusahaan',
        'Kode perusahaan KlikBCA Bisnis berisi huruf dan angka, paling banyak 8 karakter.',
      ],
      ['format=mandiri&rekening=12AB&tanggal=2026-10-27', 'rekening', 'Nomor rekening perusahaan hanya boleh berisi angka.'],
      ['format=mandiri&rekening=1230004567890', 'tanggal', 'Tanggal transfer wajib diisi.'],
    ];
    for (const [query, field, message] of cases) {
      const res = await file(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
      expect(res.body.errors?.[field], query).toBe(message);
    }
    const bad = await file('format=bsi');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Format file bank tidak dikenal.');
  });
});
