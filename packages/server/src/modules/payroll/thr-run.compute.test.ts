import { describe, expect, it } from 'vitest';
import { hitungSlip, type SlipMasukan } from './payroll-run.compute.ts';
import { monthsBefore } from './statutory/index.ts';
import { hitungThr, type ThrMasukan } from './thr-run.compute.ts';

// Worked THR examples, each added up by hand. Sources: Permenaker 6/2016 Pasal 2 ayat (1) (due from one month of
// service), Pasal 3 ayat (1) (12 months or more: 1 x wage; under 12: masa kerja / 12 x wage), Pasal 3 ayat (2)
// (wage = basic + fixed allowances), Pasal 3 ayat (3)-(4) (daily / piece-rate workers: average of the last 12
// months, or of the months worked); PP 58/2023 Pasal 2 and PMK 168/2023 Pasal 15 (TER of the month on the month's
// whole gross, THR included). Holiday: Idul Fitri, 20 March 2026. TER category A (TK/0) as in PP 58/2023 Lampiran.

const HARI_RAYA = '2026-03-20';
const base: ThrMasukan = {
  jenis: 'thr',
  bulan: '2026-03',
  tanggal_acuan: HARI_RAYA,
  tanggal_masuk: '2020-01-06',
  tipe_karyawan: 'Tetap',
  upah_komponen: 8_000_000,
  rata_rata: null,
  status_ptkp: 'TK/0',
  punya_npwp: true,
  pph21_komponen: 'PPh 21',
  gaji_bulan_ini: null,
};
const thr = (m: Partial<ThrMasukan>) => hitungThr({ ...base, ...m });
const line = (h: ReturnType<typeof hitungThr>, kode: string) => h.baris.find((b) => b.kode === kode);

describe('THR amount (Permenaker 6/2016 Pasal 3)', () => {
  it('12 months or more: one month wage, basic pay + fixed allowances; no BPJS line', () => {
    const h = thr({});
    expect(line(h, 'thr')?.nominal).toBe(8_000_000);
    expect(line(h, 'thr')?.rincian).toBe(
      'Masa kerja 74 bulan (masuk 6 Januari 2020, hari raya 20 Maret 2026): 1 × upah sebulan (Permenaker 6/2016 Pasal 3 ayat (1) huruf a); upah sebulan = gaji pokok + tunjangan tetap Rp 8.000.000 (Pasal 3 ayat (2)).',
    );
    expect(h.baris.map((b) => b.kode)).toEqual(['thr', 'pph21']);
    expect(h.total_pemberi_kerja).toBe(0);
  });

  it('7 months: 7/12 of the wage, fraction of a rupiah dropped', () => {
    // 1 August 2025 -> 20 March 2026 = 7 whole months; 7/12 x 8.000.000 = 4.666.666,67 -> 4.666.666.
    const h = thr({ tanggal_masuk: '2025-08-01' });
    expect(line(h, 'thr')).toMatchObject({ nominal: 4_666_666 });
    expect(line(h, 'thr')?.rincian).toContain('7/12 × upah sebulan (Permenaker 6/2016 Pasal 3 ayat (1) huruf b)');
  });

  it('3 weeks: no THR (the run writes no slip for them)', () => {
    // 27 February -> 20 March 2026 is 21 days: under one month (Pasal 2 ayat (1)).
    expect(line(thr({ tanggal_masuk: '2026-02-27' }), 'thr')?.nominal).toBe(0);
  });

  it('daily worker with 12 months of history: the average of the last 12 months', () => {
    // Approved daily/piece-rate wages 20 March 2025 - 19 March 2026: 12 months of 6.000.000 = 72.000.000; / 12.
    expect(monthsBefore(HARI_RAYA, 12)).toBe('2025-03-20');
    const h = thr({
      tipe_karyawan: 'Harian',
      upah_komponen: null,
      tanggal_masuk: '2024-01-02',
      rata_rata: { total: 72_000_000, bulan: 12, dari: '2025-03-20' },
    });
    expect(line(h, 'thr')?.nominal).toBe(6_000_000);
    expect(line(h, 'thr')?.rincian).toContain(
      'rata-rata upah borongan/harian yang disetujui 12 bulan terakhir (20 Maret 2025 s.d. sebelum 20 Maret 2026): Rp 72.000.000 ÷ 12 = Rp 6.000.000 (Pasal 3 ayat (3)-(4))',
    );
  });

  it('daily worker with 5 months: the average of the months worked, then 5/12 of it', () => {
    // Joined 15 October 2025: 5 whole months; wages of 20 October 2025 - 19 March 2026 = 12.500.000; average
    // 2.500.000; 5/12 x 2.500.000 = 1.041.666,67 -> 1.041.666.
    expect(monthsBefore(HARI_RAYA, 5)).toBe('2025-10-20');
    const h = thr({
      tipe_karyawan: 'Borongan',
      upah_komponen: null,
      tanggal_masuk: '2025-10-15',
      rata_rata: { total: 12_500_000, bulan: 5, dari: '2025-10-20' },
    });
    expect(line(h, 'thr')?.nominal).toBe(1_041_666);
  });
});

