import type { Db } from '../../platform/db.ts';
import {
  COMPANY_START,
  countedFrom,
  countedOn,
  countedUntil,
  type DailyStatus,
  dailyStatusSql,
  dailyTotalsSql,
  LATE_RECORD,
  notHoliday,
} from '../attendance/index.ts';

// The reports own no tables. Daily judgements (late, early leave, incomplete, alpha, leave) come only from
// attendance's dailyStatusSql and dailyTotalsSql; this file pages employees and adds what the request modules record:
// approved overtime (lembur) and approved piece-rate wages (borongan), both decided in approvals.

export interface Range {
  from: string;
  to: string;
  /** The instant that decides whether a day has closed. */
  at: Date;
}

/** Where the next keyset batch starts: after this employee in name order. */
export interface EmployeeKey {
  nama: string;
  nip: string;
  id: number;
}

export interface EmployeeRow {
  id: number;
  nip: string;
  nama: string;
  tipe_karyawan: string | null;
  jabatan: string | null;
  lokasi: string | null;
  /** lower(fullname): the keyset of the next batch. */
  urut: string;
}

/** Page by offset (the screens) or by keyset (the exports, which read everyone in batches). */
export type Slice = { limit: number; offset: number } | { limit: number; after: EmployeeKey | null };

const matches = (p: string) =>
  `(${p}::text is null or strpos(lower(u.nip), lower(${p}::text)) > 0 or strpos(lower(u.fullname), lower(${p}::text)) > 0)`;

// Name order, then NIP (users_nama_nip_idx); the id only breaks ties between equal names and NIPs.
const ORDER = 'order by lower(u.fullname), u.nip, u.id';

function sliceSql(s: Slice, first: number): { where: string; tail: string; params: unknown[] } {
  if ('offset' in s) return { where: '', tail: `limit $${first} offset $${first + 1}`, params: [s.limit, s.offset] };
  return {
    where: `and ($${first + 1}::text is null or (lower(u.fullname), u.nip, u.id) > ($${first + 1}::text, $${first + 2}::text, $${first + 3}::bigint))`,
    tail: `limit $${first}`,
    params: [s.limit, s.after?.nama ?? null, s.after?.nip ?? null, s.after?.id ?? null],
  };
}

// Recap employees: everyone employed during some of the range (joined by its end, not deactivated before its
// start), and anyone with an attendance record in it, as attendance history shows those days too. Only
// columns of users, so that a page is chosen before anything is joined to it.
const recapFilter = (search: string) => `${matches(search)}
   and (((u.active or (u.deactivated_at at time zone
                        coalesce((select l.zona_waktu from lokasi l where l.id = u.lokasi_id), 'Asia/Jakarta'))::date >= $1::date)
         and (u.tanggal_masuk is null or u.tanggal_masuk <= $2::date))
        or exists (select 1 from attendance a where a.user_id = u.id and a.tanggal between $1::date and $2::date))`;

const EMPLOYEE_COLUMNS =
  'u.id, u.nip, u.fullname as nama, u.tipe_karyawan, j.nama as jabatan, l.nama as lokasi, lower(u.fullname) as urut';
const EMPLOYEE_JOINS = 'left join jabatan j on j.id = u.jabatan_id left join lokasi l on l.id = u.lokasi_id';

export async function recapEmployees(db: Db, f: { from: string; to: string; search?: string }, s: Slice): Promise<EmployeeRow[]> {
  const slice = sliceSql(s, 4);
  return db.query<EmployeeRow>(
    `select ${EMPLOYEE_COLUMNS}
       from (select u.id from users u where ${recapFilter('$3')} ${slice.where} ${ORDER} ${slice.tail}) p
       join users u on u.id = p.id
       ${EMPLOYEE_JOINS}
      ${ORDER}`,
    [f.from, f.to, f.search || null, ...slice.params],
  );
}

