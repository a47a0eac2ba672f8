import type { HistoryFlag, HistoryStatusLabel } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';

// The ONE place where daily statuses are derived: late, early leave, incomplete, alpha, day off, not
// yet punched, on leave. Nothing here is stored; a correction, a new holiday or approved leave changes
// the answer of the next query. History, the reports and payroll all read these rows.
//
// Which days: for each selected employee, every local date in [from, to] from their join date
// (tanggal_masuk) up to their local today (and, once deactivated, the day of deactivation), plus any
// day in range that has an attendance record. Which shift: the record's snapshot when there is one,
// else the employee's current schedule for that weekday. A shift whose jam_pulang <= jam_masuk ends
// on the next day. Local times follow the time zone of the record (else the employee's location,
// Asia/Jakarta without one); instants are compared as timestamptz, at minute precision (seconds
// dropped, as the times are shown).

export interface StatusFilter {
  from: string;
  to: string;
  /** The instant that decides whether a day has closed; now by default. */
  at?: Date;
  userIds?: number[];
  lokasiId?: number;
  jabatanId?: number;
  /** Case-insensitive part of the NIP or name. */
  search?: string;
}

export interface DailyStatus {
  user_id: number;
  nip: string;
  nama: string;
  jabatan: string | null;
  lokasi: string | null;
  tanggal: string;
  attendance_id: number | null;
  zona_waktu: string;
  jadwal_nama: string | null;
  /** The shift, HH:mm; null on a day without one. */
  jadwal_masuk: string | null;
  jadwal_pulang: string | null;
  toleransi_terlambat: number;
  /** A working day: the shift says work and it is not a holiday. */
  hari_kerja: boolean;
  hari_libur: string | null;
  time_in: string | null;
  time_out: string | null;
  /** Clock-in and clock-out as local HH:mm. */
  jam_masuk: string | null;
  jam_pulang: string | null;
  hadir: boolean;
  terlambat: boolean;
  pulang_awal: boolean;
  tak_lengkap: boolean;
  alpha: boolean;
  /** A working day without a clock-in covered by approved leave: never alpha. */
  izin: boolean;
  /** On an izin day: whether the leave is paid (as the type was when it was filed). */
  izin_berbayar: boolean;
  /** On an izin day: the leave type's name. */
  jenis_izin: string | null;
  libur: boolean;
  belum_absen: boolean;
  menit_terlambat: number;
  menit_pulang_awal: number;
  menit_kehadiran: number;
  status: HistoryStatusLabel;
}

const FLAG_COLUMN: Record<HistoryFlag, string> = {
  hadir: 'hadir',
  terlambat: 'terlambat',
  pulang_awal: 'pulang_awal',
  tak_lengkap: 'tak_lengkap',
  alpha: 'alpha',
  izin: 'izin',
  libur: 'libur',
  belum_absen: 'belum_absen',
};

/** Parameters $1..$7 of every status query, in this order. */
function baseParams(f: StatusFilter): unknown[] {
  return [
    f.from,
    f.to,
    (f.at ?? new Date()).toISOString(),
    f.userIds ?? null,
    f.lokasiId ?? null,
    f.jabatanId ?? null,
    f.search?.trim() || null,
  ];
}