describe('PPh 21 on THR (TER of the month on regular pay + THR)', () => {
  it('with the month’s final regular slip: TER(gross + THR) - tax that slip withheld', () => {
    // Regular March gross 8.415.200 (TER A 1,5% -> 126.228 withheld). With THR 8.000.000: 16.415.200, TER A 7%
    // = 1.149.064; THR slip withholds 1.149.064 - 126.228 = 1.022.836.
    const h = thr({ gaji_bulan_ini: { bruto: 8_415_200, pph21: 126_228 } });
    expect(line(h, 'pph21')?.nominal).toBe(1_022_836);
    expect(h).toMatchObject({ total_pendapatan: 8_000_000, total_potongan: 1_022_836, neto: 6_977_164, bruto_pajak: 8_000_000 });
    expect(line(h, 'pph21')?.rincian).toContain('TER kategori A 7% × (bruto gaji Maret 2026 Rp 8.415.200 + THR Rp 8.000.000');
  });

  it('no final regular slip yet: TER on the THR alone; the regular run then counts the THR', () => {
    // THR 8.000.000 alone: TER A 1,5% = 120.000. The regular run after it: gross 8.415.200 + THR 8.000.000 at 7%
    // = 1.149.064 - 120.000 = 1.029.064. The month's total is the same whichever is finalised first:
    // 120.000 + 1.029.064 = 1.149.064 = 126.228 + 1.022.836.
    const h = thr({});
    expect(line(h, 'pph21')?.nominal).toBe(120_000);
    expect(line(h, 'pph21')?.rincian).toContain('belum ada penggajian bulanan final Maret 2026');
    const gaji: SlipMasukan = {
      bulan: '2026-03',
      kelas_risiko_jkk: 'sedang',
      status_ptkp: 'TK/0',
      punya_npwp: true,
      hari_kerja: 0,
      hari_hadir: 0,
      hari_alpha: 0,
      hari_izin_tidak_berbayar: 0,
      upah_bulanan: 8_000_000,
      komponen: [
        {
          id: 1,
          nama: 'Gaji Pokok',
          jenis: 'pendapatan',
          cara_hitung: 'tetap',
          sumber_otomatis: null,
          objek_pajak: true,
          gaji_pokok: true,
          nilai: 7_000_000,
        },
        {
          id: 2,
          nama: 'Tunjangan',
          jenis: 'pendapatan',
          cara_hitung: 'tetap',
          sumber_otomatis: null,
          objek_pajak: true,
          gaji_pokok: false,
          nilai: 1_000_000,
        },
        {
          id: 3,
          nama: 'BPJS Kesehatan',
          jenis: 'potongan',
          cara_hitung: 'otomatis',
          sumber_otomatis: 'bpjs_kesehatan',
          objek_pajak: false,
          gaji_pokok: false,
          nilai: null,
        },
        {
          id: 4,
          nama: 'BPJS JKK',
          jenis: 'potongan',
          cara_hitung: 'otomatis',
          sumber_otomatis: 'bpjs_jkk',
          objek_pajak: false,
          gaji_pokok: false,
          nilai: null,
        },
        {
          id: 5,
          nama: 'BPJS JKM',
          jenis: 'potongan',
          cara_hitung: 'otomatis',
          sumber_otomatis: 'bpjs_jkm',
          objek_pajak: false,
          gaji_pokok: false,
          nilai: null,
        },
        {
          id: 6,
          nama: 'PPh 21',
          jenis: 'potongan',
          cara_hitung: 'otomatis',
          sumber_otomatis: 'pph21',
          objek_pajak: false,
          gaji_pokok: false,
          nilai: null,
        },
      ],
      lembur: [],
      upah_borongan: 0,
      jumlah_borongan: 0,
      reimburse: 0,
      jumlah_reimburse: 0,
      masa_pajak_terakhir: false,
      ytd: { bruto: 0, pph21: 0, iuran_pensiun: 0, bulan: 0 },
    };
    // Employer Kesehatan 4% 320.000 + JKK "sedang" 0,89% 71.200 + JKM 0,3% 24.000 = 415.200 of taxable premiums.
    expect(hitungSlip(gaji).pph21).toBe(126_228);
    expect(hitungSlip({ ...gaji, thr_bulan_ini: { bruto: 8_000_000, pph21: 120_000 } }).pph21).toBe(1_029_064);
  });

  it('adjusting the THR line recomputes its tax', () => {
    const h = hitungThr(base, new Map([['thr', 10_000_000]]));
    // 10.000.000 at TER A 2% = 200.000.
    expect(line(h, 'pph21')?.nominal).toBe(200_000);
    expect(line(h, 'thr')).toMatchObject({ nominal_hitung: 8_000_000, nominal: 10_000_000 });
  });

  it('no PPh 21 line when the group holds no PPh 21 component', () => {
    expect(thr({ pph21_komponen: null }).baris.map((b) => b.kode)).toEqual(['thr']);
  });
});
