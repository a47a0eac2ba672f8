import type { JadwalSaya, JadwalSayaHari } from '@hadir/contract';
import { jamDinding } from '@hadir/contract/format';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formatDayShort } from '../../lib/format';

/**
 * GET /jadwal-saya. Without `bulan` the server answers the current month in the person's location zone, so the
 * first tab never depends on the phone's clock or zone; the next month is derived from that answer.
 */
export const useJadwalSaya = (bulan: string | undefined, enabled = true) =>
  useQuery({
    queryKey: ['jadwal-saya', bulan ?? 'ini'],
    queryFn: () => api.get<JadwalSaya>('/jadwal-saya', { query: { bulan } }),
    enabled,
  });

/** '2026-12' + 1 -> '2027-01'. */
export function addMonths(bulan: string, by: number): string {
  const [y, m] = bulan.split('-').map(Number);
  const n = y * 12 + (m - 1) + by;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
}

/** '2026-03-03' -> 'Sel, 3 Mar'. Read as a calendar date in UTC so the phone's zone cannot shift it. */
export function tanggalPendek(tanggal: string): string {
  return formatDayShort(tanggal);
}

/** '22:00 - 06:00' of a working day; null on a day off or holiday. */
export function jamJadwal(h: JadwalSayaHari): string | null {
  return h.libur || !h.jam_masuk || !h.jam_pulang ? null : `${h.jam_masuk} - ${h.jam_pulang}`;
}

/** Today's local date (yyyy-MM-dd) in the person's location zone. */
export function hariIni(zone: string, at = new Date()): string {
  return jamDinding(at, zone).tanggal;
}
