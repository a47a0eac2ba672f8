export { localDate } from '../../lib/format';

/** '17:00 – 20:00', or '22:00 – 02:00 (hari berikutnya)' when the overtime crosses midnight. */
export function timeRange(l: { jam_mulai: string; jam_selesai: string }): string {
  const next = l.jam_selesai <= l.jam_mulai ? ' (hari berikutnya)' : '';
  return `${l.jam_mulai} – ${l.jam_selesai}${next}`;
}
