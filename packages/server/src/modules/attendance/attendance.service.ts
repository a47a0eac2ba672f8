import type { AttendanceToday } from '@hadir/contract';
import { now } from '../../platform/clock.ts';
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
export function shiftLabel(day: Pick<Workday, 'hari_libur' | 'jadwal_nama' | 'libur' | 'jam_masuk' | 'jam_pulang'>): string {
  if (day.hari_libur) return day.hari_libur;
  if (!day.jadwal_nama) return 'Tidak ada jadwal';
  if (day.libur || !day.jam_masuk || !day.jam_pulang) return 'Libur';
  return `${day.jadwal_nama} (${day.jam_masuk} - ${day.jam_pulang})`;
}

const DAY_MS = 86_400_000;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since local midnight of `at` in `zone`. */
export function localMinutes(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

const previousDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * A night shift's record (jam_pulang <= jam_masuk) stays the current one after midnight, for its clock-out and
 * then to show it done, until halfway between its jam_pulang and the next jam_masuk (22:00-06:00: until 14:00).
 * So a forgotten clock-out never blocks the next night's clock-in.
 */
function nightShiftGoesOn(record: repo.DayRecord, at: Date): boolean {
  if (!record.time_in || !record.jam_masuk || !record.jam_pulang) return false;
  const start = minutes(record.jam_masuk);
  const end = minutes(record.jam_pulang);
  if (end > start) return false;
  return localMinutes(at, record.zona_waktu) < end + (start - end) / 2;
}

/** The local dates whose records can be the current one: today and yesterday (last night's shift). */
export const candidateDates = (day: Workday) => [day.date, previousDate(day.date)];

/** The record the next punch belongs to: today's, or last night's shift until it is over. */
export function pickRecord(day: Workday, records: repo.DayRecord[], at: Date): repo.DayRecord | undefined {
  const todays = records.find((r) => r.tanggal === day.date);
  if (todays) return todays;
  const lastNight = records.find((r) => r.tanggal === previousDate(day.date));
  return lastNight && nightShiftGoesOn(lastNight, at) ? lastNight : undefined;
}

/** The employee's workday at `at` (in their location's time zone). */
export async function workdayAt(db: Db, userId: number, at: Date): Promise<Workday> {
  const day = await workdayFor(db, userId, at);
  if (!day) throw new AppError('UNAUTHENTICATED');
  return day;
}

/** The workday a record belongs to: today's, or yesterday's for last night's shift. */
export async function workdayOf(db: Db, userId: number, day: Workday, record: repo.DayRecord | undefined, at: Date) {
  if (!record || record.tanggal === day.date) return day;
  const yesterday = await workdayFor(db, userId, new Date(at.getTime() - DAY_MS));
  if (!yesterday) throw new AppError('UNAUTHENTICATED');
  return yesterday;
}

/** The attendance card of a workday and its record. */
export function dayView(day: Workday, record: repo.DayRecord | undefined): AttendanceToday {
  return {
    today: dateLabel(day.date),
    shift: shiftLabel(day),
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
  };
}

/** GET /attendance/today at the server's clock (or `at`). */
export async function today(db: Db, user: SessionUser, at: Date = now()): Promise<AttendanceToday> {
  const day = await workdayAt(db, user.id, at);
  const record = pickRecord(day, await repo.recordsOn(db, user.id, candidateDates(day)), at);
  return dayView(await workdayOf(db, user.id, day, record, at), record);
}

export async function faceStatus(db: Db, user: SessionUser) {
  return { face_registration_status: await repo.hasFaceRegistration(db, user.id) };
}
