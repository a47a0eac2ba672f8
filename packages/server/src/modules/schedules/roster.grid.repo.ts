import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from './shift-of-day.ts';

// SQL of the roster grid (GET /roster) and of the pattern and copy helpers (decision 0024). The grid reads each
// cell through shiftOfDay, never roster or jadwal_kerja_hari on their own; the copy reads the roster ROWS of its
// source range on purpose (it copies rows, not the weekly schedule). Writes are roster.repo.ts writeCells.

const contains = (col: string, param: string) => `strpos(lower(${col}), lower(${param})) > 0`;

export interface GridFilter {
  search?: string;
  lokasi_id?: number;
  jabatan_id?: number;
}

/** $1 search, $2 location, $3 job title: the active employees a grid, a pattern or a copy by filter applies to. */
const AKTIF_WHERE = `u.active
  and ($1::text is null or ${contains('u.nip', '$1')} or ${contains('u.fullname', '$1')})
  and ($2::bigint is null or u.lokasi_id = $2) and ($3::bigint is null or u.jabatan_id = $3)`;
const filterParams = (f: GridFilter) => [f.search || null, f.lokasi_id ?? null, f.jabatan_id ?? null];
const NAME_ORDER = 'lower(u.fullname), u.id';

export interface GridEmployee {
  user_id: number;
  nip: string;
  nama: string;
  jabatan: string | null;
  lokasi: string | null;
  jadwal_kerja: string | null;
  terkunci: boolean;
}

/** One page of active employees in name order, each with whether payroll of `bulan` is final for them. */
export async function pageEmployees(
  db: Db,
  f: GridFilter,
  bulan: string,
  page: { size: number; offset: number },
): Promise<{ items: GridEmployee[]; total: number }> {
  const params = filterParams(f);
  const items = await db.query<GridEmployee>(
    `select u.id as user_id, u.nip, u.fullname as nama, j.nama as jabatan, l.nama as lokasi, jk.nama as jadwal_kerja,
            exists (select 1 from penggajian_kunci k where k.user_id = u.id and k.bulan = $4) as terkunci
       from users u
       left join jabatan j on j.id = u.jabatan_id
       left join lokasi l on l.id = u.lokasi_id
       left join jadwal_kerja jk on jk.id = u.jadwal_kerja_id
      where ${AKTIF_WHERE}
      order by ${NAME_ORDER}
      limit $5 offset $6`,
    [...params, bulan, page.size, page.offset],
  );
  const [{ total }] = await db.query<{ total: number }>(
    `select count(*)::int as total from users u where ${AKTIF_WHERE}`,
    params,
  );
  return { items, total };
}

export interface GridCell {
  user_id: number;
  tanggal: string;
  shift_id: number | null;
  kode: string | null;
  dari_roster: boolean;
  jam_masuk: string | null;
  jam_pulang: string | null;
}

/**
 * Every cell of [dari, sampai] for these employees in one statement, ordered by employee and date. kode: the
 * roster's shift's kode, 'L' on a day off (rostered or weekly), null without a schedule; a weekly working day shows
 * the kode of the active shift with the same hours (lowest kode), else 'J' (jadwal mingguan).
 */
export async function cells(db: Db, userIds: number[], dari: string, sampai: string): Promise<GridCell[]> {
  if (!userIds.length) return [];
  return db.query<GridCell>(
    `with p as (select u.id, u.jadwal_kerja_id from users u where u.id = any($3::bigint[])),
          d as (select g::date as tanggal from generate_series($1::date, $2::date, interval '1 day') g)
     select p.id as user_id, to_char(d.tanggal, 'YYYY-MM-DD') as tanggal, sh.shift_id, sh.dari_roster,
            case when sh.dari_roster then coalesce(k.kode, 'L')
                 when p.jadwal_kerja_id is null then null
                 when not sh.kerja then 'L'
                 else coalesce(w.kode, 'J') end as kode,
            to_char(sh.jam_masuk, 'HH24:MI') as jam_masuk, to_char(sh.jam_pulang, 'HH24:MI') as jam_pulang
       from p cross join d
       ${shiftOfDay('p.id', 'p.jadwal_kerja_id', 'd.tanggal', 'sh', 'between $1::date and $2::date')}
       left join shift k on k.id = sh.shift_id
       left join lateral (
         select s.kode from shift s
          where s.aktif and s.jam_masuk = sh.jam_masuk and s.jam_pulang = sh.jam_pulang
          order by upper(s.kode) limit 1
       ) w on not sh.dari_roster and sh.kerja
      order by p.id, d.tanggal`,
    [dari, sampai, userIds],
  );
}

export async function holidays(db: Db, dari: string, sampai: string) {
  return db.query<{ tanggal: string; nama: string }>(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, nama from hari_libur
      where tanggal between $1::date and $2::date order by tanggal, id`,
    [dari, sampai],
  );
}

export interface Person {
  id: number;
  nip: string;
  fullname: string;
  active: boolean;
}

/** The listed users as they are (to say which are unknown or inactive), in name order. */
export async function peopleByIds(db: Db, ids: number[]): Promise<Person[]> {
  return db.query<Person>(
    `select u.id, u.nip, u.fullname, u.active from users u where u.id = any($1::bigint[]) order by ${NAME_ORDER}`,
    [ids],
  );
}

/** Active employees of a location and/or job title, in name order. */
export async function activeByFilter(db: Db, f: GridFilter): Promise<Person[]> {
  return db.query<Person>(
    `select u.id, u.nip, u.fullname, u.active from users u where ${AKTIF_WHERE} order by ${NAME_ORDER}`,
    filterParams(f),
  );
}

export interface ShiftRef {
  id: number;
  kode: string;
  nama: string;
  aktif: boolean;
}

export async function shiftsByIds(db: Db, ids: number[]): Promise<ShiftRef[]> {
  if (!ids.length) return [];
  return db.query<ShiftRef>('select id, kode, nama, aktif from shift where id = any($1::bigint[])', [ids]);
}

/** The roster rows of these employees in [dari, sampai] (the source of a copy). */
export async function rosterRows(db: Db, userIds: number[], dari: string, sampai: string) {
  return db.query<{ user_id: number; tanggal: string; shift_id: number | null }>(
    `select user_id, to_char(tanggal, 'YYYY-MM-DD') as tanggal, shift_id from roster
      where user_id = any($1::bigint[]) and tanggal between $2::date and $3::date`,
    [userIds, dari, sampai],
  );
}
