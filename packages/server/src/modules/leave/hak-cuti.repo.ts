import type { ListQuery, PeriodeCuti } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { shiftOfDay } from '../schedules/index.ts';

// Annual leave entitlement, derived (decision 0020). THE one place that turns the policy (kebijakan_cuti), the
// join dates (users), HR's adjustments (penyesuaian_cuti), cuti bersama (hari_libur, on the employee's working days:
// schedules' shiftOfDay, the roster over the weekly schedule) and the leave taken (izin, izin_hari, approvals) into each employee's periods; the report,
// GET /users/kuota-cuti, the settings screens and the leave form's check all read it.
//
// A period is named by the year it starts in. Calendar basis: the calendar year. Anniversary basis: the 12
// months from the anniversary of the join date in that year. Entitlement (hak) starts on the day 12 months of
// service complete (berhak): an anniversary period gets it from the first anniversary on; on the calendar
// basis the year in which that day falls gets the full days from that day (the law grants them whole once
// 12 months are complete; pro rata would give less than 12) and every later year from 1 January.
// Nothing is granted for a period that starts after the employee's last day.

// A leave day (or holiday) `d` falls in the period starting in its year, or the one before when it is dated
// before that year's anniversary. `e` names the row holding the employee's masuk, tahun_masuk and ulang.
const periodeOf = (d: string, e = 'u') =>
  `(extract(year from ${d})::int
    - (${e}.ulang and ${d} < (${e}.masuk + make_interval(years => extract(year from ${d})::int - ${e}.tahun_masuk))::date)::int)`;
const mulaiOf = (p: string, e = 'u') =>
  `(case when ${e}.ulang then (${e}.masuk + make_interval(years => ${p} - ${e}.tahun_masuk))::date else make_date(${p}, 1, 1) end)`;

/**
 * The statement, for the employees `$1::bigint[]` on the day `$2::date`, with their periods from the first
 * one that counts up to the latest of today's, `$3::int` (a period asked for) and any with leave or adjustments.
 *
 * Carry-over runs in period order (a recursive step per period): leave dated before the carried days expire
 * takes them first, so what carries on is what is left of the period's own days (saldo), capped by the policy.
 * `saldo` is the period's own days left once all its pending and approved leave is counted; below 0 means
 * the leave does not fit (before or after the carried days expire), which is what the filing check refuses.
 */
