// The one place the web writes a date, a time, a sum of money or a number a person reads
// (docs/decisions/0026-one-format-per-kind.md). Every helper writes the same text whatever the browser's language:
// the words and digits are built by hand (@hadir/contract), never by the browser's locale.
import {
  bacaJam,
  bacaTanggalAngka,
  formatAngka,
  formatRupiah as rupiah,
  jamDinding,
  NAMA_BULAN,
  NAMA_HARI_SEPEKAN,
  namaBulan,
  namaHariTanggal,
  namaTanggal,
  namaTanggalJam,
  tanggalAngka,
} from '@hadir/contract/format';

export { bacaJam as parseTime, bacaTanggalAngka as parseShortDate, namaBulan as formatMonth };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (yyyy-MM-dd) a value stands for: a bare date as it is, an instant on the browser's clock. */
function calendarDate(value: string | Date): string {
  if (typeof value === 'string' && ISO_DATE.test(value)) return value;
  return jamDinding(value instanceof Date ? value : new Date(value)).tanggal;
}

/** 23 November 2026: the date of text and lists (spec: day, long month, year). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  return namaTanggal(calendarDate(value));
}

/** 23/11/2026: the date of inputs, table cells the spec writes day/month/year, and sheets. */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  return tanggalAngka(calendarDate(value));
}

/** 23 November 2026 17:05 (24-hour), on the browser's clock or in `timeZone`. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '-';
  return namaTanggalJam(value instanceof Date ? value : new Date(value), timeZone);
}

/** 17:05 (24-hour, colon): an instant's time on the browser's clock or in `timeZone`. */
export function formatTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '-';
  return jamDinding(value instanceof Date ? value : new Date(value), timeZone).jam;
}

/** Senin, 23 November 2026: a heading that names the day. */
export function formatLongDate(value: string | Date): string {
  return namaHariTanggal(calendarDate(value));
}

/** Sel, 3 Mar: a day in a narrow list of days (a month's schedule at phone width). */
export function formatDayShort(tanggal: string): string {
  const day = new Date(`${tanggal.slice(0, 10)}T00:00:00Z`).getUTCDay();
  const month = NAMA_BULAN[Number(tanggal.slice(5, 7)) - 1] ?? '';
  return `${NAMA_HARI_SEPEKAN[day].slice(0, 3)}, ${Number(tanggal.slice(8, 10))} ${month.slice(0, 3)}`;
}

/** 1.250.000; 12,5 (at most `digits` decimals); '' for nothing. */
export function formatNumber(value: number | null | undefined, digits = 2): string {
  return value == null ? '' : formatAngka(value, digits);
}

/** Rp 290.000; a negative sum -Rp 290.000; '-' for nothing. */
export function formatRupiah(value: number | null | undefined): string {
  return value == null ? '-' : rupiah(value);
}

/** 'X jam Y menit'; zero or missing is '0 menit' (spec, reports). */
export function formatMinutes(total: number | null | undefined): string {
  if (!total) return '0 menit';
  return `${Math.floor(total / 60)} jam ${Math.round(total % 60)} menit`;
}

/** The browser's local date `days` from today, yyyy-MM-dd: a form's default or bound (the server checks the real one). */
export function localDate(days = 0, now = new Date()): string {
  return jamDinding(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days)).tanggal;
}

export const WEEKDAYS = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;

export const TIME_ZONE_LABELS: Record<string, string> = {
  'Asia/Jakarta': 'WIB (Asia/Jakarta)',
  'Asia/Makassar': 'WITA (Asia/Makassar)',
  'Asia/Jayapura': 'WIT (Asia/Jayapura)',
};
