import { z } from 'zod';
import { zApprovalTipe } from './approvals.ts';

// What the employee dashboard and the admin dashboard read.

/** GET /attendance/today: the caller's day in their location's time zone. */
export const zAttendanceToday = z.object({
  /** Indonesian label of the local date, e.g. 'Senin, 2 Maret 2026'. */
  today: z.string(),
  /** e.g. 'Regular (08:00 - 17:00)', 'Libur', a holiday's name or 'Tidak ada jadwal'. */
  shift: z.string(),
  /** HH:mm of today's punches, null until made. */
  time_clock_in: z.string().nullable(),
  time_clock_out: z.string().nullable(),
  /** The next punch: IN before the clock-in, OUT until the clock-out, null once both exist. */
  required_attendance_type: z.enum(['IN', 'OUT']).nullable(),
  /** The local date, yyyy-MM-dd. */
  date: z.string(),
  zona_waktu: z.string(),
  jadwal_nama: z.string().nullable(),
  jam_masuk: z.string().nullable(),
  jam_pulang: z.string().nullable(),
  /** A weekday off in the schedule (also true without a schedule). */
  libur: z.boolean(),
  /** The name of today's public holiday, if any. */
  hari_libur: z.string().nullable(),
  /**
   * ISO instant before which a clock-out needs a reason (alasan_pulang_awal, else 409 PULANG_AWAL), so the phone
   * can ask before the selfie; null without an open record with a shift, or when no reason is needed any more.
   */
  pulang_awal_sebelum: z.string().nullable(),
});
export type AttendanceToday = z.infer<typeof zAttendanceToday>;

/** GET /face-recognition/check-status */
export const zFaceRegistrationStatus = z.object({ face_registration_status: z.boolean() });
export type FaceRegistrationStatus = z.infer<typeof zFaceRegistrationStatus>;

/**
 * A request waiting for a decision (GET /dashboard/user/approvals): those waiting for the caller's decision, or,
 * for someone who decides nothing, the caller's own requests still waiting.
 */
export const zDashboardApproval = z.object({
  id: z.number(),
  tipe: zApprovalTipe,
  /** Free text naming the kind of request, e.g. 'Izin', 'Lembur', 'Koreksi Kehadiran'. */
  tipe_approval: z.string(),
  status: z.string(),
  /** ISO instant. */
  tanggal_pengajuan: z.string(),
  /** Who asked (full name). */
  pemohon: z.string(),
  /** What for and which dates, one line (the request type's summary), e.g. 'Cuti Tahunan · 01-12-2026 s.d. 03-12-2026 · 3 hari kerja'. */
  ringkasan: z.string(),
  /** The caller's own request (then the card opens the request's own page, not the decision page). */
  milik_sendiri: z.boolean(),
});
export type DashboardApproval = z.infer<typeof zDashboardApproval>;
export const zDashboardApprovals = z.object({ approvals: z.array(zDashboardApproval) });
export type DashboardApprovals = z.infer<typeof zDashboardApprovals>;

/** GET /dashboard/admin/summary */
export const zAdminSummary = z.object({
  karyawan_aktif: z.number(),
  karyawan_tanpa_lokasi: z.number(),
  karyawan_per_lokasi: z.array(z.object({ id: z.number(), nama: z.string(), zona_waktu: z.string(), jumlah: z.number() })),
  jumlah_jabatan: z.number(),
  jumlah_lokasi: z.number(),
  pengumuman_terbit: z.number(),
  hari_libur_mendatang: z.array(z.object({ id: z.number(), tanggal: z.string(), nama: z.string() })),
});
export type AdminSummary = z.infer<typeof zAdminSummary>;

/** Today's attendance at one location, judged on that location's own local date and time zone. */
export const zAdminTodayLokasi = z.object({
  /** null: active employees without a work location (judged in Asia/Jakarta). */
  lokasi_id: z.number().nullable(),
  nama: z.string(),
  zona_waktu: z.string(),
  /** The location's local date (yyyy-MM-dd) and time (HH:mm) at the moment of asking. */
  tanggal: z.string(),
  jam: z.string(),
  /** Employees counted today (active and already joined). */
  karyawan: z.number(),
  /** Clocked in (late ones included). */
  hadir: z.number(),
  terlambat: z.number(),
  /** On approved leave. */
  izin: z.number(),
  /** A working day whose shift has ended without a clock-in or leave. */
  alpha: z.number(),
  /** A working day whose shift has not ended yet, without a clock-in. */
  belum_absen: z.number(),
  /** A day off or a holiday. */
  libur: z.number(),
});
export type AdminTodayLokasi = z.infer<typeof zAdminTodayLokasi>;

/** One day of the 30-day attendance chart (each employee's own local date). */
export const zAdminTrendDay = z.object({
  tanggal: z.string(),
  hadir: z.number(),
  terlambat: z.number(),
  alpha: z.number(),
});
export type AdminTrendDay = z.infer<typeof zAdminTrendDay>;

/** Days in the admin dashboard's attendance chart. */
export const ADMIN_TREND_DAYS = 30;

/** GET /dashboard/admin/kehadiran */
export const zAdminAttendanceOverview = z.object({
  lokasi: z.array(zAdminTodayLokasi),
  /** Requests of the whole company waiting for a decision, per type (types without any are 0). */
  approvals: z.array(z.object({ tipe: zApprovalTipe, jumlah: z.number() })),
});
export type AdminAttendanceOverview = z.infer<typeof zAdminAttendanceOverview>;

/** GET /dashboard/admin/tren: the last ADMIN_TREND_DAYS local dates up to the latest local today, oldest first. */
export const zAdminTrend = z.object({ tren: z.array(zAdminTrendDay) });
export type AdminTrend = z.infer<typeof zAdminTrend>;
