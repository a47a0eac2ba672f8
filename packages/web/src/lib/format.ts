/** Indonesian formats (id-ID) used across the app. */
const LOCALE = 'id-ID';

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare yyyy-MM-dd is a calendar date: read it as local midnight, not UTC.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

/** 22 November 2026 */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  return toDate(value).toLocaleDateString(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** 22 November 2026 08.30 */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '-';
  return toDate(value).toLocaleString(LOCALE, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** Minggu, 22 November 2026 */
export function formatLongDate(value: string | Date): string {
  return toDate(value).toLocaleDateString(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export function formatNumber(value: number | null | undefined): string {
  return value == null ? '' : value.toLocaleString(LOCALE);
}

export function formatRupiah(value: number | null | undefined): string {
  return value == null ? '-' : `Rp ${value.toLocaleString(LOCALE)}`;
}

/** 'X jam Y menit'; zero or missing is '0 menit' (spec, reports). */
export function formatMinutes(total: number | null | undefined): string {
  if (!total) return '0 menit';
  return `${Math.floor(total / 60)} jam ${Math.round(total % 60)} menit`;
}

export const WEEKDAYS = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;

export const TIME_ZONE_LABELS: Record<string, string> = {
  'Asia/Jakarta': 'WIB (Asia/Jakarta)',
  'Asia/Makassar': 'WITA (Asia/Makassar)',
  'Asia/Jayapura': 'WIT (Asia/Jayapura)',
};
