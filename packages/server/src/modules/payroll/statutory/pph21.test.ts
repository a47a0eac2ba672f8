import { describe, expect, it } from 'vitest';
import { overtimePay } from '../../overtime/index.ts';
import { bpjsContributions, bpjsRatesFor, pph21FinalPeriod, pph21Monthly, ptkpFor, terCategory, terRate } from './index.ts';
import { TER_BULANAN } from './pph21.ter.ts';

// Worked examples for PPh 21 under PP 58/2023 (TER) and PMK 168/2023 (how it is withheld). Sources per test:
//  - PP 58/2023 Lampiran A/B/C: the bracket bounds ("... sampai dengan Rp5.400.000" is inclusive);
//  - PMK 168/2023: the TER examples and Lampiran huruf B, Bagian Kedua, I.1 (Tuan A) and I.2.1.1 (Tuan B),
//    figures as reproduced by public test suites of PMK 168 calculators, each re-added by hand in the comments;
//  - PP 58/2023 Penjelasan, contoh Tuan R: TER month and December recalculation.

describe('TER category and PTKP (PP 58/2023 Pasal 2 ayat (4); PMK 101/2016)', () => {
  it('maps each status to its category', () => {
    expect(['TK/0', 'TK/1', 'K/0'].map((s) => terCategory(s as never))).toEqual(['A', 'A', 'A']);
    expect(['TK/2', 'TK/3', 'K/1', 'K/2'].map((s) => terCategory(s as never))).toEqual(['B', 'B', 'B', 'B']);
    expect(terCategory('K/3')).toBe('C');
    expect(() => terCategory('K/4' as never)).toThrow(RangeError);
  });

  it('prices PTKP: 54 jt + 4,5 jt married + 4,5 jt per dependant', () => {
    expect(ptkpFor('TK/0', 2026)).toBe(54_000_000);
    expect(ptkpFor('TK/1', 2026)).toBe(58_500_000);
    expect(ptkpFor('K/0', 2026)).toBe(58_500_000);
    expect(ptkpFor('K/2', 2026)).toBe(67_500_000);
    expect(ptkpFor('K/3', 2026)).toBe(72_000_000);
  });
});

describe('TER tables (PP 58/2023 Lampiran A, B, C)', () => {
  const [table] = TER_BULANAN;

  it('has 44, 40 and 41 rows, rising bounds and rates, an open top row at 34 %', () => {
    for (const [category, count] of [
      ['A', 44],
      ['B', 40],
      ['C', 41],
    ] as const) {
      const rows = table[category];
      expect(rows).toHaveLength(count);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i][1]).toBeGreaterThan(rows[i - 1][1]);
        if (rows[i][0] !== null) expect(rows[i][0]).toBeGreaterThan(rows[i - 1][0]!);
      }
      expect(rows.at(-1)).toEqual([null, 3400]);
    }
  });

  it('bottom edges: the bound pays 0 %, one rupiah more pays 0,25 % of the whole gross', () => {
    const month = (statusPtkp: 'TK/0' | 'K/1' | 'K/3', bruto: number) =>
      pph21Monthly({ period: '2026-05', statusPtkp, bruto, punyaNpwp: true }).pph21;
    expect([month('TK/0', 5_400_000), month('TK/0', 5_400_001)]).toEqual([0, 13_500]);
    expect([month('K/1', 6_200_000), month('K/1', 6_200_001)]).toEqual([0, 15_500]);
    expect([month('K/3', 6_600_000), month('K/3', 6_600_001)]).toEqual([0, 16_500]);
  });

  it('top edges: 33 % up to and including the last bound, 34 % above it', () => {
    expect(terRate('A', 1_400_000_000, '2026-05')).toBe(3300);
    expect(terRate('A', 1_400_000_001, '2026-05')).toBe(3400);
    expect(terRate('B', 1_405_000_000, '2026-05')).toBe(3300);
    expect(terRate('B', 1_405_000_001, '2026-05')).toBe(3400);
    expect(terRate('C', 1_419_000_000, '2026-05')).toBe(3300);
    expect(terRate('C', 1_419_000_001, '2026-05')).toBe(3400);
  });

  it('category C rows where a public copy is wrong follow the annex', () => {
    expect(terRate('C', 47_400_000, '2026-05')).toBe(1600);
    expect(terRate('C', 47_400_001, '2026-05')).toBe(1700);
    expect(terRate('C', 60_400_000, '2026-05')).toBe(1900);
    expect(terRate('C', 95_600_000, '2026-05')).toBe(2300);
  });

  it('has no TER before 2024', () => {
    expect(() => terRate('A', 10_000_000, '2023-12')).toThrow(RangeError);
  });
});