// The selected employees with their window of counted days within [$1, $2], their schedule, and
// their place in name order (urut), so that ordering many days sorts integers, not names.
const EMPLOYEES = `
  emp as (
    select u.id, u.nip, u.fullname, u.jadwal_kerja_id, j.nama as jabatan, l.nama as lokasi, z.zona,
           jk.nama as jadwal_nama, coalesce(jk.toleransi_terlambat, 0) as toleransi,
           row_number() over (order by lower(u.fullname), u.id) as urut,
           greatest($1::date, coalesce(u.tanggal_masuk, $1::date)) as dari,
           least($2::date, z.hari_ini,
                 case when u.active then $2::date
                      else coalesce((u.deactivated_at at time zone z.zona)::date, $1::date - 1) end) as sampai,
           least($2::date, z.hari_ini) as batas
      from users u
      left join lokasi l on l.id = u.lokasi_id
      left join jabatan j on j.id = u.jabatan_id
      left join jadwal_kerja jk on jk.id = u.jadwal_kerja_id
      cross join lateral (select coalesce(l.zona_waktu, 'Asia/Jakarta') as zona) z0
      cross join lateral (select z0.zona, ($3::timestamptz at time zone z0.zona)::date as hari_ini) z
     where ($4::bigint[] is null or u.id = any($4::bigint[]))
       and ($5::bigint is null or u.lokasi_id = $5::bigint)
       and ($6::bigint is null or u.jabatan_id = $6::bigint)
       and ($7::text is null or strpos(lower(u.nip), lower($7::text)) > 0 or strpos(lower(u.fullname), lower($7::text)) > 0)
  ),
  -- Records outside the counted window are facts too: show them. A punch before the join date or after
  -- deactivation cuts the window short (batas: the range up to their today); a record dated after today
  -- (the location moved to a zone further west) is looked for when particular employees are asked for.
  outside as (
    select emp.*, a.tanggal
      from emp join attendance a on a.user_id = emp.id
     where ($4::bigint[] is not null or emp.dari > $1::date or emp.sampai < emp.batas)
       and a.tanggal between $1::date and $2::date and (a.tanggal < emp.dari or a.tanggal > emp.sampai)
  ),
  -- The dates once (an exact row estimate for the planner), then each employee's window of them.
  dates as (select $1::date + i as tanggal from generate_series(0, $2::date - $1::date) i),
  pairs as (
    select emp.*, d.tanggal from emp join dates d on d.tanggal between emp.dari and emp.sampai
    union all
    select * from outside
  )`;

// APPROVED_LEAVE: the days of approved leave (izin) of the employees in `source` within [$1, $2], read-only
// from the leave-requests module; approving, rejecting or cancelling it changes the day at once. Its flags
// are as filed. Spelled out per day once and hash-joined: a lookup per judged day cost more than the rest
// of the judgement (reports judge hundreds of thousands of days).
function leaveDays(source: string): string {
  return `leave_days as (
    select distinct on (i.user_id, g.tanggal) i.user_id, g.tanggal, ji.nama as jenis_izin, i.berbayar
      from izin i
      join approvals ap on ap.tipe = 'izin' and ap.request_id = i.id and ap.status = 'Disetujui'
      join jenis_izin ji on ji.id = i.jenis_izin_id
     cross join lateral (select greatest(i.tanggal_mulai, $1::date) as dari, least(i.tanggal_selesai, $2::date) as sampai) r
     cross join lateral (select r.dari + k as tanggal from generate_series(0, r.sampai - r.dari) k) g
     where i.user_id in (select id from ${source}) and i.tanggal_mulai <= $2::date and i.tanggal_selesai >= $1::date
     order by i.user_id, g.tanggal, i.id
  )`;
}

// The columns of an attendance record that judging its day reads, and their types (for a source without one).
const RECORD_FIELDS = [
  'id',
  'time_in',
  'time_out',
  'zona_waktu',
  'jadwal_nama',
  'jam_masuk',
  'jam_pulang',
  'toleransi_terlambat',
  'hari_kerja',
] as const;
const RECORD_TYPES: Record<(typeof RECORD_FIELDS)[number], string> = {
  id: 'bigint',
  time_in: 'timestamptz',
  time_out: 'timestamptz',
  zona_waktu: 'text',
  jadwal_nama: 'text',
  jam_masuk: 'time',
  jam_pulang: 'time',
  toleransi_terlambat: 'int',
  hari_kerja: 'boolean',
};

/**
 * The derived columns of each (user_id, tanggal) row of `source`. One set-based pass, no per-row queries.
 * Minute precision without truncating: jam_masuk/jam_pulang are whole minutes, so "the clock-in minute is
 * after start + tolerance" is "clock-in >= start + tolerance + 1 minute", and "the clock-out minute is
 * before the end" is "clock-out < end".
 */
