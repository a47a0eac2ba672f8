// Money and dated tables for the statutory rules. Pure: no database, no clock.
//
// THE ROUNDING RULE (the only one in this folder): an amount is computed exactly as a fraction of integers and
// the fraction of a rupiah is then dropped (rounded down), once, at the end of each statutory amount. Rupiah has
// no smaller unit in payment; PMK 168/2023's worked examples drop fractions (TER tax, biaya jabatan) and the law
// rounds PKP down to whole thousands (PMK 168/2023 Pasal 8 ayat (4)); rounding down never withholds or charges
// more than the exact amount. Rates are whole basis points, so no floating point ever touches money.

/** 1 basis point = 0,01 %: 25 = 0,25 %, 370 = 3,7 %, 10_000 = 100 %. */
export type BasisPoints = number;

const BP_PER_WHOLE = 10_000;

/** Throws unless `value` is whole, non-negative rupiah. */
export function assertRupiah(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${label} harus rupiah bulat, tidak negatif.`);
}

/** amount x numerator / denominator, fraction of a rupiah dropped. Exact (BigInt) for any safe integers. */
export function fraction(amount: number, numerator: number, denominator: number): number {
  assertRupiah(amount, 'Nominal');
  if (!Number.isSafeInteger(numerator) || numerator < 0 || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('Pecahan tidak valid.');
  }
  return Number((BigInt(amount) * BigInt(numerator)) / BigInt(denominator));
}

/** `rate` (basis points) of `amount`, fraction of a rupiah dropped. */
export function percentOf(amount: number, rate: BasisPoints): number {
  return fraction(amount, rate, BP_PER_WHOLE);
}

/** `rate` of `amount`, then raised by `surcharge` (both basis points) with a single rounding: 0,25 % x 120 %. */
export function percentOfWithSurcharge(amount: number, rate: BasisPoints, surcharge: BasisPoints): number {
  return fraction(amount, rate * (BP_PER_WHOLE + surcharge), BP_PER_WHOLE * BP_PER_WHOLE);
}

/** A row of a dated table: in force from `berlakuMulai` (yyyy-MM-dd) until the next row starts; `sumber` cites it. */
export interface Dated {
  berlakuMulai: string;
  sumber: string;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The row in force on `date` (yyyy-MM-dd): the latest row starting on or before it. Rows are in date order. */
export function inForceOn<T extends Dated>(rows: readonly T[], date: string, what: string): T {
  if (!DATE.test(date)) throw new RangeError(`Tanggal tidak valid: ${date}`);
  let found: T | undefined;
  for (const row of rows) if (row.berlakuMulai <= date) found = row;
  if (!found) throw new RangeError(`Belum ada ${what} yang berlaku pada ${date}.`);
  return found;
}

/** First day (yyyy-MM-dd) of a payroll period 'yyyy-MM'. */
export function periodStart(period: string): string {
  if (!PERIOD.test(period)) throw new RangeError(`Periode tidak valid (yyyy-MM): ${period}`);
  return `${period}-01`;
}

/** Throws unless `date` is a real calendar date yyyy-MM-dd; answers [year, month, day]. */
export function parseDate(date: string): [number, number, number] {
  if (!DATE.test(date)) throw new RangeError(`Tanggal tidak valid: ${date}`);
  const [y, m, d] = date.split('-').map(Number);
  if (d > daysInMonth(y, m)) throw new RangeError(`Tanggal tidak valid: ${date}`);
  return [y, m, d];
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
