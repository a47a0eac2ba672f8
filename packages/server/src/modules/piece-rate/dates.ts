import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { workdayFor } from '../schedules/index.ts';
import { tanggalAngka } from '@hadir/contract';

export const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, { [field]: message });

/** yyyy-MM-dd plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 20/11/2026, for messages and summaries (decision 0026). */
export const dmy = tanggalAngka;

/** The company's date (prices are set by head office, in Asia/Jakarta). */
export function jakartaToday(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(at);
}

/** Today in the employee's own time zone (their location's). */
export async function localToday(db: Db, userId: number, at: Date): Promise<string> {
  const today = await workdayFor(db, userId, at);
  if (!today) throw new AppError('UNAUTHENTICATED');
  return today.date;
}
