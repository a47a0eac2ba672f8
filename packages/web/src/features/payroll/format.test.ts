import { describe, expect, it } from 'vitest';
import { bulanLalu, namaBulan } from './format';

describe('payroll format', () => {
  it('names a month in Indonesian', () => {
    expect(namaBulan('2026-10')).toBe('Oktober 2026');
    expect(namaBulan('2027-01')).toBe('Januari 2027');
  });
  it('picks the month just closed, across a year end', () => {
    expect(bulanLalu(new Date(2026, 10, 22))).toBe('2026-10');
    expect(bulanLalu(new Date(2027, 0, 5))).toBe('2026-12');
  });
});
