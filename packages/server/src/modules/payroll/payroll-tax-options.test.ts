import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { hitungSlip, type SlipMasukan } from './payroll-run.compute.ts';
import { pph21DtpSlip } from './payroll-run.tax-options.ts';
import { programDtp } from './statutory/pph21.dtp.ts';
import { grossUp } from './statutory/pph21.grossup.ts';

// The slip's tax options: gross-up per salary group and the government-borne PPh 21 (PMK 10/2025, PMK 105/2025),
// each slip compared to the rupiah with the figures worked out in the comments. Groups hold only base pay and
// PPh 21 so every figure is the TER table (PP 58/2023 Lampiran) or the art. 17 rates applied by hand.

let t: TestApp;
let hrd: UserFixture;
let pokok: number;
let pph21: number;

const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
const one = async (sql: string, params: unknown[] = []) => (await q<{ id: number }>(sql, params))[0].id;
const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  t.request({ method, url: `/api${url}`, token: hrd.token, body });

const NPWP = '0123456789012345';
const NIK = '3174010101800001';
const karyawan = (fullname: string, fields: Record<string, unknown>) =>
  createUser(t, {
    fullname,
    fields: { status_ptkp: 'TK/0', npwp: NPWP, nik: NIK, nama_bank: 'BCA', no_rekening: '0123456789', ...fields },
  });