function judged(source: string, opts: { mode?: 'join' | 'records' | 'schedule'; carry?: string[] } = {}): string {
  const carry = opts.carry ?? [];
  const mode = opts.mode ?? 'join';
  // The day's record: joined here, or on the source row as a_* columns ('records'), or none ('schedule': every
  // day is judged by the schedule). A source of records needs no schedule: a record's own snapshot decides.
  const record = {
    join: `-- The explicit range lets the planner read only the range's records (attendance_tanggal_idx).
          left join attendance a on a.user_id = p.id and a.tanggal = p.tanggal and a.tanggal between $1::date and $2::date`,
    records: `cross join lateral (select ${RECORD_FIELDS.map((c) => `p.a_${c} as ${c}`).join(', ')}) a`,
    schedule: `cross join lateral (select ${RECORD_FIELDS.map((c) => `null::${RECORD_TYPES[c]} as ${c}`).join(', ')}) a`,
  }[mode];
  const schedule =
    mode === 'records'
      ? 'cross join lateral (select null::boolean as libur, null::time as jam_masuk, null::time as jam_pulang) h'
      : 'left join jadwal_kerja_hari h on h.jadwal_kerja_id = p.jadwal_kerja_id and h.hari = extract(isodow from p.tanggal)::int';
  return `
    select ${carry.map((c) => `d.${c}, `).join('')}d.user_id, d.nip, d.nama, d.jabatan, d.lokasi, d.tanggal, d.urut,
           d.attendance_id, d.zona as zona_waktu, d.jadwal_nama,
           to_char(d.jam_masuk, 'HH24:MI') as jadwal_masuk, to_char(d.jam_pulang, 'HH24:MI') as jadwal_pulang,
           d.toleransi as toleransi_terlambat, d.kerja as hari_kerja, d.hari_libur,
           d.time_in, d.time_out,
           to_char(d.time_in at time zone d.zona, 'HH24:MI') as jam_masuk,
           to_char(d.time_out at time zone d.zona, 'HH24:MI') as jam_pulang,
           d.hadir, d.terlambat, d.pulang_awal, d.tak_lengkap, d.alpha, d.izin, d.libur, d.belum_absen,
           d.izin and d.izin_berbayar as izin_berbayar, case when d.izin then d.jenis_izin end as jenis_izin,
           case when d.terlambat then floor(date_part('epoch', d.time_in - d.mulai) / 60)::int else 0 end as menit_terlambat,
           case when d.pulang_awal then ceil(date_part('epoch', d.selesai - d.time_out) / 60)::int else 0 end as menit_pulang_awal,
           coalesce((floor(date_part('epoch', d.time_out) / 60) - floor(date_part('epoch', d.time_in) / 60))::int, 0)
             as menit_kehadiran,
           case when d.hadir then
                  case when d.tak_lengkap then 'Tidak Lengkap'
                       when d.terlambat and d.pulang_awal then 'Terlambat & Pulang Awal'
                       when d.terlambat then 'Terlambat'
                       when d.pulang_awal then 'Pulang Awal'
                       else 'Hadir' end
                when d.izin then 'Izin'
                when d.alpha then 'Alpha'
                when d.belum_absen then 'Belum Absen'
                else 'Libur' end as status
      from (
      select d.*, k.kerja, k.tutup, f.* from (
        select ${carry.map((c) => `p.${c}, `).join('')}p.id as user_id, p.nip, p.fullname as nama, p.jabatan, p.lokasi, p.tanggal, p.urut,
               a.id as attendance_id, a.time_in, a.time_out, hl.id as libur_id, hl.nama as hari_libur,
               lv.jenis_izin, lv.berbayar as izin_berbayar, sh.*,
               (p.tanggal + sh.jam_masuk) at time zone sh.zona as mulai,
               (p.tanggal + sh.jam_pulang + case when sh.jam_pulang <= sh.jam_masuk then interval '1 day' else interval '0 day' end)
                 at time zone sh.zona as selesai
          from ${source} p
          ${record}
          ${schedule}
          left join hari_libur hl on hl.tanggal = p.tanggal
          -- APPROVED_LEAVE (the leave_days CTE): approved leave covering this date.
          left join leave_days lv on lv.user_id = p.id and lv.tanggal = p.tanggal
          -- The shift of the day: the record's snapshot, else the current schedule for that weekday.
          cross join lateral (select
                 coalesce(a.zona_waktu, p.zona) as zona,
                 case when a.id is null then p.jadwal_nama else a.jadwal_nama end as jadwal_nama,
                 case when a.id is null then case when h.libur then null else h.jam_masuk end else a.jam_masuk end as jam_masuk,
                 case when a.id is null then case when h.libur then null else h.jam_pulang end else a.jam_pulang end as jam_pulang,
                 case when a.id is null then p.toleransi else a.toleransi_terlambat end as toleransi,
                 case when a.id is null then h.libur is false else a.hari_kerja end as jadwal_kerja) sh
         -- A fence: each day's shift instants are computed here once. Inlined, PostgreSQL would compute them
         -- again in every flag and minute count that reads them (most of the cost of judging a day).
         offset 0
      ) d
      cross join lateral (select
             -- A holiday (even one added after the fact) is never a working day.
             coalesce(d.jadwal_kerja and d.libur_id is null and d.jam_masuk is not null and d.jam_pulang is not null, false) as kerja,
             -- The day has closed once its shift has ended (the next morning for a night shift), or at local midnight without one.
             $3::timestamptz >= coalesce(d.selesai, (d.tanggal + 1)::timestamp at time zone d.zona) as tutup,
             d.jenis_izin is not null as izin) k
      -- The clock-in test comes first where it decides alone, so that most days skip the rest.
      cross join lateral (select
             d.time_in is not null as hadir,
             coalesce(k.kerja and d.time_in >= d.mulai + make_interval(mins => d.toleransi + 1), false) as terlambat,
             coalesce(k.kerja and d.time_out < d.selesai, false) as pulang_awal,
             d.time_in is not null and d.time_out is null and k.tutup as tak_lengkap,
             d.time_in is null and k.kerja and k.tutup and not k.izin as alpha,
             -- A day off inside a leave range stays a day off; a clock-in on a leave day is presence.
             d.time_in is null and k.kerja and k.izin as izin,
             d.time_in is null and not k.kerja as libur,
             d.time_in is null and k.kerja and not k.tutup and not k.izin as belum_absen) f
      -- A second fence: each flag is computed once, not again in every minute count, status and sum that reads it.
      offset 0
      ) d`;
}

