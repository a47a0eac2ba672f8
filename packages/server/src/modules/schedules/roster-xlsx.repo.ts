import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from './shift-of-day.ts';

// SQL of the roster's Excel export and import. Which shift applies on a date is read through shiftOfDay only; the
// file holds the roster's own rows (dari_roster), so the weekly schedule's days stay empty and a file round-trips.

export interface Karyawan {
  id: number;
  nip: string;
  fullname: string;
  active: boolean;
}

export interface ShiftKode {
  id: number;
  kode: string;
  nama: string;
  jam_masuk: string;
  jam_pulang: string;
  aktif: boolean;
}

/** A roster row of a date: shift_id null is a rostered day off. */
export interface RosterRow {
  user_id: number;
  tanggal: string;
  shift_id: number | null;
}

/** Case-insensitive "contains" without LIKE, so that % and _ in a search are plain characters. */
const contains = (col: string, param: string) => `strpos(lower(${col}), lower(${param})) > 0`;

/** Active employees in name order, with the roster screen's filters. */
export function activeEmployees(
  db: Db,
  f: { search?: string | null; lokasi_id?: number | null; jabatan_id?: number | null } = {},
): Promise<Karyawan[]> {
  return db.query<Karyawan>(
    `select u.id, u.nip, u.fullname, u.active
       from users u
      where u.active
        and ($1::text is null or ${contains('u.nip', '$1')} or ${contains('u.fullname', '$1')})
        and ($2::bigint is null or u.lokasi_id = $2) and ($3::bigint is null or u.jabatan_id = $3)
      order by lower(u.fullname), u.id`,
    [f.search || null, f.lokasi_id ?? null, f.jabatan_id ?? null],
  );
}

/** Employees by NIP (case-insensitive, as the unique index compares them), active or not. */
export function employeesByNip(db: Db, nips: string[]): Promise<Karyawan[]> {
  if (nips.length === 0) return Promise.resolve([]);
  return db.query<Karyawan>(`select u.id, u.nip, u.fullname, u.active from users u where lower(u.nip) = any($1::text[])`, [
    nips.map((n) => n.toLowerCase()),
  ]);
}

/** The roster's rows of [dari, sampai] for these employees, as the shift of each day reads them. */
export function rosterRows(db: Db, userIds: number[], dari: string, sampai: string): Promise<RosterRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.query<RosterRow>(
    `select u.id as user_id, to_char(d.tanggal, 'YYYY-MM-DD') as tanggal, sh.shift_id
       from users u
      cross join (select $1::date + i as tanggal from generate_series(0, $2::date - $1::date) i) d
       ${shiftOfDay('u.id', 'u.jadwal_kerja_id', 'd.tanggal', 'sh', 'between $1::date and $2::date')}
      where u.id = any($3::bigint[]) and sh.dari_roster
      order by u.id, d.tanggal`,
    [dari, sampai, userIds],
  );
}

/** Every shift definition (an inactive one still names the cells that hold it). */
export function shifts(db: Db): Promise<ShiftKode[]> {
  return db.query<ShiftKode>(
    `select id, kode, nama, to_char(jam_masuk, 'HH24:MI') as jam_masuk, to_char(jam_pulang, 'HH24:MI') as jam_pulang, aktif
       from shift order by upper(kode)`,
  );
}

export function holidays(db: Db, dari: string, sampai: string): Promise<{ tanggal: string; nama: string }[]> {
  return db.query(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, nama from hari_libur
      where tanggal between $1::date and $2::date order by tanggal`,
    [dari, sampai],
  );
}

/** The employees among these whose payroll of `bulan` (yyyy-MM) is final (the roster trigger refuses it too). */
export async function lockedIn(db: Db, userIds: number[], bulan: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.query<{ user_id: number }>(
    'select user_id from penggajian_kunci where bulan = $1 and user_id = any($2::bigint[])',
    [bulan, userIds],
  );
  return new Set(rows.map((r) => r.user_id));
}

/** One roster import at a time: the second waits and plans against what the first wrote. */
export async function lockImports(db: Db) {
  await db.query('select pg_advisory_xact_lock(7218340046)');
}
