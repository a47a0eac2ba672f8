import type { AttendanceToday } from '@hadir/contract';
import { now } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import type { Workday } from '../schedules/index.ts';
import * as repo from './attendance.repo.ts';
import { shiftWindowContext } from './shift-window.repo.ts';
import { dateLabel, earlyClockOutBefore, placePunch, type ShiftWindowContext } from './shift-window.rules.ts';

/** What the attendance card calls today's shift. A public holiday outranks the schedule. */
export function shiftLabel(day: Pick<Workday, 'hari_libur' | 'jadwal_nama' | 'libur' | 'jam_masuk' | 'jam_pulang'>): string {
  if (day.hari_libur) return day.hari_libur;
  if (!day.jadwal_nama) return 'Tidak ada jadwal';
  if (day.libur || !day.jam_masuk || !day.jam_pulang) return 'Libur';
  return `${day.jadwal_nama} (${day.jam_masuk} - ${day.jam_pulang})`;
}

/** The placement facts of the employee at `at` (shift-window.repo.ts). */
export async function shiftWindowAt(db: Db, userId: number, at: Date): Promise<ShiftWindowContext> {
  const ctx = await shiftWindowContext(db, userId, at);
  if (!ctx) throw new AppError('UNAUTHENTICATED');
  return ctx;
}

/**
 * The attendance card of a shift day and its record; `pulangAwalSebelum` is the instant before which a clock-out
 * needs a reason (earlyClockOutBefore).
 */
export function dayView(
  day: Workday,
  record: repo.DayRecord | undefined,
  pulangAwalSebelum: string | null = null,
): AttendanceToday {
  // A rostered shift on a holiday is worked: the card shows the shift and names the holiday.
  const holidayShift = day.hari_libur && day.jam_masuk && day.jam_pulang;
  return {
    today: dateLabel(day.date),
    shift: holidayShift ? `${shiftLabel({ ...day, hari_libur: null })} · ${day.hari_libur}` : shiftLabel(day),
    time_clock_in: record?.jam_in ?? null,
    time_clock_out: record?.jam_out ?? null,
    // IN until the clock-in (days off and holidays too: working them counts as overtime), OUT until the clock-out.
    required_attendance_type: !record?.time_in ? 'IN' : !record.time_out ? 'OUT' : null,
    date: day.date,
    zona_waktu: day.zona_waktu,
    jadwal_nama: day.jadwal_nama,
    jam_masuk: day.jam_masuk,
    jam_pulang: day.jam_pulang,
    libur: day.libur,
    hari_libur: day.hari_libur,
    pulang_awal_sebelum: pulangAwalSebelum,
  };
}

/** GET /attendance/today at the server's clock (or `at`): the shift and record the next punch belongs to. */
export async function today(db: Db, user: SessionUser, at: Date = now()): Promise<AttendanceToday> {
  const ctx = await shiftWindowAt(db, user.id, at);
  const { day, record } = placePunch(ctx, at);
  return dayView(day, record, earlyClockOutBefore(record, at, ctx.pengaturan.batas_pulang_awal_menit));
}

export async function faceStatus(db: Db, user: SessionUser) {
  return { face_registration_status: await repo.hasFaceRegistration(db, user.id) };
}