describe('pph21Monthly: TER examples of PMK 168/2023', () => {
  const month = (statusPtkp: 'TK/0' | 'K/1' | 'K/3', bruto: number) =>
    pph21Monthly({ period: '2024-03', statusPtkp, bruto, punyaNpwp: true });

  it('A 60.000.000 -> 20 % = 12.000.000; B 6.800.000 -> 0,5 % = 34.000', () => {
    expect(month('TK/0', 60_000_000)).toEqual({ kategori: 'A', tarif: 2000, bruto: 60_000_000, pph21: 12_000_000 });
    expect(month('K/1', 6_800_000)).toMatchObject({ kategori: 'B', tarif: 50, pph21: 34_000 });
  });

  it('B 55.500.000 -> 19 % = 10.545.000; C 30.000.000 -> 11 % = 3.300.000', () => {
    expect(month('K/1', 55_500_000)).toMatchObject({ tarif: 1900, pph21: 10_545_000 });
    expect(month('K/3', 30_000_000)).toMatchObject({ kategori: 'C', tarif: 1100, pph21: 3_300_000 });
  });

  it('drops the fraction of a rupiah: 0,25 % x 5.400.200 = 13.500,50 -> 13.500', () => {
    expect(month('TK/0', 5_400_200).pph21).toBe(13_500);
  });
});

describe('pph21Monthly: without NPWP (UU PPh Pasal 21 ayat (5a))', () => {
  it('charges 20 % more, rounded once: 0,25 % x 5.400.360 x 120 % = 16.201,08 -> 16.201', () => {
    const withNpwp = pph21Monthly({ period: '2026-05', statusPtkp: 'TK/0', bruto: 5_400_360, punyaNpwp: true });
    const without = pph21Monthly({ period: '2026-05', statusPtkp: 'TK/0', bruto: 5_400_360, punyaNpwp: false });
    expect(withNpwp.pph21).toBe(13_500);
    // Rounding twice (13.500 x 120 %) would give 16.200.
    expect(without.pph21).toBe(16_201);
  });
});

describe('pph21Monthly: the month gross includes overtime and employer premiums (PMK 168/2023 Pasal 5)', () => {
  it('salary 6.000.000 + 3 h weekday overtime + JKK/JKM/Kesehatan, TK/0', () => {
    const overtime = overtimePay({ hours: 3, monthlyWage: 6_000_000, dayType: 'kerja', workWeek: 5 });
    // PP 35/2021: 1,5 x 6.000.000/173 = 52.023,12 -> 52.023; 2 x 2 x 6.000.000/173 = 138.728,32 -> 138.728.
    expect(overtime.total).toBe(190_751);
    const bpjs = bpjsContributions({ upah: 6_000_000, kelasRisikoJkk: 'sangat_rendah', rates: bpjsRatesFor('2026-05') });
    // JKK 0,24 % = 14.400, JKM 0,30 % = 18.000, Kesehatan 4 % = 240.000 (employer JHT/JP are not income).
    expect(bpjs.premiKenaPajak).toBe(272_400);
    const bruto = 6_000_000 + overtime.total + bpjs.premiKenaPajak;
    expect(bruto).toBe(6_463_151);
    // A: above 6.300.000 up to 6.750.000 -> 1 %: 64.631,51 -> 64.631.
    expect(pph21Monthly({ period: '2026-05', statusPtkp: 'TK/0', bruto, punyaNpwp: true })).toMatchObject({
      tarif: 100,
      pph21: 64_631,
    });
  });
});