/**
 * Every judged day of the filter, unordered: `{ sql, params }` for reports and payroll to aggregate
 * (`select user_id, count(*) filter (where alpha) from (${sql}) d group by user_id`). Their own
 * parameters continue at `$${params.length + 1}`.
 */
export function dailyStatusSql(f: StatusFilter): { sql: string; params: unknown[] } {
  return { sql: `with ${EMPLOYEES}, ${leaveDays('emp')} ${judged('pairs')}`, params: baseParams(f) };
}

/** Per employee of the filter: how many of their days are each status, and the minutes, as dailyStatusSql's days sum. */
export interface DailyTotals {
  user_id: number;
  hadir: number;
  menit_kehadiran: number;
  izin: number;
  izin_berbayar: number;
  izin_tidak_berbayar: number;
  alpha: number;
  tak_lengkap: number;
  terlambat: number;
  menit_terlambat: number;
  pulang_awal: number;
  menit_pulang_awal: number;
}

/**
 * The sums of dailyStatusSql's days per employee (`DailyTotals` columns, one row per selected employee), without
 * spelling out every employee-day: a year of 10,000 employees is 3.65 M days, and a row each through the joins
 * cost ~3 us a day. Days with a record are judged by judged() as ever, read straight from `attendance`. A day
 * without one is judged by the employee's schedule, zone and the holidays alone (and their leave): judged() runs
 * once per schedule, zone and date, and an employee's window of those days is counted from running totals; the
 * days their records and leave take out of it are subtracted. status.totals.test.ts proves the sums equal dailyStatusSql's.
 */
