import { describe, expect, it } from 'vitest';
import { fraction, inForceOn, percentOf, percentOfWithSurcharge, periodStart } from './money.ts';

// The one rounding rule: exact integer arithmetic, the fraction of a rupiah dropped once at the end.

describe('rounding', () => {
  it('drops the fraction, never rounds up', () => {
    expect(percentOf(5_400_200, 25)).toBe(13_500); // 13.500,50
    expect(percentOf(7_777_777, 370)).toBe(287_777); // 287.777,749
    expect(fraction(5_555_555, 7, 12)).toBe(3_240_740); // 3.240.740,41
  });

  it('stays exact beyond floating point: 35 % of 9 000 trillion', () => {
    expect(percentOf(9_000_000_000_000_000, 3500)).toBe(3_150_000_000_000_000);
    expect(percentOfWithSurcharge(2_715_000, 10_000, 2000)).toBe(3_258_000);
  });

  it('refuses fractional or negative rupiah', () => {
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
    expect(() => percentOf(-1, 100)).toThrow(RangeError);
  });
});

describe('dated tables', () => {
  const rows = [
    { berlakuMulai: '2025-03-01', sumber: 'a', v: 1 },
    { berlakuMulai: '2026-03-01', sumber: 'b', v: 2 },
  ];

  it('picks the latest row starting on or before the date', () => {
    expect(inForceOn(rows, '2026-02-28', 'x').v).toBe(1);
    expect(inForceOn(rows, '2026-03-01', 'x').v).toBe(2);
    expect(() => inForceOn(rows, '2025-02-28', 'x')).toThrow('Belum ada x yang berlaku pada 2025-02-28.');
  });

  it('takes periods as yyyy-MM', () => {
    expect(periodStart('2026-12')).toBe('2026-12-01');
    expect(() => periodStart('2026-13')).toThrow(RangeError);
  });
});
