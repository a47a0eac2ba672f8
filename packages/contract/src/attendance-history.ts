import { z } from 'zod';
import { zDate, zId, zListQuery, zPage } from './common/schemas.ts';

/** The longest range one history or report query may span, in days (both ends included). */
export const HISTORY_MAX_DAYS = 366;

/** Derived day judgements, usable as the `status` filter (a day may carry several, e.g. late and early). */
export const HISTORY_FLAGS = [
  'hadir',
  'terlambat',
  'pulang_awal',
  'tak_lengkap',
  'alpha',
  'izin',
  'libur',
  'belum_absen',
] as const;
export type HistoryFlag = (typeof HISTORY_FLAGS)[number];
/** The status filter's options as people read them. */
export const HISTORY_FLAG_LABELS: Record<HistoryFlag, string> = {
  hadir: 'Hadir',
  terlambat: 'Terlambat',
  pulang_awal: 'Pulang Awal',
  tak_lengkap: 'Tidak Lengkap',
  alpha: 'Alpha',
  izin: 'Izin',
  libur: 'Libur',
  belum_absen: 'Belum Absen',
};

/** The one label a day shows, in this order of precedence. */
export const HISTORY_STATUS_LABELS = [
  'Hadir',
  'Terlambat',
  'Pulang Awal',
  'Terlambat & Pulang Awal',
  'Tidak Lengkap',
  'Izin',
  'Alpha',
  'Libur',
  'Belum Absen',
] as const;
export type HistoryStatusLabel = (typeof HISTORY_STATUS_LABELS)[number];

