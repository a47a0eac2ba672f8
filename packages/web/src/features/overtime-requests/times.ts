const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local date `days` from today, yyyy-MM-dd (the form's bounds; the server checks the real ones). */
export function localDate(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** '17:00 – 20:00', or '22:00 – 02:00 (hari berikutnya)' when the overtime crosses midnight. */
export function timeRange(l: { jam_mulai: string; jam_selesai: string }): string {
  const next = l.jam_selesai <= l.jam_mulai ? ' (hari berikutnya)' : '';
  return `${l.jam_mulai} – ${l.jam_selesai}${next}`;
}
