import type { Db } from '../../platform/db.ts';

/**
 * Where the monthly wage of overtime pay comes from (PP 35/2021 art. 32: hourly wage = monthly wage / 173).
 * Payroll owns wages and registers its source when it loads (it reads this module, never the reverse); until
 * then `fallback` (users.upah_bulanan, read with the request) is used. Null = unknown: hours without rupiah.
 */
export type MonthlyWageSource = (db: Db, userIds: number[]) => Promise<Map<number, number | null>>;

let source: MonthlyWageSource | undefined;

export function registerMonthlyWageSource(fn: MonthlyWageSource) {
  source = fn;
}

export async function monthlyWage(db: Db, userId: number, fallback: number | null): Promise<number | null> {
  if (!source) return fallback;
  return (await source(db, [userId])).get(userId) ?? null;
}