const DERIVE = `with recursive
k as (select hari_per_tahun as n, dasar, bawa_hari, bawa_bulan, potong_cuti_bersama from kebijakan_cuti where id = 1),
u as (
  select u.id, u.tanggal_masuk as masuk, extract(year from u.tanggal_masuk)::int as tahun_masuk, u.jadwal_kerja_id,
         (u.tanggal_masuk + interval '1 year')::date as berhak,
         case when u.active then 'infinity'::date
              else coalesce((u.deactivated_at at time zone 'Asia/Jakarta')::date, '-infinity'::date) end as keluar,
         (k.dasar = 'ulang_tahun' and u.tanggal_masuk is not null) as ulang
    from users u cross join k
   where u.id = any($1::bigint[])
),
hari as (
  select u.id as user_id, x.periode,
         (count(*) filter (where d.disetujui))::int as terpakai,
         (count(*) filter (where not d.disetujui))::int as menunggu,
         (count(*) filter (where d.tanggal < (${mulaiOf('x.periode')} + make_interval(months => k.bawa_bulan))::date))::int
           as sebelum_batas,
         (count(*) filter (where d.tanggal < u.berhak))::int as sebelum_berhak
    from u
    cross join k
    -- Driven from each employee's own requests (offset 0 keeps the planner from flattening the steps), so that
    -- their leave is found through izin's user index whatever the statistics say (PGlite analyzes only nightly).
    cross join lateral (
      select h.tanggal, s.status = 'Disetujui' as disetujui
        from izin i
        cross join lateral (select a.status from approvals a where a.tipe = 'izin' and a.request_id = i.id offset 0) s
        cross join lateral (select h.tanggal from izin_hari h where h.izin_id = i.id offset 0) h
       where i.user_id = u.id and i.potong_kuota and s.status in ('Disetujui', 'Menunggu Persetujuan')
      offset 0
    ) d
    cross join lateral (select ${periodeOf('d.tanggal')} as periode) x
   group by 1, 2
),
cb as (
  select u.id as user_id, ${periodeOf('hl.tanggal')} as periode, count(*)::int as hari
    from u
    join k on k.potong_cuti_bersama
    join hari_libur hl on hl.cuti_bersama and hl.tanggal >= u.berhak and hl.tanggal <= u.keluar
    ${shiftOfDay('u.id', 'u.jadwal_kerja_id', 'hl.tanggal', 'sh')}
   where sh.kerja
   group by 1, 2
),
adj as (
  select p.user_id, p.periode, sum(p.hari)::int as hari
    from penyesuaian_cuti p join u on u.id = p.user_id
   group by 1, 2
),
ada as (
  select user_id, min(periode) as lo, max(periode) as hi
    from (select user_id, periode from adj union all select user_id, periode from hari) x
   group by 1
),
rentang as (
  select u.*,
         least(case when u.ulang then u.tahun_masuk + 1 else extract(year from u.berhak)::int end,
               ${periodeOf('$2::date')}, ada.lo) as p0,
         greatest(${periodeOf('$2::date')}, $3::int, ada.hi) as p1
    from u left join ada on ada.user_id = u.id
),
p as (
  select r.id as user_id, s.periode, b.mulai, b.selesai, b.batas, r.berhak,
         case when r.berhak is not null and greatest(b.mulai, r.berhak) <= least(b.selesai, r.keluar) then k.n else 0 end as hak,
         coalesce(adj.hari, 0) as penyesuaian, coalesce(cb.hari, 0) as cuti_bersama,
         coalesce(hari.terpakai, 0) as terpakai, coalesce(hari.menunggu, 0) as menunggu,
         coalesce(hari.sebelum_batas, 0) as sebelum_batas, coalesce(hari.sebelum_berhak, 0) as sebelum_berhak,
         s.periode = r.p0 as pertama
    from rentang r
    cross join k
    cross join lateral generate_series(r.p0, r.p1) s(periode)
    cross join lateral (
      select ${mulaiOf('s.periode', 'r')} as mulai,
             ${mulaiOf('s.periode + 1', 'r')} - 1 as selesai,
             (${mulaiOf('s.periode', 'r')} + make_interval(months => k.bawa_bulan))::date as batas
    ) b
    left join adj on adj.user_id = r.id and adj.periode = s.periode
    left join cb on cb.user_id = r.id and cb.periode = s.periode
    left join hari on hari.user_id = r.id and hari.periode = s.periode
),
rantai as (
  select p.user_id, p.periode, 0 as dibawa, p.hak + p.penyesuaian - p.cuti_bersama - p.terpakai - p.menunggu as saldo
    from p where p.pertama
  union all
  select p.user_id, p.periode, least(k.bawa_hari, greatest(0, rantai.saldo)),
         p.hak + p.penyesuaian - p.cuti_bersama
           - (p.terpakai + p.menunggu - least(least(k.bawa_hari, greatest(0, rantai.saldo)), p.sebelum_batas))
    from rantai
    join p on p.user_id = rantai.user_id and p.periode = rantai.periode + 1
    cross join k
)
select p.user_id, p.periode, to_char(p.mulai, 'YYYY-MM-DD') as mulai, to_char(p.selesai, 'YYYY-MM-DD') as selesai,
       p.hak, x.dibawa, case when x.dibawa > 0 then to_char(p.batas - 1, 'YYYY-MM-DD') end as dibawa_sampai,
       x.hangus, p.cuti_bersama, p.penyesuaian,
       p.hak + x.dibawa - x.hangus - p.cuti_bersama + p.penyesuaian as total,
       p.terpakai, p.menunggu,
       p.hak + x.dibawa - x.hangus - p.cuti_bersama + p.penyesuaian - p.terpakai as sisa,
       rantai.saldo, p.sebelum_berhak, to_char(p.batas, 'YYYY-MM-DD') as batas, to_char(p.berhak, 'YYYY-MM-DD') as berhak
  from p
  join rantai using (user_id, periode)
  cross join lateral (
    select rantai.dibawa,
           case when p.batas <= $2::date then rantai.dibawa - least(rantai.dibawa, p.sebelum_batas) else 0 end as hangus
  ) x`;

/** One period of one employee, with what the checks need besides the figures shown. */
export interface PeriodeRow extends PeriodeCuti {
  user_id: number;
  /** The period's own days left with all its pending and approved leave counted; below 0: does not fit. */
  saldo: number;
  /** Leave days of the period dated before 12 months of service complete. */
  sebelum_berhak: number;
  /** The day carried days expire (the first day they may no longer be used). */
  batas: string;
  berhak: string | null;
}

/** Every period of each of `userIds` (see DERIVE), oldest first; `periode` makes sure that period is included. */
export async function derive(db: Db, userIds: number[], today: string, periode: number | null = null): Promise<PeriodeRow[]> {
  if (userIds.length === 0) return [];
  return db.query<PeriodeRow>(`${DERIVE} order by p.user_id, p.periode`, [userIds, today, periode]);
}

