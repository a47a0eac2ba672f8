import { describe, expect, it } from 'vitest';
import { bpjsContributions, bpjsRatesFor, KELAS_RISIKO_JKK } from './index.ts';

// Worked examples of the BPJS contributions (bpjs.rates.ts cites each figure): Kesehatan 4 % + 1 % on a wage capped
// at Rp 12.000.000 (Perpres 82/2018 jo. 75/2019); JHT 3,7 % + 2 %, uncapped (PP 46/2015 Pasal 16); JP 2 % + 1 %
// on a wage capped yearly by BPJS Ketenagakerjaan letter from March (PP 45/2015 Pasal 28-29): 9.559.600 (2023),
// 10.042.300 (2024), 10.547.400 (2025), 11.086.300 (2026); JKK by risk class and JKM 0,3 % (PP 44/2015).

const contributions = (upah: number, period = '2026-05') =>
  bpjsContributions({ upah, kelasRisikoJkk: 'sangat_rendah', rates: bpjsRatesFor(period) });

describe('bpjsContributions below every cap', () => {
  it('wage 5.000.000, very low risk class', () => {
    expect(contributions(5_000_000)).toEqual({
      kesehatan: { dasarUpah: 5_000_000, pemberiKerja: 200_000, pekerja: 50_000 },
      jht: { dasarUpah: 5_000_000, pemberiKerja: 185_000, pekerja: 100_000 },
      jp: { dasarUpah: 5_000_000, pemberiKerja: 100_000, pekerja: 50_000 },
      jkk: { dasarUpah: 5_000_000, pemberiKerja: 12_000, pekerja: 0 },
      jkm: { dasarUpah: 5_000_000, pemberiKerja: 15_000, pekerja: 0 },
      totalPemberiKerja: 512_000,
      totalPekerja: 200_000,
      premiKenaPajak: 227_000,
      iuranPensiunPekerja: 150_000,
    });
  });

  it('drops fractions of a rupiah per line: 7.777.777 x 2 % = 155.555,54 -> 155.555', () => {
    const c = contributions(7_777_777);
    expect(c.jht).toEqual({ dasarUpah: 7_777_777, pemberiKerja: 287_777, pekerja: 155_555 });
    expect(c.kesehatan.pemberiKerja).toBe(311_111);
    expect(c.jkk.pemberiKerja).toBe(18_666);
  });
});

describe('BPJS Kesehatan cap Rp 12.000.000', () => {
  it('at, just above and far above the cap: 480.000 + 120.000; JHT stays uncapped', () => {
    for (const upah of [12_000_000, 12_000_001, 25_000_000]) {
      expect(contributions(upah).kesehatan).toEqual({ dasarUpah: 12_000_000, pemberiKerja: 480_000, pekerja: 120_000 });
    }
    expect(contributions(25_000_000).jht).toEqual({ dasarUpah: 25_000_000, pemberiKerja: 925_000, pekerja: 500_000 });
  });

  it('a wage below the regional minimum pays on the minimum', () => {
    const c = bpjsContributions({
      upah: 3_000_000,
      upahMinimum: 5_396_761,
      kelasRisikoJkk: 'rendah',
      rates: bpjsRatesFor('2026-05'),
    });
    // 4 % x 5.396.761 = 215.870,44 -> 215.870; 1 % = 53.967,61 -> 53.967. Other programmes use the wage paid.
    expect(c.kesehatan).toEqual({ dasarUpah: 5_396_761, pemberiKerja: 215_870, pekerja: 53_967 });
    expect(c.jht.dasarUpah).toBe(3_000_000);
  });
});

describe('JP cap, dated: the new cap applies from the March period', () => {
  it('2026: at and above 11.086.300 -> 221.726 + 110.863', () => {
    for (const upah of [11_086_300, 11_086_301, 20_000_000]) {
      expect(contributions(upah, '2026-03').jp).toEqual({ dasarUpah: 11_086_300, pemberiKerja: 221_726, pekerja: 110_863 });
    }
    expect(contributions(11_086_299, '2026-03').jp).toEqual({ dasarUpah: 11_086_299, pemberiKerja: 221_725, pekerja: 110_862 });
  });

  it('February keeps the previous cap; each year has its own', () => {
    expect(contributions(20_000_000, '2026-02').jp).toEqual({ dasarUpah: 10_547_400, pemberiKerja: 210_948, pekerja: 105_474 });
    expect(contributions(20_000_000, '2025-03').jp).toEqual({ dasarUpah: 10_547_400, pemberiKerja: 210_948, pekerja: 105_474 });
    expect(contributions(20_000_000, '2025-02').jp).toEqual({ dasarUpah: 10_042_300, pemberiKerja: 200_846, pekerja: 100_423 });
    expect(contributions(20_000_000, '2024-03').jp).toEqual({ dasarUpah: 10_042_300, pemberiKerja: 200_846, pekerja: 100_423 });
    expect(contributions(20_000_000, '2024-02').jp).toEqual({ dasarUpah: 9_559_600, pemberiKerja: 191_192, pekerja: 95_596 });
  });

  it('the 2026 cap carries forward until a new letter', () => {
    expect(contributions(20_000_000, '2027-12').jp.dasarUpah).toBe(11_086_300);
    expect(bpjsRatesFor('2026-11').jp.sumber).toContain('B/1226/022026');
  });

  it('no JP past the JP retirement age; no figures before the first dated cap', () => {
    const c = bpjsContributions({ upah: 8_000_000, kelasRisikoJkk: 'sedang', ikutJp: false, rates: bpjsRatesFor('2026-05') });
    expect(c.jp).toEqual({ dasarUpah: 0, pemberiKerja: 0, pekerja: 0 });
    expect(c.iuranPensiunPekerja).toBe(160_000);
    expect(() => bpjsRatesFor('2023-02')).toThrow(RangeError);
  });

  it('an admin override of the cap replaces the dated figure', () => {
    const rates = bpjsRatesFor('2027-03');
    const c = bpjsContributions({
      upah: 20_000_000,
      kelasRisikoJkk: 'sedang',
      rates: { ...rates, jp: { ...rates.jp, batasUpah: 11_600_000 } },
    });
    expect(c.jp).toEqual({ dasarUpah: 11_600_000, pemberiKerja: 232_000, pekerja: 116_000 });
  });
});

describe('JKK by risk class, JKM', () => {
  it('10.000.000: 0,24 / 0,54 / 0,89 / 1,27 / 1,74 %, JKM 0,30 %', () => {
    const jkk = KELAS_RISIKO_JKK.map(
      (kelasRisikoJkk) =>
        bpjsContributions({ upah: 10_000_000, kelasRisikoJkk, rates: bpjsRatesFor('2026-05') }).jkk.pemberiKerja,
    );
    expect(jkk).toEqual([24_000, 54_000, 89_000, 127_000, 174_000]);
    expect(contributions(10_000_000).jkm.pemberiKerja).toBe(30_000);
  });

  it('refuses an unknown class and a wage that is not whole rupiah', () => {
    const rates = bpjsRatesFor('2026-05');
    expect(() => bpjsContributions({ upah: 5_000_000, kelasRisikoJkk: 'ekstrem' as never, rates })).toThrow(RangeError);
    expect(() => bpjsContributions({ upah: 5_000_000.5, kelasRisikoJkk: 'rendah', rates })).toThrow(RangeError);
    expect(() => bpjsContributions({ upah: -1, kelasRisikoJkk: 'rendah', rates })).toThrow(RangeError);
  });
});
