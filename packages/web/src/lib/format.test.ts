import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayShort,
  formatLongDate,
  formatMinutes,
  formatNumber,
  formatRupiah,
  formatShortDate,
  formatTime,
  parseShortDate,
  parseTime,
} from './format';

describe('one format per kind (decision 0026)', () => {
  it('shows minutes as X jam Y menit, and zero or missing as 0 menit', () => {
    expect(formatMinutes(125)).toBe('2 jam 5 menit');
    expect(formatMinutes(45)).toBe('0 jam 45 menit');
    expect(formatMinutes(0)).toBe('0 menit');
    expect(formatMinutes(undefined)).toBe('0 menit');
  });
  it('shows calendar dates with the long Indonesian month, never shifted by time zone', () => {
    expect(formatDate('2026-08-17')).toBe('17 Agustus 2026');
    expect(formatDate(null)).toBe('-');
    expect(formatLongDate('2026-11-23')).toBe('Senin, 23 November 2026');
    expect(formatDayShort('2026-03-03')).toBe('Sel, 3 Mar');
  });
  it('writes the numeric date day/month/year with slashes', () => {
    expect(formatShortDate('2026-11-03')).toBe('03/11/2026');
    expect(formatShortDate('2026-11-03T10:00:00+07:00'.slice(0, 10))).toBe('03/11/2026');
  });
  it('writes times 24-hour with a colon, in the zone asked for', () => {
    const at = '2026-11-23T10:05:00Z';
    expect(formatTime(at, 'Asia/Jakarta')).toBe('17:05');
    expect(formatTime(at, 'Asia/Jayapura')).toBe('19:05');
    expect(formatDateTime(at, 'Asia/Jakarta')).toBe('23 November 2026 17:05');
    expect(formatDateTime('2026-11-23T16:30:00Z', 'Asia/Jakarta')).toBe('23 November 2026 23:30');
  });
  it('groups thousands with dots and writes a negative sum of money one way', () => {
    expect(formatNumber(1250000)).toBe('1.250.000');
    expect(formatNumber(12.5)).toBe('12,5');
    expect(formatRupiah(290000)).toBe('Rp 290.000');
    expect(formatRupiah(-290000)).toBe('-Rp 290.000');
    expect(formatRupiah(0)).toBe('Rp 0');
  });
  it('reads what a person types into date and time fields', () => {
    expect(parseShortDate('23/11/2026')).toBe('2026-11-23');
    expect(parseShortDate('1/2/2026')).toBe('2026-02-01');
    expect(parseShortDate('31/02/2026')).toBeNull();
    expect(parseShortDate('11/23/2026')).toBeNull();
    expect(parseTime('17.05')).toBe('17:05');
    expect(parseTime('1705')).toBe('17:05');
    expect(parseTime('5:00 PM')).toBeNull();
    expect(parseTime('24:00')).toBeNull();
  });
});
