import { describe, expect, it } from 'vitest';
import { checkOvertimeLimits, overtimeHours, overtimeMinutes, overtimePay } from './index.ts';

// Worked examples of PP 35/2021 (PKWT, Alih Daya, Waktu Kerja dan Waktu Istirahat, dan PHK):
//  - art. 32 (2): upah sejam = 1/173 x upah sebulan;
//  - art. 31 (1): working day, first overtime hour 1.5x, every later hour 2x;
//  - art. 31 (2) a: rest day/holiday, 6-day week: hours 1-7 2x, hour 8 3x, hours 9-11 4x;
//  - art. 31 (2) b: holiday on the shortest working day of a 6-day week: hours 1-5 2x, 6 3x, 7-9 4x;
//  - art. 31 (3): rest day/holiday, 5-day week: hours 1-8 2x, hour 9 3x, hours 10-12 4x;
//  - art. 26: at most 4 hours a day and 18 a week, not counting rest days and public holidays.
// With a monthly wage of Rp 5.000.000 the hourly wage is 5.000.000/173 = Rp 28.901,73.

const WAGE = 5_000_000;

describe('overtimeHours', () => {
  it('counts hours and minutes between two times', () => {
    expect(overtimeHours('17:00', '20:00')).toBe(3);
    expect(overtimeMinutes('17:00', '18:45')).toBe(105);
    expect(overtimeHours('17:00', '18:30')).toBe(1.5);
  });

  it('crosses midnight when the end is earlier than the start', () => {
    expect(overtimeHours('22:00', '02:00')).toBe(4);
    expect(overtimeMinutes('23:30', '00:15')).toBe(45);
  });

  it('answers 0 for equal times and refuses malformed ones', () => {
    expect(overtimeHours('08:00', '08:00')).toBe(0);
    expect(() => overtimeHours('24:00', '01:00')).toThrow(RangeError);
    expect(() => overtimeHours('8:00', '10:00')).toThrow(RangeError);
  });
});

