import { describe, expect, it } from 'vitest';
import { formatDate, formatMinutes, formatNumber } from './format';

describe('id-ID formats', () => {
  it('shows minutes as X jam Y menit, and zero or missing as 0 menit', () => {
    expect(formatMinutes(125)).toBe('2 jam 5 menit');
    expect(formatMinutes(45)).toBe('0 jam 45 menit');
    expect(formatMinutes(0)).toBe('0 menit');
    expect(formatMinutes(undefined)).toBe('0 menit');
  });
  it('shows calendar dates with the long Indonesian month, never shifted by time zone', () => {
    expect(formatDate('2026-08-17')).toBe('17 Agustus 2026');
    expect(formatDate(null)).toBe('-');
  });
  it('groups thousands with dots', () => {
    expect(formatNumber(1250000)).toBe('1.250.000');
  });
});