export function dailyTotalsSql(f: StatusFilter): { sql: string; params: unknown[] } {
  // Position of a date in the range's per-day arrays (1-based).
  const at = (d: string) => `(${d} - $1::date + 1)`;
  const sql = `with ${EMPLOYEES}, ${leaveDays('emp')},
    -- A day without a record, for each schedule and zone in use and each date, as judged() sees it.
    sched_src as (
      select null::bigint as id, null::text as nip, null::text as fullname, null::text as jabatan, null::text as lokasi,
             d.tanggal, 0::bigint as urut, null::text as jadwal_nama, s.zona, 0 as toleransi, s.jadwal_kerja_id
        from (select distinct jadwal_kerja_id, zona from emp where jadwal_kerja_id is not null) s cross join dates d
    ),
    -- ... as arrays over the range's dates: a working day, an alpha day, and the alpha days up to that date.
    sched as (
      select j.jadwal_kerja_id, j.zona_waktu as zona,
             array_agg(j.hari_kerja order by j.tanggal) as kerja,
             array_agg(j.alpha order by j.tanggal) as alpha,
             array_agg(j.alpha_sd order by j.tanggal) as alpha_sd
        from (select s.*, count(*) filter (where s.alpha) over (partition by s.jadwal_kerja_id, s.zona_waktu order by s.tanggal) as alpha_sd
                from (${judged('sched_src', { mode: 'schedule', carry: ['jadwal_kerja_id'] })}) s) j
       group by j.jadwal_kerja_id, j.zona_waktu
    ),
    emp_sched as (
      select emp.*, s.kerja as sched_kerja, s.alpha as sched_alpha, s.alpha_sd as sched_alpha_sd
        from emp left join sched s on s.jadwal_kerja_id = emp.jadwal_kerja_id and s.zona = emp.zona
    ),
    -- Every record of the range that is one of the selected employees' days (as in pairs: in the window, or
    -- outside it), and whether it stands in for a window day the schedule alone would call alpha.
    recs as (
      select e.id, e.nip, e.fullname, e.jabatan, e.lokasi, e.urut, e.jadwal_nama, e.zona, e.toleransi, e.jadwal_kerja_id,
             a.tanggal, coalesce(a.tanggal between e.dari and e.sampai and e.sched_alpha[${at('a.tanggal')}], false) as jadwal_alpha,
             ${RECORD_FIELDS.map((c) => `a.${c} as a_${c}`).join(', ')}
        from attendance a join emp_sched e on e.id = a.user_id
       where a.tanggal between $1::date and $2::date
         and (a.tanggal between e.dari and e.sampai or $4::bigint[] is not null or e.dari > $1::date or e.sampai < e.batas)
      -- A fence: the schedule's arrays are read here, not carried along with every record into the joins.
      offset 0
    ),
    rec as (
      select r.user_id,
             count(*) filter (where r.hadir) as hadir,
             coalesce(sum(r.menit_kehadiran), 0) as menit_kehadiran,
             count(*) filter (where r.izin) as izin,
             count(*) filter (where r.izin and r.izin_berbayar) as izin_berbayar,
             count(*) filter (where r.izin and not r.izin_berbayar) as izin_tidak_berbayar,
             count(*) filter (where r.alpha) as alpha,
             count(*) filter (where r.tak_lengkap) as tak_lengkap,
             count(*) filter (where r.terlambat) as terlambat,
             coalesce(sum(r.menit_terlambat), 0) as menit_terlambat,
             count(*) filter (where r.pulang_awal) as pulang_awal,
             coalesce(sum(r.menit_pulang_awal), 0) as menit_pulang_awal,
             count(*) filter (where r.jadwal_alpha) as jadwal_alpha
        from (${judged('recs', { mode: 'records', carry: ['jadwal_alpha'] })}) r
       group by r.user_id
    ),
    -- Approved leave on window days without a record: izin on the schedule's working days, and never alpha.
    cuti as (
      select lv.user_id,
             count(*) filter (where x.kerja) as izin,
             count(*) filter (where x.kerja and lv.berbayar) as izin_berbayar,
             count(*) filter (where x.kerja and not lv.berbayar) as izin_tidak_berbayar,
             count(*) filter (where x.alpha) as alpha
        from leave_days lv
        join emp_sched e on e.id = lv.user_id
       cross join lateral (select coalesce(e.sched_kerja[${at('lv.tanggal')}], false) as kerja,
                                  coalesce(e.sched_alpha[${at('lv.tanggal')}], false) as alpha) x
       where lv.tanggal between e.dari and e.sampai
         and not exists (select 1 from attendance a where a.user_id = lv.user_id and a.tanggal = lv.tanggal)
       group by lv.user_id
    )
    select e.id as user_id,
           coalesce(rec.hadir, 0)::int as hadir,
           coalesce(rec.menit_kehadiran, 0)::int as menit_kehadiran,
           (coalesce(rec.izin, 0) + coalesce(cuti.izin, 0))::int as izin,
           (coalesce(rec.izin_berbayar, 0) + coalesce(cuti.izin_berbayar, 0))::int as izin_berbayar,
           (coalesce(rec.izin_tidak_berbayar, 0) + coalesce(cuti.izin_tidak_berbayar, 0))::int as izin_tidak_berbayar,
           -- The schedule's alpha days of the window (running totals at its two ends), less those a record or leave took.
           (coalesce(rec.alpha, 0)
             + case when e.dari <= e.sampai
                    then coalesce(e.sched_alpha_sd[${at('e.sampai')}] - e.sched_alpha_sd[${at('e.dari')}]
                                  + e.sched_alpha[${at('e.dari')}]::int, 0)
                    else 0 end
             - coalesce(rec.jadwal_alpha, 0) - coalesce(cuti.alpha, 0))::int as alpha,
           coalesce(rec.tak_lengkap, 0)::int as tak_lengkap,
           coalesce(rec.terlambat, 0)::int as terlambat,
           coalesce(rec.menit_terlambat, 0)::int as menit_terlambat,
           coalesce(rec.pulang_awal, 0)::int as pulang_awal,
           coalesce(rec.menit_pulang_awal, 0)::int as menit_pulang_awal
      from emp_sched e
      left join rec on rec.user_id = e.id
      left join cuti on cuti.user_id = e.id`;
  return { sql, params: baseParams(f) };
}