async function draft(bulan: string, grup: number) {
  const res = await api('POST', '/penggajian', { bulan, grup_gaji_ids: [grup] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
const slip = async (runId: number, u: UserFixture) => (await api('GET', `/penggajian/${runId}/slip/${u.id}/rincian`)).body;
const lines = (s: { baris: { nama: string; jenis: string; nominal: number }[] }) =>
  Object.fromEntries(s.baris.map((b) => [`${b.jenis}:${b.nama}`, b.nominal]));
const rincian = (s: { baris: { nama: string; rincian: string }[] }, nama: string) =>
  s.baris.find((b) => b.nama === nama)?.rincian;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  pokok = await one('select id from komponen_gaji where gaji_pokok');
  pph21 = await one(`select id from komponen_gaji where sumber_otomatis = 'pph21'`);
});
afterAll(() => t.close());

describe('the gross-up option of a salary group', () => {
  let grup: number;

  it('is set and read on the group, and a bad value is refused in Indonesian', async () => {
    const komponen = [
      { komponen_gaji_id: pokok, nilai: 10_000_000 },
      { komponen_gaji_id: pph21, nilai: null },
    ];
    const bad = await api('POST', '/grup-gaji', { nama: 'Direksi', komponen, pph21_gross_up: 'ya' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Pilihan PPh 21 ditanggung perusahaan harus ya atau tidak.');
    const created = await api('POST', '/grup-gaji', { nama: 'Direksi', komponen, pph21_gross_up: true });
    expect(created.status).toBe(201);
    expect(created.body.pph21_gross_up).toBe(true);
    grup = created.body.id;
    // An update that leaves the option out keeps it.
    const renamed = await api('PUT', `/grup-gaji/${grup}`, { nama: 'Direksi Utama', komponen });
    expect(renamed.body).toMatchObject({ nama: 'Direksi Utama', pph21_gross_up: true });
  });

  it('pays a monthly tax allowance equal to the PPh 21 on the pay including it: take-home as if untaxed', async () => {
    const andi = await karyawan('Andi Gross', { grup_gaji_id: grup, tanggal_masuk: '2024-03-01' });
    const s = await slip(await draft('2026-10', grup), andi);
    // Untaxed: 10.000.000 would pay TER A 2% = 200.000 (9.650.000 < bruto <= 10.050.000).
    // With allowance T, bruto 10.000.000 + T falls in TER A 2,25% (10.050.000 < bruto <= 10.350.000), so
    // T = 2,25% x (10.000.000 + T): 0 -> 200.000 -> 229.500 -> 230.163 -> 230.178 -> 230.179 -> 230.179.
    // Check: 2,25% x 10.230.179 = 230.179,03 -> 230.179 (rupiah fraction dropped). The 2% bracket has no
    // solution (T = 2% x 10.000.000 / 98% = 204.081 puts bruto above 10.050.000).
    expect(lines(s)).toEqual({
      'pendapatan:Gaji Pokok': 10_000_000,
      'pendapatan:Tunjangan PPh 21': 230_179,
      'potongan:PPh 21': 230_179,
    });
    expect(s.neto).toBe(10_000_000);
    expect(rincian(s, 'Tunjangan PPh 21')).toContain('gaji bersih sama dengan tanpa pajak');
    expect(rincian(s, 'PPh 21')).toContain('2,25% × bruto Rp 10.230.179');
  });

  it('re-solves the allowance when a line is adjusted', async () => {
    const budi = await karyawan('Budi Gross', { grup_gaji_id: grup, tanggal_masuk: '2024-03-01' });
    const runId = await draft('2026-09', grup);
    const before = await slip(runId, budi);
    expect(lines(before)['potongan:PPh 21']).toBe(230_179);
    const res = await api('PUT', `/penggajian/${runId}/slip/${budi.id}/rincian`, {
      kode: `k${pokok}`,
      nominal: 12_000_000,
      alasan: 'Kenaikan jabatan',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 12.000.000 + T in TER A 4% (11.600.000 < bruto <= 12.500.000): T = 4% x (12.000.000 + T), fraction dropped:
    // 0 -> 480.000 -> 499.200 -> 499.968 -> 499.998 -> 499.999 -> 499.999 (4% x 12.499.999 = 499.999,96).
    // 500.000 also solves it (4% x 12.500.000); the least solution is the one owed.
    expect(lines(res.body)).toMatchObject({ 'pendapatan:Tunjangan PPh 21': 499_999, 'potongan:PPh 21': 499_999 });
    expect(res.body.neto).toBe(12_000_000);
  });

  it('in December pays the year’s remaining tax under art. 17 (Pasal 17 UU PPh)', async () => {
    const citra = await karyawan('Citra Gross', { grup_gaji_id: grup, tanggal_masuk: '2025-12-01' });
    await q('insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai) values ($1, $2, 100000000)', [
      citra.id,
      pokok,
    ]);
    const s = await slip(await draft('2025-12', grup), citra);
    // Joined 1 December 2025: December is her last tax period, one month worked, nothing withheld before.
    // Year's gross 100.000.000 + T; biaya jabatan capped at 500.000 for one month; PTKP TK/0 54.000.000;
    // PKP = 100.000.000 + T - 500.000 - 54.000.000 = 45.500.000 + T, rounded down to thousands; tax 5% (PKP <= 60 jt).
    // T: 0 -> 2.275.000 -> 2.388.750 -> 2.394.400 -> 2.394.700 -> 2.394.700
    // (PKP 47.894.700 -> 47.894.000; 5% = 2.394.700).
    expect(lines(s)).toEqual({
      'pendapatan:Gaji Pokok': 100_000_000,
      'pendapatan:Tunjangan PPh 21': 2_394_700,
      'potongan:PPh 21': 2_394_700,
    });
    expect(s.neto).toBe(100_000_000);
    expect(rincian(s, 'PPh 21')).toContain('PKP Rp 47.894.000');
    expect(rincian(s, 'Tunjangan PPh 21')).toContain('sisa PPh 21 setahun (Pasal 17)');
  });

  it('the solver finds the least allowance and refuses a tax that falls as pay rises', () => {
    // A TER jump can leave two solutions: f(T) = 0 below T = 100, 200 from there on. From 0 the least is 0.
    expect(grossUp((x) => (x < 100 ? 0 : 200))).toEqual({ tunjangan: 0, langkah: 1 });
    expect(grossUp((x) => (x < 100 ? 150 : 200)).tunjangan).toBe(200);
    expect(() => grossUp((x) => (x === 0 ? 100 : 50))).toThrow(RangeError);
  });
});

describe('PPh 21 borne by the government (PMK 10/2025)', () => {
  let grup: number;
  let sari: UserFixture;
  let rudi: UserFixture;
  let dewi: UserFixture;
  let joko: UserFixture;
  let dewiGrup: number;

  beforeAll(async () => {
    grup = await one(`insert into grup_gaji (nama) values ('Konveksi') returning id`);
    await q(
      `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, 1, 8000000), ($1, $3, 2, null)`,
      [grup, pokok, pph21],
    );
    // PT Y makes garments (KLU 14111, PMK 10/2025 Lampiran A no. 31).
    await q(`update perusahaan set kode_klu = '14111'`);
    sari = await karyawan('Sari Penjahit', { grup_gaji_id: grup, tanggal_masuk: '2023-02-01' });
    rudi = await karyawan('Rudi Mandor', { grup_gaji_id: grup, tanggal_masuk: '2023-02-01' });
    await q('insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai) values ($1, $2, 11000000)', [rudi.id, pokok]);
    // Dewi, without NPWP or NIK, is paid in a group of her own: a run with her cannot be finalised.
    const lain = await one(`insert into grup_gaji (nama) values ('Konveksi Lepas') returning id`);
    await q(
      `insert into grup_gaji_komponen (grup_gaji_id, komponen_gaji_id, urutan, nilai) values ($1, $2, 1, 8000000), ($1, $3, 2, null)`,
      [lain, pokok, pph21],
    );
    dewi = await createUser(t, {
      fullname: 'Dewi Tanpa NPWP',
      fields: { grup_gaji_id: lain, status_ptkp: 'TK/0', tanggal_masuk: '2023-02-01' },
    });
    dewiGrup = lain;
    joko = await karyawan('Joko Baru', { grup_gaji_id: grup, tanggal_masuk: '2025-10-01' });
  });

  it('January: pays the PPh 21 in cash to an eligible permanent employee (PMK 10/2025 Lampiran B, Tuan A)', async () => {
    const runId = await draft('2025-01', grup);
    const s = await slip(runId, sari);
    // Tuan A of the PMK's annex: 8.000.000 a month, TK/0, TER A 1,5% = 120.000, borne by the government.
    expect(lines(s)).toEqual({
      'pendapatan:Gaji Pokok': 8_000_000,
      'potongan:PPh 21': 120_000,
      'pendapatan:PPh 21 Ditanggung Pemerintah (DTP)': 120_000,
    });
    expect(s.neto).toBe(8_000_000);
    const dtp = rincian(s, 'PPh 21 Ditanggung Pemerintah (DTP)')!;
    expect(dtp).toContain('PMK 10/2025');
    expect(dtp).toContain('Penghasilan tetap dan teratur Januari 2025: Rp 8.000.000.');
    expect(pph21DtpSlip(s.baris)).toBe(120_000);

    // Rudi's fixed pay 11.000.000 is above 10.000.000: his tax (TER A 3% = 330.000) is withheld as usual.
    const r = await slip(runId, rudi);
    expect(lines(r)).toEqual({ 'pendapatan:Gaji Pokok': 11_000_000, 'potongan:PPh 21': 330_000 });
    expect(r.neto).toBe(10_670_000);
    expect(rincian(r, 'PPh 21')).toContain('Rp 11.000.000 di atas Rp 10.000.000');
    // Dewi has neither NPWP nor NIK: no DTP, and the 20% surcharge: 120.000 x 120% = 144.000.
    const d = await slip(await draft('2025-01', dewiGrup), dewi);
    expect(lines(d)).toEqual({ 'pendapatan:Gaji Pokok': 8_000_000, 'potongan:PPh 21': 144_000 });
    expect(rincian(d, 'PPh 21')).toContain('tidak punya NPWP atau NIK');
    const fin = await api('POST', `/penggajian/${runId}/final`, { konfirmasi: true });
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
  });

  it('October: January decides the year, so a raise above 10 juta keeps the DTP (Lampiran B, Tuan B)', async () => {
    await q('insert into komponen_gaji_karyawan (user_id, komponen_gaji_id, nilai) values ($1, $2, 12000000)', [sari.id, pokok]);
    const runId = await draft('2025-10', grup);
    const s = await slip(runId, sari);
    // 12.000.000: TER A 4% (11.600.000 < bruto <= 12.500.000) = 480.000, all borne by the government.
    expect(lines(s)).toEqual({
      'pendapatan:Gaji Pokok': 12_000_000,
      'potongan:PPh 21': 480_000,
      'pendapatan:PPh 21 Ditanggung Pemerintah (DTP)': 480_000,
    });
    expect(s.neto).toBe(12_000_000);
    // Joko joined in October 2025: his first month is his reference month, 8.000.000 -> 120.000 DTP.
    const j = await slip(runId, joko);
    expect(lines(j)['pendapatan:PPh 21 Ditanggung Pemerintah (DTP)']).toBe(120_000);
    expect(rincian(j, 'PPh 21 Ditanggung Pemerintah (DTP)')).toContain('Oktober 2025: Rp 8.000.000');
  });

  it('none in another sector, none outside the programme’s months', async () => {
    await q(`update perusahaan set kode_klu = '62010'`); // software: not in the annex
    const s = await slip(await draft('2025-10', grup), sari);
    expect(lines(s)).toEqual({ 'pendapatan:Gaji Pokok': 12_000_000, 'potongan:PPh 21': 480_000 });
    expect(s.neto).toBe(11_520_000);
    // A hotel (KLU 55110, tourism) has it from October 2025 (PMK 72/2025 Pasal 4A huruf b), not before.
    expect(programDtp('55110', '2025-09')).toBeNull();
    expect(programDtp('55.110', '2025-10')?.dasar).toContain('PMK 72/2025');
    expect(programDtp('14111', '2026-03')?.dasar).toBe('PMK 105/2025');
    expect(programDtp('14111', '2027-01')).toBeNull();
    await q(`update perusahaan set kode_klu = '14111'`);
  });

  it('a day worker qualifies on an average daily wage up to 500.000 (Pasal 4 ayat (5) huruf b)', () => {
    const harian = (upah: number, hari: number) =>
      hitungSlip(
        masukan({
          bulan: '2025-06',
          hari_hadir: hari,
          upah_borongan: upah,
          komponen: [
            { ...K_BORONGAN, nilai: null },
            { ...K_PPH21, nilai: null },
          ],
          karyawan: { ...KARYAWAN, tipe: 'Harian' },
          jenis_pegawai_pajak: 'tidak_tetap',
          hari_borongan: hari,
        }),
      );
    // Tuan E of the annex: 5.000.000 for 10 days = 500.000 a day: eligible; one rupiah more a day is not.
    // (His tax is the daily TER of PMK 168/2023: 0,5% above 450.000 a day.)
    const e = harian(5_000_000, 10);
    expect(e.pph21).toBeGreaterThan(0);
    expect(e.baris.find((b) => b.kode === 'pph21_dtp')?.nominal).toBe(e.pph21);
    const over = harian(5_000_010, 10);
    expect(over.baris.some((b) => b.kode === 'pph21_dtp')).toBe(false);
    expect(over.baris.find((b) => b.kode === 'k2')?.rincian).toContain('rata-rata upah sehari Rp 500.001 di atas Rp 500.000');
  });

  it('December: the DTP of the year counts as withheld, and DTP withheld beyond the year is not refunded', () => {
    // Tuan A in December (Lampiran B): year 96.000.000, biaya jabatan 5% = 4.800.000, neto 91.200.000, PTKP
    // 54.000.000, PKP 37.200.000, tax 5% = 1.860.000; withheld January-November 11 x 120.000 = 1.320.000 (all DTP);
    // December 540.000, also borne by the government.
    const tuanA = (ytdPph21: number, dtpSetahun: number) =>
      hitungSlip(
        masukan({
          bulan: '2025-12',
          masa_pajak_terakhir: true,
          ytd: { bruto: 88_000_000, pph21: ytdPph21, iuran_pensiun: 0, bulan: 11 },
          pajak: { gross_up: false, dtp: { ...DTP, dtp_setahun: dtpSetahun } },
        }),
      );
    const a = tuanA(1_320_000, 1_320_000);
    expect(a.pph21).toBe(540_000);
    expect(a.baris.find((b) => b.kode === 'pph21_dtp')?.nominal).toBe(540_000);
    expect(a.neto).toBe(8_000_000);
    // Had 2.000.000 been withheld as DTP, the 140.000 over the year's 1.860.000 stays with the state (Pasal 5 ayat (5)).
    const over = tuanA(2_000_000, 2_000_000);
    const lebih = over.baris.find((b) => b.kode === 'pph21_lebih')!;
    expect(lebih.nominal).toBe(0);
    expect(lebih.rincian).toContain('Kelebihan Rp 140.000 berasal dari PPh 21 ditanggung pemerintah');
    expect(over.neto).toBe(8_000_000);
    // Of 2.000.000 withheld, 100.000 came out of pay: only that goes back.
    expect(tuanA(2_000_000, 1_900_000).baris.find((b) => b.kode === 'pph21_lebih')?.nominal).toBe(100_000);
  });
});

const K_POKOK = {
  id: 1,
  nama: 'Gaji Pokok',
  jenis: 'pendapatan',
  cara_hitung: 'tetap',
  sumber_otomatis: null,
  objek_pajak: true,
  gaji_pokok: true,
} as const;
const K_PPH21 = {
  id: 2,
  nama: 'PPh 21',
  jenis: 'potongan',
  cara_hitung: 'otomatis',
  sumber_otomatis: 'pph21',
  objek_pajak: false,
  gaji_pokok: false,
} as const;
const K_BORONGAN = {
  ...K_POKOK,
  id: 3,
  nama: 'Upah Harian',
  cara_hitung: 'otomatis',
  sumber_otomatis: 'upah_borongan',
  gaji_pokok: false,
} as const;
const KARYAWAN = { tipe: 'Tetap', tanggal_masuk: '2020-01-01', tanggal_keluar: null, tanggal_lahir: null, lokasi_id: null };
const DTP = { klu: '13111', bulan_acuan: '2025-01', penghasilan_tetap_acuan: 8_000_000, dtp_setahun: 0 };

/** A permanent TK/0 employee with NPWP on 8.000.000 base pay and PPh 21, in a DTP company: PT Z (KLU 13111). */
function masukan(over: Partial<SlipMasukan>): SlipMasukan {
  return {
    bulan: '2025-06',
    kelas_risiko_jkk: 'sangat_rendah',
    status_ptkp: 'TK/0',
    punya_npwp: true,
    hari_kerja: 21,
    hari_hadir: 21,
    hari_alpha: 0,
    hari_izin_tidak_berbayar: 0,
    upah_bulanan: 8_000_000,
    komponen: [
      { ...K_POKOK, nilai: 8_000_000 },
      { ...K_PPH21, nilai: null },
    ],
    lembur: [],
    upah_borongan: 0,
    jumlah_borongan: 0,
    reimburse: 0,
    jumlah_reimburse: 0,
    masa_pajak_terakhir: false,
    ytd: { bruto: 0, pph21: 0, iuran_pensiun: 0, bulan: 0 },
    karyawan: KARYAWAN,
    pajak: { gross_up: false, dtp: DTP },
    ...over,
  };
}
