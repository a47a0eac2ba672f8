import { describe, expect, it } from 'vitest';
import { groupDigits, localDate, parseDigits } from './format';

describe('the rupiah amount field', () => {
  it('keeps whole rupiah only: separators, letters and decimals are not part of the number', () => {
    expect(parseDigits('1.250.000')).toBe(1250000);
    expect(parseDigits('Rp 75.500')).toBe(75500);
    expect(parseDigits('')).toBeUndefined();
    expect(parseDigits('abc')).toBeUndefined();
  });
  it('shows the amount grouped the Indonesian way', () => {
    expect(groupDigits(1250000)).toBe('1.250.000');
    expect(groupDigits(undefined)).toBe('');
  });
  it('counts form date bounds from the local calendar date', () => {
    expect(localDate(-90, new Date(2026, 2, 1, 23, 30))).toBe('2025-12-01');
    expect(localDate(0, new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});
