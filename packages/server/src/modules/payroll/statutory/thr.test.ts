import { describe, expect, it } from 'vitest';
import { serviceMonths, thrAmount } from './index.ts';

// Worked examples of Permenaker 6/2016 Pasal 2-3: 12 months of service or more -> one month's wage; from 1 month
// -> masa kerja / 12 x one month's wage; under 1 month -> nothing. The examples use a holiday on 20 March 2026.

const HARI_RAYA = '2026-03-20';
const thr = (tanggalMasuk: string, upahSebulan = 6_000_000) =>
  thrAmount({ tanggalMasuk, tanggalHariRaya: HARI_RAYA, upahSebulan });

describe('thrAmount', () => {
  it('12 months or more: one month wage', () => {
    expect(thr('2020-01-06')).toEqual({ masaKerjaBulan: 74, nominal: 6_000_000 });
    expect(thr('2025-03-20')).toEqual({ masaKerjaBulan: 12, nominal: 6_000_000 });
  });

  it('1 to 11 months: masa kerja / 12 x wage', () => {
    expect(thr('2025-03-21')).toEqual({ masaKerjaBulan: 11, nominal: 5_500_000 });
    expect(thr('2025-08-01')).toEqual({ masaKerjaBulan: 7, nominal: 3_500_000 });
    expect(thr('2026-02-20')).toEqual({ masaKerjaBulan: 1, nominal: 500_000 });
  });

  it('under one month: nothing', () => {
    expect(thr('2026-02-21')).toEqual({ masaKerjaBulan: 0, nominal: 0 });
    expect(thr('2026-04-01')).toEqual({ masaKerjaBulan: 0, nominal: 0 });
  });

  it('drops the fraction of a rupiah: 7/12 x 5.555.555 = 3.240.740,41 -> 3.240.740', () => {
    expect(thr('2025-08-01', 5_555_555).nominal).toBe(3_240_740);
  });
});

describe('serviceMonths', () => {
  it('counts whole months, clamping a month-end join date', () => {
    expect(serviceMonths('2024-01-31', '2024-02-29')).toBe(1);
    expect(serviceMonths('2024-01-31', '2024-02-28')).toBe(0);
    expect(serviceMonths('2023-01-31', '2023-02-28')).toBe(1);
    expect(serviceMonths('2025-12-15', '2026-03-14')).toBe(2);
  });

  it('refuses impossible dates', () => {
    expect(() => serviceMonths('2026-02-30', HARI_RAYA)).toThrow(RangeError);
    expect(() => thrAmount({ tanggalMasuk: '2025-01-01', tanggalHariRaya: HARI_RAYA, upahSebulan: 1.5 })).toThrow(RangeError);
  });
});
