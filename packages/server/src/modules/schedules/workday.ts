import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from './shift-of-day.ts';

/** What today is for one employee, in the time zone of their work location (Asia/Jakarta without one). */
export interface Workday {
  /** The local calendar date, yyyy-MM-dd. */
  date: string;
  zona_waktu: string;
  jadwal_nama: string | null;
  /** 'HH:mm', null on a day off, a holiday or without a schedule. */
  jam_masuk: string | null;
  jam_pulang: string | null;
  toleransi_terlambat: number;
  /** Weekday off in the schedule. */
  libur: boolean;
  /** Name of the public holiday or cuti bersama on this date, if any. */
  hari_libur: string | null;
  /** The roster's shift on this date (null: the weekly schedule, or a rostered day off). */
  shift_id: number | null;
  /** The roster covers this date (a shift or a day off). */
  dari_roster: boolean;
}

/**
 * The employee's workday for the local date of `at` (default now): the roster's shift or day off where it covers
 * the date, else the weekly schedule's (shift-of-day.ts). A shift that crosses midnight
 * belongs to the date on which it starts; attendance decides which shift a punch belongs to.
 */
export async function workdayFor(db: Db, userId: number, at: Date = new Date()): Promise<Workday | undefined> {
  const rows = await db.query<Workday>(
    `with u as (
       select u.id, u.jadwal_kerja_id, coalesce(l.zona_waktu, 'Asia/Jakarta') as zona_waktu
         from users u left join lokasi l on l.id = u.lokasi_id
        where u.id = $1
     ), d as (
       select u.*, (($2::timestamptz) at time zone u.zona_waktu)::date as local_date from u
     )
     select to_char(d.local_date, 'YYYY-MM-DD') as date, d.zona_waktu, sh.nama as jadwal_nama,
            case when not sh.kerja or hl.id is not null then null else to_char(sh.jam_masuk, 'HH24:MI') end as jam_masuk,
            case when not sh.kerja or hl.id is not null then null else to_char(sh.jam_pulang, 'HH24:MI') end as jam_pulang,
            sh.toleransi as toleransi_terlambat,
            not sh.kerja as libur,
            hl.nama as hari_libur,
            sh.shift_id, sh.dari_roster
       from d
       ${shiftOfDay('d.id', 'd.jadwal_kerja_id', 'd.local_date')}
       left join hari_libur hl on hl.tanggal = d.local_date`,
    [userId, at.toISOString()],
  );
  return rows[0];
}
