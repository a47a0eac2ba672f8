import { z } from 'zod';

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
});
export type AttendanceToday = z.infer<typeof zAttendanceToday>;

/** GET /face-recognition/check-status */
export const zFaceRegistrationStatus = z.object({ face_registration_status: z.boolean() });
export type FaceRegistrationStatus = z.infer<typeof zFaceRegistrationStatus>;

/** A request waiting for the caller's decision (GET /dashboard/user/approvals). */
export const zDashboardApproval = z.object({
  id: z.number(),
  /** Free text naming the kind of request, e.g. 'Izin', 'Lembur', 'Koreksi Kehadiran'. */
  tipe_approval: z.string(),
  status: z.string(),
  /** ISO instant. */
  tanggal_pengajuan: z.string(),
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