const ORDER = 'order by tanggal desc, urut';

function mapRow(
  r: Omit<DailyStatus, 'time_in' | 'time_out'> & Record<'time_in' | 'time_out', Date | string | null>,
): DailyStatus {
  const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());
  return { ...r, time_in: iso(r.time_in), time_out: iso(r.time_out) };
}

/**
 * One page of judged days, newest first (then by name). Without a status filter the total and the page's
 * place are arithmetic over the employees' windows, and only the page's days are judged, so the cost does
 * not grow with the range; with one, every day in range is judged, filtered and counted in one pass.
 */
export async function queryDailyStatuses(
  db: Db,
  f: StatusFilter & { status?: HistoryFlag; page: number; size: number },
): Promise<{ items: DailyStatus[]; total: number }> {
  const params = [...baseParams(f), f.size, (f.page - 1) * f.size];
  type Row = DailyStatus & { total: number; urut: number };
  let rows: Row[];
  if (!f.status) {
    rows = await db.query<Row>(
      `with ${EMPLOYEES},
       -- Employee-days per date from where the windows start and end: no pairs are made to count or place.
       ev as (
         select dari as tanggal, 1 as delta from emp where dari <= sampai
         union all select sampai + 1, -1 from emp where dari <= sampai
         union all select tanggal, 1 from outside
         union all select tanggal + 1, -1 from outside
       ),
       per_date as (
         select d.tanggal, sum(coalesce(sum(ev.delta), 0)) over (order by d.tanggal) as n
           from dates d left join ev on ev.tanggal = d.tanggal group by d.tanggal
       ),
       placed as (
         select tanggal, n, coalesce(sum(n) over (order by tanggal desc rows between unbounded preceding and 1 preceding), 0) as before
           from per_date
       ),
       total as (select coalesce(sum(n), 0) as total from per_date),
       -- Only the dates the page falls on are spelled out, in name order within each date.
       page as (
         select * from (
           select x.*, pd.before + row_number() over (partition by x.tanggal order by x.urut) as pos
             from placed pd
             cross join lateral (
               select emp.*, pd.tanggal from emp where pd.tanggal between emp.dari and emp.sampai
               union all
               select o.* from outside o where o.tanggal = pd.tanggal
             ) x
            where pd.n > 0 and pd.before < $9::int + $8::int and pd.before + pd.n > $9::int
         ) r
          where pos > $9::int and pos <= $9::int + $8::int
       ),
       ${leaveDays('page')},
       judged as (${judged('page')})
       select t.total, d.* from total t left join judged d on true ${ORDER}`,
      params,
    );
  } else {
    // Every day is judged for the flag only; the page's few days are judged again in full for display.
    rows = await db.query<Row>(
      `with ${EMPLOYEES},
       ${leaveDays('emp')},
       hits as (select j.user_id, j.tanggal, j.urut from (${judged('pairs')}) j where j.${FLAG_COLUMN[f.status]}),
       page as (
         select emp.*, h.tanggal
           from (select * from hits order by tanggal desc, urut limit $8 offset $9) h join emp on emp.id = h.user_id
       ),
       judged as (${judged('page')})
       select t.total, d.* from (select count(*) as total from hits) t left join judged d on true ${ORDER}`,
      params,
    );
  }
  const total = Number(rows[0]?.total ?? 0);
  const items = rows.filter((r) => r.user_id != null).map(({ total: _t, urut: _u, ...r }) => mapRow(r));
  return { items, total };
}
