import type { AttendanceToday, LokasiSaya, PunchType } from '@hadir/contract';
import { api } from '../../lib/api';

/** What the punch pages carry from the GPS step to the photo step (router state). */
export interface PunchLocation {
  type: PunchType;
  latitude: number;
  longitude: number;
  akurasi: number;
  /** The person's reason for an early clock-out, asked before the camera (EarlyClockOutDialog). */
  alasan_pulang_awal?: string;
}

export const isPunchLocation = (v: unknown): v is PunchLocation => {
  const s = v as Partial<PunchLocation> | null;
  return !!s && (s.type === 'IN' || s.type === 'OUT') && typeof s.latitude === 'number' && typeof s.longitude === 'number';
};

/** GET /attendance/today, always fresh: the punch pages decide from it which punch comes next. */
export const todayQuery = {
  queryKey: ['attendance', 'today'] as const,
  queryFn: () => api.get<AttendanceToday>('/attendance/today'),
  staleTime: 0,
};

/** A clock-out now would come well before the shift's end (the server's pulang_awal_sebelum, the phone's clock). */
export const isEarlyClockOut = (today: AttendanceToday | undefined, at = Date.now()) =>
  !!today?.pulang_awal_sebelum && at < Date.parse(today.pulang_awal_sebelum);

/** Router state of the GPS step when the server refused a punch for the place: why, and the reason already given. */
export interface PunchRefused {
  ditolak: string;
  alasan_pulang_awal?: string;
}

/** The server's codes for a punch refused for the place: the page then takes a fresh position. */
export const PLACE_REFUSALS = ['DI_LUAR_LOKASI', 'LOKASI_KURANG_AKURAT'];

/** Where the person may punch (GET /attendance/lokasi-saya); silent: without it the page still works. */
export const lokasiSayaQuery = {
  queryKey: ['attendance', 'lokasi-saya'] as const,
  queryFn: () => api.get<LokasiSaya>('/attendance/lokasi-saya', { silent: true }),
  retry: false,
};
