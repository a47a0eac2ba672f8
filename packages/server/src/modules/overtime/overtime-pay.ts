import {
  JAM_KERJA_SEBULAN,
  LEMBUR_MAKS_JAM_SEHARI,
  LEMBUR_MAKS_JAM_SEMINGGU,
  type OvertimeDayType,
  type OvertimePay,
  type OvertimeTier,
  type WorkWeek,
} from '@hadir/contract';

// Overtime pay under PP 35/2021 (Peraturan Pemerintah 35/2021 tentang PKWT, Alih Daya, Waktu Kerja dan
// Waktu Istirahat, dan PHK). Pure: no database, no clock.
//
// Partial hours are paid minute-exact, pro rata. Art. 31 prices each overtime hour and neither PP 35/2021
// nor Kepmenakertrans 102/MEN/VI/2004 rounds a started hour up or down; the only rule that did (PP 31/1954,
// for government workers: under half an hour dropped, half an hour or more counted as a full hour) does
// not apply to private employment. So every minute worked is paid at the multiplier of the hour it falls
// in (minutes 0-59 are hour 1, 60-119 hour 2, ...), and no minute is lost or invented.
//
// Rounding: each tier's pay is rounded to the nearest rupiah (half up) and the total is the sum of the
// tiers, so the breakdown on the detail page and the payslip always adds up to the total shown. The hourly
// wage itself is never rounded before multiplying (1/173 of the monthly wage stays an exact fraction),
// so each tier is within half a rupiah of the exact amount.

const MINUTES = 60;

interface Tier {
  /** First overtime hour of the tier (1-based). */
  from: number;
  /** Last hour, inclusive; Infinity for the open-ended top tier. */
  to: number;
  pengali: number;
}

// Art. 31 (1): a working day, first hour 1.5x, every later hour 2x.
const WORKING_DAY: Tier[] = [
  { from: 1, to: 1, pengali: 1.5 },
  { from: 2, to: Infinity, pengali: 2 },
];
// Art. 31 (3): rest day or public holiday, 5-day week of 40 hours: hours 1-8 2x, 9 3x, 10-12 4x.
const REST_DAY_5: Tier[] = [
  { from: 1, to: 8, pengali: 2 },
  { from: 9, to: 9, pengali: 3 },
  { from: 10, to: Infinity, pengali: 4 },
];
// Art. 31 (2) a: rest day or public holiday, 6-day week of 40 hours: hours 1-7 2x, 8 3x, 9-11 4x.
const REST_DAY_6: Tier[] = [
  { from: 1, to: 7, pengali: 2 },
  { from: 8, to: 8, pengali: 3 },
  { from: 9, to: Infinity, pengali: 4 },
];
// Art. 31 (2) b: a public holiday on the shortest working day of a 6-day week: hours 1-5 2x, 6 3x, 7-9 4x.
const HOLIDAY_ON_SHORTEST_DAY_6: Tier[] = [
  { from: 1, to: 5, pengali: 2 },
  { from: 6, to: 6, pengali: 3 },
  { from: 7, to: Infinity, pengali: 4 },
];
// The law names the 4x hours up to the 12th (5-day), 11th (6-day) and 9th (shortest day); it names no
// lower rate for any later hour, so the top tier stays open-ended rather than paying a longer day less.

/** Minutes from start to end (HH:mm); an end at or before the start is on the next day (past midnight). */
export function overtimeMinutes(start: string, end: string): number {
  const s = toMinutes(start);
  const e = toMinutes(end);
  if (s === e) return 0;
  return e > s ? e - s : e + 24 * MINUTES - s;
}

/** Overtime hours between two HH:mm times, across midnight when end <= start; 0 for equal times. */
export function overtimeHours(start: string, end: string): number {
  return overtimeMinutes(start, end) / MINUTES;
}

function toMinutes(time: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) throw new RangeError(`Jam tidak valid: ${time}`);
  return Number(m[1]) * MINUTES + Number(m[2]);
}

export interface OvertimePayInput {
  /** Overtime hours (fractional allowed; counted to the minute). */
  hours: number;
  /** The monthly wage the overtime is based on (art. 32 (3)-(4) and 33 decide what goes in it), rupiah. */
  monthlyWage: number;
  dayType: OvertimeDayType;
  workWeek: WorkWeek;
  /** Art. 31 (2) b: a public holiday falling on the shortest working day of a 6-day week. */
  holidayOnShortestDay?: boolean;
}