/** The period (its starting year) that holds `date` for the employee under the current policy. */
export async function periodeOfDate(db: Db, userId: number, date: string): Promise<number> {
  const [row] = await db.query<{ periode: number }>(
    `select ${periodeOf('$2::date')} as periode
       from (select u.tanggal_masuk as masuk, extract(year from u.tanggal_masuk)::int as tahun_masuk,
                    (k.dasar = 'ulang_tahun' and u.tanggal_masuk is not null) as ulang
               from users u cross join kebijakan_cuti k where u.id = $1 and k.id = 1) u`,
    [userId, date],
  );
  return row?.periode ?? Number(date.slice(0, 4));
}

const contains = (col: string, param: string) => `strpos(lower(${col}), lower(${param})) > 0`;
const search = (p: string) => `(${p}::text is null or ${contains('u.nip', p)} or ${contains('u.fullname', p)})`;

export interface Orang {
  id: number;
  nip: string;
  nama: string;
  tanggal_masuk: string | null;
}

/** A page of active employees by name (the settings list). */
export async function pageOfActive(db: Db, q: ListQuery): Promise<{ items: Orang[]; total: number }> {
  const items = await db.query<Orang>(
    `select u.id, u.nip, u.fullname as nama, u.tanggal_masuk from users u
      where u.active and ${search('$1')}
      order by lower(u.fullname), u.id limit $2 offset $3`,
    [q.search || null, q.size, (q.page - 1) * q.size],
  );
  const [{ total }] = await db.query<{ total: number }>(
    `select count(*)::int as total from users u where u.active and ${search('$1')}`,
    [q.search || null],
  );
  return { items, total };
}

/**
 * Employees (active or not) with something in the period that starts in `$1`: entitlement (the same rule as
 * DERIVE's hak), an adjustment, or pending or approved quota-taking leave.
 */
const REPORT_FROM = `from users u
  cross join kebijakan_cuti k
  cross join lateral (
    select u.tanggal_masuk as masuk, extract(year from u.tanggal_masuk)::int as tahun_masuk,
           (k.dasar = 'ulang_tahun' and u.tanggal_masuk is not null) as ulang,
           (u.tanggal_masuk + interval '1 year')::date as berhak,
           case when u.active then 'infinity'::date
                else coalesce((u.deactivated_at at time zone 'Asia/Jakarta')::date, '-infinity'::date) end as keluar
  ) e
  cross join lateral (select ${mulaiOf('$1::int', 'e')} as mulai, ${mulaiOf('$1::int + 1', 'e')} - 1 as selesai) b
 where k.id = 1 and ${search('$2')}
   and ((e.berhak is not null and greatest(b.mulai, e.berhak) <= least(b.selesai, e.keluar))
        or exists (select 1 from penyesuaian_cuti p where p.user_id = u.id and p.periode = $1::int)
        or exists (select 1 from izin i
                     join approvals a on a.tipe = 'izin' and a.request_id = i.id
                                     and a.status in ('Disetujui', 'Menunggu Persetujuan')
                     join izin_hari h on h.izin_id = i.id
                    where i.user_id = u.id and i.potong_kuota and h.tanggal between b.mulai and b.selesai))`;

export async function pageOfReport(db: Db, q: ListQuery & { periode: number }): Promise<{ items: Orang[]; total: number }> {
  const params = [q.periode, q.search || null];
  const items = await db.query<Orang>(
    `select u.id, u.nip, u.fullname as nama, u.tanggal_masuk ${REPORT_FROM}
      order by lower(u.fullname), u.id limit $3 offset $4`,
    [...params, q.size, (q.page - 1) * q.size],
  );
  const [{ total }] = await db.query<{ total: number }>(`select count(*)::int as total ${REPORT_FROM}`, params);
  return { items, total };
}

export interface Karyawan {
  id: number;
  nip: string;
  nama: string;
  tanggal_masuk: string | null;
  aktif: boolean;
}

export async function findKaryawan(db: Db, userId: number): Promise<Karyawan | undefined> {
  const rows = await db.query<Karyawan>(
    'select id, nip, fullname as nama, tanggal_masuk, active as aktif from users where id = $1',
    [userId],
  );
  return rows[0];
}

/** Active or not, by NIP (case-insensitive, as NIPs are unique). */
export async function findByNips(db: Db, nips: string[]): Promise<Karyawan[]> {
  if (nips.length === 0) return [];
  return db.query<Karyawan>(
    `select id, nip, fullname as nama, tanggal_masuk, active as aktif from users
      where lower(nip) = any(select lower(n) from unnest($1::text[]) n)`,
    [nips],
  );
}

/**
 * Serialises changes to these employees' annual leave (filings, adjustments, imports) until commit; taken in
 * id order, so two transactions locking several employees cannot wait on each other in a circle.
 */
export async function lockMany(tx: Db, userIds: number[]) {
  await tx.query(
    `select pg_advisory_xact_lock(hashtext('cuti-tahunan'), s.id::int)
       from (select id from unnest($1::bigint[]) id order by id) s`,
    [[...userIds].sort((a, b) => a - b)],
  );
}
