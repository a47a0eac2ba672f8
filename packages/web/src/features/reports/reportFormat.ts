import { formatMinutes, formatNumber, formatShortDate } from '../../lib/format';

// Cell formats of the report screens (spec "Report screens" and section 9).

/** Durasi Terlambat: 'X jam Y menit', '00:00' when zero or missing. */
export function formatLateMinutes(minutes: number | null | undefined): string {
  return minutes ? formatMinutes(minutes) : '00:00';
}

/** Tanggal Absen: yyyy-MM-dd as day/month/year (04/03/2026). */
export function formatDayMonthYear(date: string | null | undefined): string {
  return formatShortDate(date?.slice(0, 10));
}

/**
 * Waktu Absen: day/month/year hour:minute:second in the location's own time, read from the ISO text (it
 * carries the location's offset), so the browser's time zone does not shift it; '-' when empty.
 */
export function formatPunchTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(iso);
  if (!match) return '-';
  return `${formatDayMonthYear(match[1])} ${match[2]}${match[3] ?? ':00'}`;
}

/** A wage cell: Indonesian number style; zero or missing is blank. */
export function formatWage(value: number | null | undefined): string {
  return value ? formatNumber(value) : '';
}

/** A day column of the wage report: weekday name plus day/month ('Senin 2/3'). */
export function wageDayHeader(h: { date: string; day: string }): string {
  return `${h.day} ${Number(h.date.slice(8, 10))}/${Number(h.date.slice(5, 7))}`;
}

/** Decimal hours (1.5) in Indonesian style (1,5). */
export function formatHours(hours: number | null | undefined): string {
  return formatNumber(hours ?? 0);
}