export async function countRecapEmployees(db: Db, f: { from: string; to: string; search?: string }): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from users u where ${recapFilter('$3')}`, [
    f.from,
    f.to,
    f.search || null,
  ]);
  return row.n;
}

export interface RecapTotals {
  user_id: number;
  total_kehadiran: number;
  total_menit_kehadiran: number;
  total_izin: number;
  total_izin_berbayar: number;
  total_izin_tidak_berbayar: number;
  total_tidak_hadir: number;
  total_absen_tidak_lengkap: number;
  total_terlambat: number;
  total_menit_terlambat: number;
  total_pulang_awal: number;
  total_menit_pulang_awal: number;
  menit_lembur: number;
}

const TOTAL_COLUMNS = `coalesce(days.hadir, 0) as total_kehadiran, coalesce(days.menit_kehadiran, 0) as total_menit_kehadiran,
  coalesce(days.izin, 0) as total_izin, coalesce(days.izin_berbayar, 0) as total_izin_berbayar,
  coalesce(days.izin_tidak_berbayar, 0) as total_izin_tidak_berbayar, coalesce(days.alpha, 0) as total_tidak_hadir,
  coalesce(days.tak_lengkap, 0) as total_absen_tidak_lengkap, coalesce(days.terlambat, 0) as total_terlambat,
  coalesce(days.menit_terlambat, 0) as total_menit_terlambat, coalesce(days.pulang_awal, 0) as total_pulang_awal,
  coalesce(days.menit_pulang_awal, 0) as total_menit_pulang_awal, coalesce(ot.menit, 0) as menit_lembur`;

/**
 * The judged days of these employees over the range, summed per employee (attendance's dailyTotalsSql), with their
 * approved overtime (lembur, decided in approvals) by the date it starts.
 */
export async function recapTotals(db: Db, r: Range, userIds: number[]): Promise<RecapTotals[]> {
  if (userIds.length === 0) return [];
  const { sql, params } = dailyTotalsSql({ from: r.from, to: r.to, at: r.at, userIds });
  return db.query<RecapTotals>(
    `with days as (${sql}),
     ot as (
       select l.user_id, sum(l.menit)::int as menit
         from lembur l
        where l.tanggal between $1::date and $2::date and l.user_id = any($4::bigint[])
          -- Its decision looked up by its key: joined, the planner read every approved overtime of the company for
          -- each slice of an export (a third of a 49-employee year on PGlite).
          and (select ap.status from approvals ap where ap.tipe = 'lembur' and ap.request_id = l.id) = 'Disetujui'
        group by l.user_id
     )
     select u.id as user_id, ${TOTAL_COLUMNS}
       from users u left join days on days.user_id = u.id left join ot on ot.user_id = u.id
      where u.id = any($4::bigint[])`,
    params,
  );
}

// With a search, the late records of the matching employees (few, as a rule) are read per employee from
// attendance_terlambat_user_idx (migration 0023) instead of walking every late record of the range.
const lateIn = (from: string, search: boolean) => `a.tanggal between ${from} and $2::date and ${LATE_RECORD}
     and ${notHoliday('a.tanggal')}
     ${search ? 'and a.user_id = any($3::bigint[])' : ''}`;

// A record outside the employee's counted days (before joining or going live, after the last day) is never late:
// the days are the status rules' own (countedOn). Inside coalesce() the planner takes the test for one that half
// the records pass; bare, it read it as a narrow date range (0.5%) and sorted the whole range for page 500 instead
// of walking the index newest first and stopping there (3x the time for 30 days).
const lateFrom = (search: boolean) => `from attendance a
    join users u on u.id = a.user_id
    left join lokasi l on l.id = u.lokasi_id
   where ${lateIn('$1::date', search)} and coalesce(${countedOn('a.tanggal')}, false)`;

// Counted as every late record from the company's go-live date on (an index-only count, no join) less those outside
// an employee's counted days: joining the ~470,000 late records of a year to their employees cost five times the
// count. Only an employee whose counted days start later or end earlier can have such records; theirs are read per
// employee through attendance_terlambat_user_idx, before their first counted day and after their last (apart).
function lateCount(search: boolean): string {
  const late = (from: string, to: string) => `(select count(*) from attendance a
        where a.user_id = u.id and a.tanggal between ${from} and ${to} and ${LATE_RECORD}
          and ${notHoliday('a.tanggal')})`;
  return `with r as materialized (select greatest($1::date, ${COMPANY_START}) as dari)
    select (select count(*) from attendance a where ${lateIn('(select dari from r)', search)})
      - (select coalesce(sum(case when c.mulai > r.dari then ${late('r.dari', 'least($2::date, c.mulai - 1)')} else 0 end
                           + case when c.akhir < $2::date then ${late('greatest(r.dari, c.akhir + 1, c.mulai)', '$2::date')} else 0 end), 0)
           from r
          cross join users u
           left join lokasi l on l.id = u.lokasi_id
          -- offset 0: each employee's two days are computed once, not again in every expression that reads them.
          cross join lateral (select ${countedFrom('u', 'l')} as mulai, ${countedUntil('u', 'l')} as akhir offset 0) c
          where (c.mulai > r.dari or c.akhir < $2::date) ${search ? 'and u.id = any($3::bigint[])' : ''}) as n`;
}

/** The ids of the employees whose NIP or name holds `search` (as every report matches them). */
export async function matchingUserIds(db: Db, search: string): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`select u.id from users u where ${matches('$1')}`, [search]);
  return rows.map((r) => r.id);
}

/** Late days of the range, of these employees only when `userIds` is given (a search). */
export async function countLateDays(db: Db, f: { from: string; to: string }, userIds?: number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select n::int as n from (${lateCount(!!userIds)}) c`,
    userIds ? [f.from, f.to, userIds] : [f.from, f.to],
  );
  return row.n;
}

