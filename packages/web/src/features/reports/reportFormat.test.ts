import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../../lib/format';
import { formatDayMonthYear, formatHours, formatLateMinutes, formatPunchTime, formatWage, wageDayHeader } from './reportFormat';

describe('report cell formats', () => {
  it("shows minutes as 'X jam Y menit', zero or missing as '0 menit' (recap)", () => {
    expect(formatMinutes(125)).toBe('2 jam 5 menit');
    expect(formatMinutes(45)).toBe('0 jam 45 menit');
    expect(formatMinutes(0)).toBe('0 menit');
    expect(formatMinutes(null)).toBe('0 menit');
  });

  it("shows late minutes as 'X jam Y menit', zero or missing as '00:00'", () => {
    expect(formatLateMinutes(75)).toBe('1 jam 15 menit');
    expect(formatLateMinutes(0)).toBe('00:00');
    expect(formatLateMinutes(undefined)).toBe('00:00');
  });

  it('shows dates as day/month/year and punch times in the location time with seconds', () => {
    expect(formatDayMonthYear('2026-03-04')).toBe('04/03/2026');
    expect(formatPunchTime('2026-03-04T08:30:15+08:00')).toBe('04/03/2026 08:30:15');
    expect(formatPunchTime('2026-03-04T23:05+07:00')).toBe('04/03/2026 23:05:00');
    expect(formatPunchTime(null)).toBe('-');
  });

  it('shows wages in Indonesian style and zero as blank', () => {
    expect(formatWage(1250000)).toBe('1.250.000');
    expect(formatWage(0)).toBe('');
    expect(formatWage(undefined)).toBe('');
    expect(wageDayHeader({ date: '2026-03-02', day: 'Senin' })).toBe('Senin 2/3');
    expect(formatHours(1.5)).toBe('1,5');
  });
});
