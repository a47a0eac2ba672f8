// Dates and local times for the demo's history. Indonesian zones keep no daylight saving, so a zone is a fixed
// offset from UTC.

export type Zona = 'Asia/Jakarta' | 'Asia/Makassar';

const OFFSET_HOURS: Record<Zona, number> = { 'Asia/Jakarta': 7, 'Asia/Makassar': 8 };
const DAY = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** ISO weekday: Senin = 1 … Minggu = 7, as jadwal_kerja_hari.hari. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** The local date of `at` in the zone. */
export function localDate(at: Date, zona: Zona): string {
  return new Date(at.getTime() + OFFSET_HOURS[zona] * 3_600_000).toISOString().slice(0, 10);
}

/** The instant of a local date and time (HH:mm) in the zone, moved by `minutes`. */
export function instant(date: string, time: string, zona: Zona, minutes = 0): Date {
  const [h, m] = time.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00Z`) + ((h - OFFSET_HOURS[zona]) * 60 + m + minutes) * 60_000);
}

/** Local HH:mm of an instant in the zone. */
export function localTime(at: Date, zona: Zona): string {
  return new Date(at.getTime() + OFFSET_HOURS[zona] * 3_600_000).toISOString().slice(11, 16);
}

/** The latest of yyyy-MM-dd dates. */
export const latest = (...dates: string[]) => [...dates].sort().at(-1) as string;

/** 'yyyy-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The first day of the month before the date's month. */
export function previousMonthStart(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
}