describe('overtimePay: worked examples of PP 35/2021 art. 31-32', () => {
  it('weekday, 3 hours (art. 31 (1)): 1.5x for hour 1, 2x for hours 2-3', () => {
    const pay = overtimePay({ hours: 3, monthlyWage: WAGE, dayType: 'kerja', workWeek: 5 });
    // 1 x 1.5 x 28.901,73 = 43.352,60 -> 43.353; 2 x 2 x 28.901,73 = 115.606,94 -> 115.607.
    expect(pay).toEqual({
      total_jam: 3,
      upah_sejam: 28902,
      rincian: [
        { jam_ke: '1', jam: 1, pengali: 1.5, nominal: 43353 },
        { jam_ke: '2-3', jam: 2, pengali: 2, nominal: 115607 },
      ],
      total: 158960,
    });
  });

  it('rest day, 10 hours, 5-day week (art. 31 (3)): 2x hours 1-8, 3x hour 9, 4x hour 10', () => {
    const pay = overtimePay({ hours: 10, monthlyWage: WAGE, dayType: 'libur', workWeek: 5 });
    // 8 x 2 x 28.901,73 = 462.427,75 -> 462.428; 1 x 3 x ... = 86.705,20 -> 86.705; 1 x 4 x ... = 115.606,94 -> 115.607.
    expect(pay.rincian).toEqual([
      { jam_ke: '1-8', jam: 8, pengali: 2, nominal: 462428 },
      { jam_ke: '9', jam: 1, pengali: 3, nominal: 86705 },
      { jam_ke: '10', jam: 1, pengali: 4, nominal: 115607 },
    ]);
    expect(pay.total).toBe(664740);
  });

  it('rest day, 10 hours, 6-day week (art. 31 (2) a): 2x hours 1-7, 3x hour 8, 4x hours 9-10', () => {
    const pay = overtimePay({ hours: 10, monthlyWage: WAGE, dayType: 'libur', workWeek: 6 });
    // 7 x 2 x 28.901,73 = 404.624,28 -> 404.624 (the Rp 404.624,276 of the published 7-hour example);
    // 1 x 3 x ... = 86.705,20 -> 86.705; 2 x 4 x ... = 231.213,87 -> 231.214.
    expect(pay.rincian).toEqual([
      { jam_ke: '1-7', jam: 7, pengali: 2, nominal: 404624 },
      { jam_ke: '8', jam: 1, pengali: 3, nominal: 86705 },
      { jam_ke: '9-10', jam: 2, pengali: 4, nominal: 231214 },
    ]);
    expect(pay.total).toBe(722543);
  });

  it('holiday on the shortest working day of a 6-day week (art. 31 (2) b): 2x 1-5, 3x 6, 4x 7-8', () => {
    const pay = overtimePay({ hours: 8, monthlyWage: WAGE, dayType: 'libur', workWeek: 6, holidayOnShortestDay: true });
    expect(pay.rincian).toEqual([
      { jam_ke: '1-5', jam: 5, pengali: 2, nominal: 289017 },
      { jam_ke: '6', jam: 1, pengali: 3, nominal: 86705 },
      { jam_ke: '7-8', jam: 2, pengali: 4, nominal: 231214 },
    ]);
    expect(pay.total).toBe(606936);
    expect(() => overtimePay({ hours: 8, monthlyWage: WAGE, dayType: 'libur', workWeek: 5, holidayOnShortestDay: true })).toThrow(
      RangeError,
    );
  });

  it('pays a partial hour minute-exact at the rate of the hour it falls in', () => {
    // 1 h 30 min on a weekday: 60 min at 1.5x (43.352,60 -> 43.353) and 30 min at 2x (28.901,73 -> 28.902).
    const pay = overtimePay({ hours: overtimeHours('17:00', '18:30'), monthlyWage: WAGE, dayType: 'kerja', workWeek: 5 });
    expect(pay.rincian).toEqual([
      { jam_ke: '1', jam: 1, pengali: 1.5, nominal: 43353 },
      { jam_ke: '2', jam: 0.5, pengali: 2, nominal: 28902 },
    ]);
    expect(pay.total).toBe(72255);
    // 45 minutes: all in hour 1.
    const short = overtimePay({ hours: 0.75, monthlyWage: WAGE, dayType: 'kerja', workWeek: 6 });
    expect(short.rincian).toEqual([{ jam_ke: '1', jam: 0.75, pengali: 1.5, nominal: 32514 }]);
  });

  it('keeps 4x beyond the hours the regulation names (5-day week, 13 hours)', () => {
    const pay = overtimePay({ hours: 13, monthlyWage: WAGE, dayType: 'libur', workWeek: 5 });
    expect(pay.rincian.at(-1)).toEqual({ jam_ke: '10-13', jam: 4, pengali: 4, nominal: 462428 });
  });

  it('rounds each tier to the rupiah and totals the tiers, so the breakdown adds up', () => {
    for (const wage of [4_901_798, 5_396_761, 12_345_678]) {
      const pay = overtimePay({ hours: 3.25, monthlyWage: wage, dayType: 'kerja', workWeek: 5 });
      expect(pay.total).toBe(pay.rincian.reduce((s, t) => s + t.nominal, 0));
      for (const t of pay.rincian) expect(Number.isInteger(t.nominal)).toBe(true);
      const exact = ((1 * 1.5 + 2.25 * 2) * wage) / 173;
      expect(Math.abs(pay.total - exact)).toBeLessThanOrEqual(1);
    }
  });

  it('answers no tiers for no overtime and refuses nonsense input', () => {
    expect(overtimePay({ hours: 0, monthlyWage: WAGE, dayType: 'kerja', workWeek: 5 })).toEqual({
      total_jam: 0,
      upah_sejam: 28902,
      rincian: [],
      total: 0,
    });
    expect(() => overtimePay({ hours: -1, monthlyWage: WAGE, dayType: 'kerja', workWeek: 5 })).toThrow(RangeError);
    expect(() => overtimePay({ hours: 2, monthlyWage: 1000.5, dayType: 'kerja', workWeek: 5 })).toThrow(RangeError);
  });
});

describe('checkOvertimeLimits: PP 35/2021 art. 26', () => {
  it('allows up to 4 hours on a working day and refuses more', () => {
    expect(checkOvertimeLimits(0, 4, 'kerja')).toBeNull();
    expect(checkOvertimeLimits(0, 4.5, 'kerja')).toBe('Lembur pada hari kerja paling lama 4 jam sehari (PP 35/2021 Pasal 26).');
    expect(checkOvertimeLimits(2, 2.5, 'kerja', 2)).toBe(
      'Lembur pada hari kerja paling lama 4 jam sehari (PP 35/2021 Pasal 26). Hari ini sudah 2 jam, sisa 2 jam.',
    );
  });

  it('allows up to 18 hours a week and refuses more, naming what is left', () => {
    expect(checkOvertimeLimits(14, 4, 'kerja')).toBeNull();
    expect(checkOvertimeLimits(15.5, 3, 'kerja')).toBe(
      'Lembur paling lama 18 jam seminggu (PP 35/2021 Pasal 26). Minggu ini sudah 15,5 jam, sisa 2,5 jam.',
    );
    expect(checkOvertimeLimits(18, 0.25, 'kerja')).toBe(
      'Lembur paling lama 18 jam seminggu (PP 35/2021 Pasal 26). Minggu ini sudah 18 jam, sisa 0 jam.',
    );
  });

  it('does not limit overtime on a rest day or public holiday (art. 26 (2))', () => {
    expect(checkOvertimeLimits(18, 10, 'libur')).toBeNull();
  });
});
