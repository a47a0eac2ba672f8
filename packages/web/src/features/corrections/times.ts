import type { KoreksiWaktu } from '@hadir/contract';

/** 'Masuk 08:00 · Pulang 17:00' for the times a correction proposes. */
export function proposedTimes(k: KoreksiWaktu): string {
  return [k.jam_masuk && `Masuk ${k.jam_masuk}`, k.jam_pulang && `Pulang ${k.jam_pulang}`].filter(Boolean).join(' · ');
}

/** A clock-out at or before the clock-in is on the next day (night shift); say so next to it. */
export function pulangLabel(t: KoreksiWaktu): string | null {
  if (!t.jam_pulang) return null;
  return t.jam_masuk && t.jam_pulang <= t.jam_masuk ? `${t.jam_pulang} (hari berikutnya)` : t.jam_pulang;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The browser's local date, yyyy-MM-dd: the latest date the form offers (the server checks the real one). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
