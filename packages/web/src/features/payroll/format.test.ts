import { describe, expect, it } from 'vitest';
import { bulanLalu, namaBulan, namaTanggal } from './format';

describe('payroll format', () => {
  it('names a month in Indonesian', () => {
    expect(namaBulan('2026-10')).toBe('Oktober 2026');
    expect(namaBulan('2027-01')).toBe('Januari 2027');
  });
  it('names a THR reference date in Indonesian', () => {
    expect(namaTanggal('2026-03-20')).toBe('20 Maret 2026');
    expect(namaTanggal('2026-12-05')).toBe('5 Desember 2026');
  });
  it('picks the month just closed, across a year end', () => {
    expect(bulanLalu(new Date(2026, 10, 22))).toBe('2026-10');
    expect(bulanLalu(new Date(2027, 0, 5))).toBe('2026-12');
  });
});