/** Whole days from start to end, both included ('2026-03-01'..'2026-03-31' is 31). */
export function daysInRange(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The date range problems of a history query, by field; empty when the range is fine. */
export function historyRangeErrors(start: string, end: string): Record<string, string> {
  if (start > end) return { 'start-date': 'Tanggal mulai tidak boleh setelah tanggal akhir.' };
  if (daysInRange(start, end) > HISTORY_MAX_DAYS) return { 'end-date': `Rentang tanggal maksimal ${HISTORY_MAX_DAYS} hari.` };
  return {};
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zOptionalDate = z.preprocess(blankToUndefined, zDate.optional());
const zOptionalRef = z.preprocess(blankToUndefined, zId.optional());

const withRangeCheck = <T extends z.ZodObject>(schema: T) =>
  schema.superRefine((q, ctx) => {
    const start = q['start-date'] as string | undefined;
    const end = q['end-date'] as string | undefined;
    if (!start || !end) return;
    for (const [path, message] of Object.entries(historyRangeErrors(start, end))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  });

/** GET /attendance/riwayat: the caller's days, default this month up to today. */
export const zHistoryQuery = withRangeCheck(
  zListQuery.omit({ search: true }).extend({ 'start-date': zOptionalDate, 'end-date': zOptionalDate }),
);
export type HistoryQuery = z.input<typeof zHistoryQuery>;
export type HistoryQueryValues = z.output<typeof zHistoryQuery>;

/** GET /attendance/admin: everyone's days, default today. */
export const zHistoryAdminQuery = withRangeCheck(
  zListQuery.extend({
    'start-date': zOptionalDate,
    'end-date': zOptionalDate,
    lokasi_id: zOptionalRef,
    jabatan_id: zOptionalRef,
    status: z.preprocess(
      blankToUndefined,
      z.enum(HISTORY_FLAGS, { error: `Status harus salah satu dari: ${HISTORY_FLAGS.join(', ')}.` }).optional(),
    ),
  }),
);
export type HistoryAdminQuery = z.input<typeof zHistoryAdminQuery>;
export type HistoryAdminQueryValues = z.output<typeof zHistoryAdminQuery>;

export const zHistoryFlags = z.object({
  hadir: z.boolean(),
  terlambat: z.boolean(),
  pulang_awal: z.boolean(),
  tak_lengkap: z.boolean(),
  alpha: z.boolean(),
  /** A working day without a clock-in covered by approved leave (never alpha). */
  izin: z.boolean(),
  libur: z.boolean(),
  belum_absen: z.boolean(),
});
export type HistoryFlags = z.infer<typeof zHistoryFlags>;

/** One day of one employee: the punches (local HH:mm and ISO), the shift, and what follows from them. */
export const zHistoryDay = z.object({
  tanggal: z.string(),
  /** The attendance record's id, null on a day without one. */
  id: z.number().nullable(),
  status: z.enum(HISTORY_STATUS_LABELS),
  flags: zHistoryFlags,
  /** Clock-in and clock-out in the record's time zone, HH:mm. */
  jam_masuk: z.string().nullable(),
  jam_pulang: z.string().nullable(),
  time_in: z.string().nullable(),
  time_out: z.string().nullable(),
  menit_terlambat: z.number().int(),
  menit_pulang_awal: z.number().int(),
  menit_kehadiran: z.number().int(),
  /** 'Regular (08:00 - 17:00)', 'Libur', a holiday's name or 'Tidak ada jadwal'. */
  shift: z.string(),
  jadwal_nama: z.string().nullable(),
  jadwal_masuk: z.string().nullable(),
  jadwal_pulang: z.string().nullable(),
  hari_libur: z.string().nullable(),
  zona_waktu: z.string(),
  /** The leave type of an 'Izin' day. */
  jenis_izin: z.string().nullable(),
  /** The person's reason for a clock-out well before the shift's end (asked at the punch). */
  alasan_pulang_awal: z.string().nullable(),
  /** A clock-in that fitted no shift's window, recorded because the company allows it. */
  di_luar_jadwal: z.boolean(),
});
export type HistoryDay = z.infer<typeof zHistoryDay>;
export const zHistoryPage = zPage(zHistoryDay);
export type HistoryPage = z.infer<typeof zHistoryPage>;

export const zHistoryEmployee = z.object({
  user_id: z.number(),
  nip: z.string(),
  nama: z.string(),
  jabatan: z.string().nullable(),
  lokasi: z.string().nullable(),
});
export type HistoryEmployee = z.infer<typeof zHistoryEmployee>;

export const zHistoryAdminDay = zHistoryDay.extend(zHistoryEmployee.shape);
export type HistoryAdminDay = z.infer<typeof zHistoryAdminDay>;
export const zHistoryAdminPage = zPage(zHistoryAdminDay);
export type HistoryAdminPage = z.infer<typeof zHistoryAdminPage>;

/** A change made to the record after the fact (a correction), with the times before and after. */
export const zHistoryChange = z.object({
  id: z.number(),
  changed_at: z.string(),
  changed_by: z.string().nullable(),
  alasan: z.string(),
  old_time_in: z.string().nullable(),
  old_time_out: z.string().nullable(),
  new_time_in: z.string().nullable(),
  new_time_out: z.string().nullable(),
  /** The same instants as local HH:mm. */
  old_jam_masuk: z.string().nullable(),
  old_jam_pulang: z.string().nullable(),
  new_jam_masuk: z.string().nullable(),
  new_jam_pulang: z.string().nullable(),
});
export type HistoryChange = z.infer<typeof zHistoryChange>;

const punchSide = {
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  jarak: z.number().nullable(),
  lokasi: z.string().nullable(),
  skor_wajah: z.number().nullable(),
  foto_id: z.number().nullable(),
  /** Taken without signal and sent later: the time is the device's. */
  offline: z.boolean(),
  /** When such an offline punch reached the server (ISO); null for an online punch. */
  diterima: z.string().nullable(),
};

/** GET /attendance/riwayat/{id}: one record with where, how and what changed. */
export const zHistoryDetail = zHistoryDay.extend({
  id: z.number(),
  lat_in: punchSide.lat,
  lon_in: punchSide.lon,
  jarak_in: punchSide.jarak,
  lokasi_in: punchSide.lokasi,
  skor_wajah_in: punchSide.skor_wajah,
  foto_in_id: punchSide.foto_id,
  offline_in: punchSide.offline,
  diterima_in: punchSide.diterima,
  lat_out: punchSide.lat,
  lon_out: punchSide.lon,
  jarak_out: punchSide.jarak,
  lokasi_out: punchSide.lokasi,
  skor_wajah_out: punchSide.skor_wajah,
  foto_out_id: punchSide.foto_id,
  offline_out: punchSide.offline,
  diterima_out: punchSide.diterima,
  riwayat: z.array(zHistoryChange),
});
export type HistoryDetail = z.infer<typeof zHistoryDetail>;

/** GET /attendance/admin/{id}: the record plus whose it is. */
export const zHistoryAdminDetail = zHistoryDetail.extend(zHistoryEmployee.shape);
export type HistoryAdminDetail = z.infer<typeof zHistoryAdminDetail>;