function tiersFor(input: OvertimePayInput): Tier[] {
  if (input.dayType === 'kerja') return WORKING_DAY;
  if (input.workWeek === 5) return REST_DAY_5;
  return input.holidayOnShortestDay ? HOLIDAY_ON_SHORTEST_DAY_6 : REST_DAY_6;
}

/** a / b rounded to the nearest integer, halves up, for non-negative integers (exact, no floating point). */
function divRound(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

export function overtimePay(input: OvertimePayInput): OvertimePay {
  const { hours, monthlyWage } = input;
  if (!Number.isFinite(hours) || hours < 0) throw new RangeError('Jam lembur tidak valid.');
  if (!Number.isSafeInteger(monthlyWage) || monthlyWage < 0) throw new RangeError('Upah sebulan harus rupiah bulat.');
  if (input.holidayOnShortestDay && (input.dayType !== 'libur' || input.workWeek !== 6)) {
    throw new RangeError('Hari libur pada hari kerja terpendek hanya berlaku untuk 6 hari kerja seminggu.');
  }
  const totalMinutes = Math.round(hours * MINUTES);
  const rincian: OvertimeTier[] = [];
  for (const tier of tiersFor(input)) {
    const startMin = (tier.from - 1) * MINUTES;
    const endMin = Math.min(totalMinutes, tier.to * MINUTES);
    if (endMin <= startMin) break;
    const minutes = endMin - startMin;
    const lastHour = Math.ceil(endMin / MINUTES);
    // pay = minutes/60 x pengali x wage/173; pengali x 2 is an integer (1.5 -> 3), so this stays exact.
    const nominal = divRound(minutes * tier.pengali * 2 * monthlyWage, MINUTES * 2 * JAM_KERJA_SEBULAN);
    rincian.push({
      jam_ke: lastHour === tier.from ? String(tier.from) : `${tier.from}-${lastHour}`,
      jam: minutes / MINUTES,
      pengali: tier.pengali,
      nominal,
    });
  }
  return {
    total_jam: totalMinutes / MINUTES,
    upah_sejam: divRound(monthlyWage, JAM_KERJA_SEBULAN),
    rincian,
    total: rincian.reduce((sum, t) => sum + t.nominal, 0),
  };
}

/**
 * PP 35/2021 art. 26: overtime on working days is at most 4 hours a day and 18 hours a week; overtime on
 * the weekly rest day or a public holiday is outside both limits (art. 26 (2)). `existingHoursThatWeek`
 * (and `existingHoursThatDay`) are the working-day overtime hours already filed, pending or approved.
 * Answers the refusal in Indonesian, or null when the new overtime fits.
 */
export function checkOvertimeLimits(
  existingHoursThatWeek: number,
  newHours: number,
  dayType: OvertimeDayType,
  existingHoursThatDay = 0,
): string | null {
  if (dayType === 'libur') return null;
  const day = Math.round((existingHoursThatDay + newHours) * MINUTES);
  if (day > LEMBUR_MAKS_JAM_SEHARI * MINUTES) {
    const sisa = Math.max(0, LEMBUR_MAKS_JAM_SEHARI - existingHoursThatDay);
    return existingHoursThatDay > 0
      ? `Lembur pada hari kerja paling lama ${LEMBUR_MAKS_JAM_SEHARI} jam sehari (PP 35/2021 Pasal 26). Hari ini sudah ${formatHours(existingHoursThatDay)} jam, sisa ${formatHours(sisa)} jam.`
      : `Lembur pada hari kerja paling lama ${LEMBUR_MAKS_JAM_SEHARI} jam sehari (PP 35/2021 Pasal 26).`;
  }
  const week = Math.round((existingHoursThatWeek + newHours) * MINUTES);
  if (week > LEMBUR_MAKS_JAM_SEMINGGU * MINUTES) {
    const sisa = Math.max(0, LEMBUR_MAKS_JAM_SEMINGGU - existingHoursThatWeek);
    return `Lembur paling lama ${LEMBUR_MAKS_JAM_SEMINGGU} jam seminggu (PP 35/2021 Pasal 26). Minggu ini sudah ${formatHours(existingHoursThatWeek)} jam, sisa ${formatHours(sisa)} jam.`;
  }
  return null;
}

/** 2.5 -> '2,5' (Indonesian decimal comma), at most two decimals. */
function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100).replace('.', ',');
}