describe('pph21FinalPeriod: the December recalculation (art. 17)', () => {
  it('PP 58/2023 Penjelasan, Tuan R: K/0, 10.000.000 a month, 100.000 pension a month', () => {
    // Jan-Nov: A, above 9.650.000 up to 10.050.000 -> 2 % = 200.000 a month, 2.200.000 in all.
    expect(pph21Monthly({ period: '2024-01', statusPtkp: 'K/0', bruto: 10_000_000, punyaNpwp: true }).pph21).toBe(200_000);
    // Gross 120.000.000 - biaya jabatan 6.000.000 (cap) - pension 1.200.000 = 112.800.000; - PTKP 58.500.000
    // = PKP 54.300.000; 5 % = 2.715.000; December = 2.715.000 - 2.200.000 = 515.000.
    expect(
      pph21FinalPeriod({
        period: '2024-12',
        statusPtkp: 'K/0',
        bruto: 120_000_000,
        bulanBekerja: 12,
        iuranPensiun: 1_200_000,
        sudahDipotong: 2_200_000,
        punyaNpwp: true,
      }),
    ).toEqual({
      bruto: 120_000_000,
      biayaJabatan: 6_000_000,
      iuranPensiun: 1_200_000,
      zakat: 0,
      neto: 112_800_000,
      ptkp: 58_500_000,
      pkp: 54_300_000,
      pph21Setahun: 2_715_000,
      sudahDipotong: 2_200_000,
      pph21: 515_000,
      lebihPotong: 0,
    });
  });

  it('PMK 168/2023 Lampiran B I.1, Tuan A: THR, bonus, premiums and zakat across three brackets', () => {
    // Jan-Nov gross 360.880.000 (withheld 50.120.000); December 90.000.000 cash + 80.000 JKK/JKM premiums.
    // Gross 450.960.000 - biaya jabatan 6.000.000 - pension 1.200.000 - zakat 2.400.000 = 441.360.000;
    // - PTKP K/0 58.500.000 = 382.860.000; 5 % x 60 jt + 15 % x 190 jt + 25 % x 132.860.000
    // = 3.000.000 + 28.500.000 + 33.215.000 = 64.715.000; December = 64.715.000 - 50.120.000 = 14.595.000.
    const result = pph21FinalPeriod({
      period: '2024-12',
      statusPtkp: 'K/0',
      bruto: 360_880_000 + 90_080_000,
      bulanBekerja: 12,
      iuranPensiun: 1_200_000,
      zakat: 2_400_000,
      sudahDipotong: 50_120_000,
      punyaNpwp: true,
    });
    expect(result).toMatchObject({ neto: 441_360_000, pkp: 382_860_000, pph21Setahun: 64_715_000, pph21: 14_595_000 });
  });

  it('PMK 168/2023 Lampiran B I.2.1.1, Tuan B: joins in September, biaya jabatan capped at 4 x 500.000, refund', () => {
    // Sep-Nov: TK/0 15.500.000 -> A 7 % = 1.085.000 a month, 3.255.000 in all.
    expect(pph21Monthly({ period: '2024-09', statusPtkp: 'TK/0', bruto: 15_500_000, punyaNpwp: true }).pph21).toBe(1_085_000);
    // Gross 62.000.000 - biaya jabatan min(3.100.000, 4 x 500.000) - pension 400.000 = 59.600.000 (not annualised);
    // - PTKP 54.000.000 = 5.600.000; 5 % = 280.000; over-withheld 3.255.000 - 280.000 = 2.975.000, returned.
    const result = pph21FinalPeriod({
      period: '2024-12',
      statusPtkp: 'TK/0',
      bruto: 62_000_000,
      bulanBekerja: 4,
      iuranPensiun: 400_000,
      sudahDipotong: 3_255_000,
      punyaNpwp: true,
    });
    expect(result).toMatchObject({ biayaJabatan: 2_000_000, neto: 59_600_000, pkp: 5_600_000, pph21Setahun: 280_000 });
    expect([result.pph21, result.lebihPotong]).toEqual([0, 2_975_000]);
  });

  it('the last month of employment is the last tax period; months worked cannot exceed it', () => {
    // Leaves end of August: 8 x 10.000.000 - 8 x 500.000 = 76.000.000; - PTKP 54.000.000 = 22.000.000 -> 1.100.000.
    const base = {
      period: '2026-08',
      statusPtkp: 'TK/0' as const,
      bruto: 80_000_000,
      iuranPensiun: 0,
      sudahDipotong: 0,
      punyaNpwp: true,
    };
    expect(pph21FinalPeriod({ ...base, bulanBekerja: 8 })).toMatchObject({
      biayaJabatan: 4_000_000,
      pkp: 22_000_000,
      pph21: 1_100_000,
    });
    expect(() => pph21FinalPeriod({ ...base, bulanBekerja: 9 })).toThrow(RangeError);
    expect(() => pph21FinalPeriod({ ...base, bulanBekerja: 0 })).toThrow(RangeError);
  });

  it('rounds PKP down to whole thousands and stops at zero below PTKP', () => {
    const base = {
      period: '2026-12',
      statusPtkp: 'TK/0' as const,
      bulanBekerja: 12,
      iuranPensiun: 0,
      sudahDipotong: 0,
      punyaNpwp: true,
    };
    // 60.000.999 - 3.000.049 (5 %, floor) = 57.000.950; - 54.000.000 = 3.000.950 -> PKP 3.000.000 -> 150.000.
    expect(pph21FinalPeriod({ ...base, bruto: 60_000_999 })).toMatchObject({
      biayaJabatan: 3_000_049,
      pkp: 3_000_000,
      pph21: 150_000,
    });
    expect(pph21FinalPeriod({ ...base, bruto: 50_000_000 })).toMatchObject({ pkp: 0, pph21Setahun: 0, pph21: 0 });
  });

  it('without NPWP the year tax is 120 %: Tuan R 2.715.000 -> 3.258.000', () => {
    const result = pph21FinalPeriod({
      period: '2024-12',
      statusPtkp: 'K/0',
      bruto: 120_000_000,
      bulanBekerja: 12,
      iuranPensiun: 1_200_000,
      sudahDipotong: 2_640_000,
      punyaNpwp: false,
    });
    expect(result).toMatchObject({ pph21Setahun: 3_258_000, pph21: 618_000 });
  });

  it('reaches the 30 % and 35 % layers', () => {
    const base = {
      period: '2026-12',
      statusPtkp: 'TK/0' as const,
      bulanBekerja: 12,
      iuranPensiun: 0,
      sudahDipotong: 0,
      punyaNpwp: true,
    };
    // PKP 6.000.000.000: 3 jt + 28,5 jt + 62,5 jt + 30 % x 4,5 M (1.350 jt) + 35 % x 1 M (350 jt) = 1.794.000.000.
    const bruto = 6_000_000_000 + 6_000_000 + 54_000_000;
    expect(pph21FinalPeriod({ ...base, bruto })).toMatchObject({ pkp: 6_000_000_000, pph21Setahun: 1_794_000_000 });
  });
});
