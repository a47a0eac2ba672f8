import { describe, expect, it } from 'vitest';
import { jenisPegawaiPajak } from './jenis-pegawai.ts';
import { pph21Harian } from './pph21.harian.ts';

// Daily rate of non-permanent workers (PP 58/2023 Lampiran; PMK 168/2023 Pasal 12 ayat (2)). Worked examples: DJP's
// as reported by Bisnis.com 6 Jan 2024, and the 50% / art. 17 case computed by hand.

describe('pph21Harian', () => {
  it('is 0% up to Rp 450.000 a day (DJP: Rp 4,5 juta for 10 days = Rp 450.000 a day)', () => {
    expect(pph21Harian({ period: '2024-06', bruto: 4_500_000, hari: 10, punyaNpwp: true })).toEqual({
      rataRataSehari: 450_000,
      tarif: 0,
      dasar: 4_500_000,
      pph21: 0,
    });
  });

  it('is 0,5% above Rp 450.000 up to Rp 2.500.000 (DJP: Rp 500.000 a day -> Rp 2.500 a day)', () => {
    // 20 days x 500.000 = 10.000.000 x 0,5% = 50.000 = 20 x 2.500.
    expect(pph21Harian({ period: '2024-02', bruto: 10_000_000, hari: 20, punyaNpwp: true })).toMatchObject({
      rataRataSehari: 500_000,
      tarif: 50,
      pph21: 50_000,
    });
    // One rupiah above the bound takes the rate; exactly 2.500.000 a day is still 0,5%.
    expect(pph21Harian({ period: '2024-02', bruto: 900_001, hari: 2, punyaNpwp: true }).tarif).toBe(50);
    expect(pph21Harian({ period: '2024-02', bruto: 5_000_000, hari: 2, punyaNpwp: true })).toMatchObject({
      tarif: 50,
      pph21: 25_000,
    });
  });

  it('applies the art. 17 rates to 50% of the gross above Rp 2.500.000 a day', () => {
    // 3.000.000 x 2 days = 6.000.000; 50% = 3.000.000 x 5% = 150.000.
    expect(pph21Harian({ period: '2025-03', bruto: 6_000_000, hari: 2, punyaNpwp: true })).toEqual({
      rataRataSehari: 3_000_000,
      tarif: null,
      dasar: 3_000_000,
      pph21: 150_000,
    });
    // 130.000.000 over 20 days: 50% = 65.000.000 -> 60.000.000 x 5% + 5.000.000 x 15% = 3.000.000 + 750.000.
    expect(pph21Harian({ period: '2025-03', bruto: 130_000_000, hari: 20, punyaNpwp: true }).pph21).toBe(3_750_000);
  });

  it('is 20% higher without NPWP (UU PPh Pasal 21 ayat (5a))', () => {
    // 0,5% x 120% x 10.000.000 = 60.000; 150.000 x 120% = 180.000.
    expect(pph21Harian({ period: '2025-03', bruto: 10_000_000, hari: 20, punyaNpwp: false }).pph21).toBe(60_000);
    expect(pph21Harian({ period: '2025-03', bruto: 6_000_000, hari: 2, punyaNpwp: false }).pph21).toBe(180_000);
  });

  it('refuses a period without days', () => {
    expect(() => pph21Harian({ period: '2025-03', bruto: 1, hari: 0, punyaNpwp: true })).toThrow(RangeError);
  });
});

describe('jenisPegawaiPajak', () => {
  it('makes daily and piece-rate workers non-permanent; permanent, contract and interns permanent (PMK 168/2023 Pasal 1)', () => {
    expect(['Tetap', 'Kontrak', 'Harian', 'Borongan', 'Magang', null].map(jenisPegawaiPajak)).toEqual([
      'tetap',
      'tetap',
      'tidak_tetap',
      'tidak_tetap',
      'tetap',
      'tetap',
    ]);
  });
});
