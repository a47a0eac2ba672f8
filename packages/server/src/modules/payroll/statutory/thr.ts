import { assertRupiah, daysInMonth, fraction, parseDate } from './money.ts';

// Religious holiday allowance (THR keagamaan), Permenaker 6/2016:
//  - Pasal 2 ayat (1): due to a worker with at least 1 month of continuous service;
//  - Pasal 3 ayat (1): 12 months or more -> 1 month's wage; 1 to 12 months -> masa kerja / 12 x 1 month's wage;
//  - Pasal 3 ayat (2)-(4): the month's wage is the wage without allowances or basic wage + fixed allowances; for
//    daily casual workers and piece-rate workers the average monthly wage of the last 12 months (or of the months
//    worked, when fewer). The caller computes that wage; these rules only apply the service proration.
// Service is counted in whole months completed from the join date up to the holiday (a started month does not
// count), and the amount is rounded down to the rupiah like every statutory amount (money.ts).

const MONTHS_A_YEAR = 12;

/** Whole months from `from` to `to` (yyyy-MM-dd): 31 January -> 29 February 2024 is one month (month-end clamp). */
export function serviceMonths(from: string, to: string): number {
  const [y1, m1, d1] = parseDate(from);
  const [y2, m2, d2] = parseDate(to);
  if (to < from) return 0;
  const months = (y2 - y1) * MONTHS_A_YEAR + (m2 - m1);
  const anniversaryDay = Math.min(d1, daysInMonth(y2, m2));
  return d2 >= anniversaryDay ? months : months - 1;
}

/** `date` (yyyy-MM-dd) moved back `months` whole months, the day clamped to the month's end (31 March - 1 = 28 Feb). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = parseDate(date);
  const index = y * MONTHS_A_YEAR + (m - 1) - months;
  const year = Math.floor(index / MONTHS_A_YEAR);
  const month = (index % MONTHS_A_YEAR) + 1;
  const day = Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface ThrInput {
  /** yyyy-MM-dd the continuous service began. */
  tanggalMasuk: string;
  /** yyyy-MM-dd of the religious holiday the THR is for. */
  tanggalHariRaya: string;
  /** One month's wage per Pasal 3 ayat (2)-(4), rupiah. */
  upahSebulan: number;
}

export interface Thr {
  masaKerjaBulan: number;
  nominal: number;
}

export function thrAmount(input: ThrInput): Thr {
  assertRupiah(input.upahSebulan, 'Upah sebulan');
  const masaKerjaBulan = serviceMonths(input.tanggalMasuk, input.tanggalHariRaya);
  if (masaKerjaBulan < 1) return { masaKerjaBulan, nominal: 0 };
  const months = Math.min(masaKerjaBulan, MONTHS_A_YEAR);
  return { masaKerjaBulan, nominal: fraction(input.upahSebulan, months, MONTHS_A_YEAR) };
}