/** One page of late days (user, date), newest first, then by name. */
export async function pageLateDays(
  db: Db,
  f: { from: string; to: string },
  userIds: number[] | undefined,
  limit: number,
  offset: number,
): Promise<{ user_id: number; tanggal: string }[]> {
  return db.query(
    `select a.user_id, a.tanggal ${lateFrom(!!userIds)}
      order by a.tanggal desc, lower(u.fullname), u.nip, u.id
      limit $${userIds ? 4 : 3} offset $${userIds ? 5 : 4}`,
    userIds ? [f.from, f.to, userIds, limit, offset] : [f.from, f.to, limit, offset],
  );
}

/** The judged days of these (user, date) pairs, in no particular order. */
export async function judgeDays(db: Db, at: Date, days: { user_id: number; tanggal: string }[]): Promise<DailyStatus[]> {
  if (days.length === 0) return [];
  const dates = days.map((d) => d.tanggal).sort();
  const userIds = [...new Set(days.map((d) => d.user_id))];
  const { sql, params } = dailyStatusSql({ from: dates[0], to: dates[dates.length - 1], at, userIds });
  const n = params.length;
  return db.query<DailyStatus>(
    `select d.* from (${sql}) d
      where (d.user_id, d.tanggal) in (select * from unnest($${n + 1}::bigint[], $${n + 2}::date[]))`,
    [...params, days.map((d) => d.user_id), days.map((d) => d.tanggal)],
  );
}

// Approved piece-rate and daily wages (borongan, decided in approvals) in the range. Employees are picked by
// whether they have one (an index probe per employee, walking users in name order for a page), and only the
// page's employees' wages are summed per day: summing everyone's first cost ~200 ms over a year.
const APPROVED_WAGES = `from borongan b
    join approvals ap on ap.tipe = 'borongan' and ap.request_id = b.id and ap.status = 'Disetujui'
   where b.tanggal between $1::date and $2::date`;
const WAGE_EMPLOYEES = `from users u where exists (select 1 ${APPROVED_WAGES} and b.user_id = u.id) and ${matches('$3')}`;

/** Employees with at least one approved wage in the range, in name order. */
export async function wageEmployees(db: Db, f: { from: string; to: string; search?: string }, s: Slice): Promise<EmployeeRow[]> {
  const slice = sliceSql(s, 4);
  return db.query<EmployeeRow>(
    `select u.id, u.nip, u.fullname as nama, u.tipe_karyawan, null as jabatan, null as lokasi, lower(u.fullname) as urut
     ${WAGE_EMPLOYEES} ${slice.where} ${ORDER} ${slice.tail}`,
    [f.from, f.to, f.search || null, ...slice.params],
  );
}

export async function countWageEmployees(db: Db, f: { from: string; to: string; search?: string }): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n ${WAGE_EMPLOYEES}`, [f.from, f.to, f.search || null]);
  return row.n;
}

/** The approved wage of each day with one, for these employees. */
export async function wagesOf(
  db: Db,
  f: { from: string; to: string },
  userIds: number[],
): Promise<{ user_id: number; tanggal: string; upah: number }[]> {
  if (userIds.length === 0) return [];
  return db.query(
    `select b.user_id, b.tanggal, sum(b.total_upah)::bigint as upah ${APPROVED_WAGES} and b.user_id = any($3::bigint[])
      group by b.user_id, b.tanggal`,
    [f.from, f.to, userIds],
  );
}

/** The company name for the exports' title (the single perusahaan row). */
export async function companyName(db: Db): Promise<string> {
  const [row] = await db.query<{ nama: string }>('select nama from perusahaan where id = 1');
  return row?.nama ?? '';
}
