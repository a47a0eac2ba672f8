import type { AttendanceToday } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { type Workday, workdayFor } from '../schedules/index.ts';
import * as repo from './attendance.repo.ts';

// The local date is already resolved in the location's time zone; format it as that calendar date.
const DATE_LABEL = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Senin, 2 Maret 2026' for '2026-03-02'. */
export const dateLabel = (date: string) => DATE_LABEL.format(new Date(`${date}T00:00:00Z`));

/** What the attendance card calls today's shift. A public holiday outranks the schedule. */
export function shiftLabel(day: Workday): string {
  if (day.hari_libur) return day.hari_libur;
  if (!day.jadwal_nama) return 'Tidak ada jadwal';
  if (day.libur || !day.jam_masuk || !day.jam_pulang) return 'Libur';
  return `${day.jadwal_nama} (${day.jam_masuk} - ${day.jam_pulang})`;
}

export async function today(db: Db, user: SessionUser): Promise<AttendanceToday> {
  const day = await workdayFor(db, user.id);
  if (!day) throw new AppError('UNAUTHENTICATED');
  return {
    today: dateLabel(day.date),
    shift: shiftLabel(day),
    // Punches arrive with clock-in/out; until then nobody has punched today.
    time_clock_in: null,
    time_clock_out: null,
    // The next punch is IN until today's IN exists. Days off and holidays are no exception:
    // working on them is allowed and counts as overtime, so the employee can still clock in.
    required_attendance_type: 'IN',
    date: day.date,
    zona_waktu: day.zona_waktu,
    jadwal_nama: day.jadwal_nama,
    jam_masuk: day.jam_masuk,
    jam_pulang: day.jam_pulang,
    libur: day.libur,
    hari_libur: day.hari_libur,
  };
}

export async function faceStatus(db: Db, user: SessionUser) {
  return { face_registration_status: await repo.hasFaceRegistration(db, user.id) };
}
