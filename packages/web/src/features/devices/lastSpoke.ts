const RELATIVE = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' });
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 menit yang lalu", "kemarin"; "Belum pernah" before a terminal's first call. */
export function lastSpoke(iso: string | null, now: Date = new Date()): string {
  if (!iso) return 'Belum pernah';
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(seconds) >= size) return RELATIVE.format(Math.trunc(seconds / size), unit);
  }
  return 'Baru saja';
}
