import {
  baseParams,
  EMPLOYEES,
  judged,
  LATE_RECORD,
  leaveDays,
  notHoliday,
  RECORD_FIELDS,
  type StatusFilter,
} from './status.rules.ts';

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

// A record (a) of employee e that is one of their days in [$1, $2] as in pairs: in the window, or outside it.
const ONE_OF_THEIR_DAYS =
  '(a.tanggal between e.dari and e.sampai or $4::bigint[] is not null or e.dari > $1::date or e.sampai < e.batas)';

// A counted day without a record, for each schedule and zone in use and each date, as judged() sees it (sched_day).
const SCHEDULE_DAYS = `sched_src as (
      select null::bigint as id, null::text as nip, null::text as fullname, null::text as jabatan, null::text as lokasi,
             d.tanggal, null::text as urut, null::text as jadwal_nama, s.zona, 0 as toleransi, s.jadwal_kerja_id,
             '-infinity'::date as hitung_mulai, 'infinity'::date as hitung_akhir
        from (select distinct jadwal_kerja_id, zona from emp where jadwal_kerja_id is not null) s cross join dates d
    ),
    sched_day as (${judged('sched_src', { mode: 'schedule', carry: ['jadwal_kerja_id'] })})`;

/** Position of a date in the range's per-day arrays (1-based). */
const at = (d: string) => `(${d} - $1::date + 1)`;

// ... as arrays over the range's dates (sched_kerja, sched_alpha, sched_alpha_sd at the date's position) on every
// employee (emp_sched): a working day, an alpha day, and the alpha days up to that date. A day's test is then an array
// lookup on the employee's row, not a join of each record or leave day to sched_day.
const SCHEDULE_ARRAYS = `sched as (
      select j.jadwal_kerja_id, j.zona_waktu as zona,
             array_agg(j.hari_kerja order by j.tanggal) as kerja,
             array_agg(j.alpha order by j.tanggal) as alpha,
             array_agg(j.alpha_sd order by j.tanggal) as alpha_sd
        from (select s.*, count(*) filter (where s.alpha) over (partition by s.jadwal_kerja_id, s.zona_waktu order by s.tanggal) as alpha_sd
                from sched_day s) j
       group by j.jadwal_kerja_id, j.zona_waktu
    ),
    emp_sched as (
      select emp.*, s.kerja as sched_kerja, s.alpha as sched_alpha, s.alpha_sd as sched_alpha_sd
        from emp left join sched s on s.jadwal_kerja_id = emp.jadwal_kerja_id and s.zona = emp.zona
    )`;

// The window days a roster row covers (rostered), and those without a record (rost_src). Only which days: what shift
// they hold is shiftOfDay's, read by judged() with the employee's own id. The shared judgement above is the weekly
// schedule's, so these days are taken out of it and judged one by one.
const ROSTERED = `rostered as (
      select r.user_id, r.tanggal from emp join roster r on r.user_id = emp.id and r.tanggal between emp.dari and emp.sampai
    ),
    rost_src as (
      select emp.*, rd.tanggal
        from rostered rd join emp on emp.id = rd.user_id
       where not exists (select 1 from attendance a where a.user_id = rd.user_id and a.tanggal = rd.tanggal)
    )`;

/**
 * The sums of dailyStatusSql's days per employee (`DailyTotals` columns, one row per selected employee), without
 * spelling out every employee-day: a year of 10,000 employees is 3.65 M days, and a row each through the joins
 * cost ~3 us a day. A day with a record and a clock-in is summed from what the record keeps about its own day
 * (migration 0052: minutes present, late and early by its own shift, and when the day closes) plus the day's own
 * facts (counted or not, a holiday): judging 2.6 M records of a year anew was most of a year's export (~11 s on
 * PGlite). A record without a clock-in is judged by judged() as ever. A day
 * without one is judged by the employee's schedule, zone and the holidays alone (and their leave): judged() runs
 * once per schedule, zone and date, and an employee's window of those days is counted from running totals; the
 * days their records and leave take out of it are subtracted. A day a roster row covers has no such shared judgement:
 * without a record it is judged on its own (judged() with the employee's id reads the roster through shiftOfDay) and
 * taken out of the schedule's counts like a record. status.totals.test.ts proves the sums equal dailyStatusSql's.
 */
export function dailyTotalsSql(f: StatusFilter): { sql: string; params: unknown[] } {
  const sql = `with ${EMPLOYEES}, ${leaveDays('emp')},
    ${SCHEDULE_DAYS},
    ${SCHEDULE_ARRAYS},
    ${ROSTERED},
    rost as (
      select r.user_id,
             count(*) filter (where r.izin) as izin,
             count(*) filter (where r.izin and r.izin_berbayar) as izin_berbayar,
             count(*) filter (where r.izin and not r.izin_berbayar) as izin_tidak_berbayar,
             count(*) filter (where r.alpha) as alpha,
             count(*) filter (where coalesce(e.sched_alpha[${at('r.tanggal')}], false)) as jadwal_alpha
        from (${judged('rost_src', { mode: 'schedule' })}) r
        join emp_sched e on e.id = r.user_id
       group by r.user_id
    ),
    -- Every record of the range that is one of the selected employees' days (as in pairs: in the window, or
    -- outside it), and whether it stands in for a window day the schedule alone would call alpha.
    -- With a clock-in (nearly every record): summed from what the record keeps about its own day (migration 0052),
    -- read from the index alone, with the day's own facts added here as judged() adds them: only a counted day that
    -- is no holiday can be late or early, and only a counted day closes incomplete.
    rec_in as (
      select e.id as user_id, r.*
        from emp_sched e
        -- Summed per employee over their own index entries: no sort or hash of every record of the slice (at 100,000
        -- employees PostgreSQL sorted 261,000 records with their schedule's arrays on disk for each slice of 1,000).
       cross join lateral (
         select count(*) as hadir,
                sum(a.menit_hadir) as menit_kehadiran,
                0 as izin, 0 as izin_berbayar, 0 as izin_tidak_berbayar, 0 as alpha,
                count(*) filter (where a.time_out is null and c.dihitung and $3::timestamptz >= a.tutup_pada) as tak_lengkap,
                count(*) filter (where k.dinilai and a.menit_telat is not null) as terlambat,
                coalesce(sum(a.menit_telat) filter (where k.dinilai), 0) as menit_terlambat,
                count(*) filter (where k.dinilai and a.menit_awal is not null) as pulang_awal,
                coalesce(sum(a.menit_awal) filter (where k.dinilai), 0) as menit_pulang_awal,
                count(*) filter (where a.tanggal between e.dari and e.sampai and e.sched_alpha[${at('a.tanggal')}]) as jadwal_alpha
           from attendance a
          cross join lateral (select a.tanggal between e.hitung_mulai and e.hitung_akhir as dihitung) c
          -- The holidays are looked up only for the few records late or early by their own shift.
          cross join lateral (select c.dihitung and (a.menit_telat is not null or a.menit_awal is not null)
                                     and ${notHoliday('a.tanggal')} as dinilai) k
          where a.user_id = e.id and a.tanggal between $1::date and $2::date and a.time_in is not null
            and ${ONE_OF_THEIR_DAYS}
       ) r
    ),
    -- Without a clock-in (a correction gave only the clock-out; few, from their own index): judged in full.
    recs as (
      select e.id, e.nip, e.fullname, e.jabatan, e.lokasi, e.urut, e.jadwal_nama, e.zona, e.toleransi, e.jadwal_kerja_id,
             e.hitung_mulai, e.hitung_akhir, a.tanggal, coalesce(a.tanggal between e.dari and e.sampai and e.sched_alpha[${at('a.tanggal')}], false) as jadwal_alpha,
             ${RECORD_FIELDS.map((c) => `a.${c} as a_${c}`).join(', ')}
        -- A fence: read from their own index first (the selected employees' only), then matched to them.
        from (select * from attendance
               where time_in is null and tanggal between $1::date and $2::date and user_id = any(array(select id from emp))
              offset 0) a
        join emp_sched e on e.id = a.user_id
       where ${ONE_OF_THEIR_DAYS}
    ),
    rec as (
      select user_id, sum(hadir) as hadir, sum(menit_kehadiran) as menit_kehadiran, sum(izin) as izin,
             sum(izin_berbayar) as izin_berbayar, sum(izin_tidak_berbayar) as izin_tidak_berbayar, sum(alpha) as alpha,
             sum(tak_lengkap) as tak_lengkap, sum(terlambat) as terlambat, sum(menit_terlambat) as menit_terlambat,
             sum(pulang_awal) as pulang_awal, sum(menit_pulang_awal) as menit_pulang_awal, sum(jadwal_alpha) as jadwal_alpha
        from (select * from rec_in
              union all
              select r.user_id,
                     count(*) filter (where r.hadir),
                     coalesce(sum(r.menit_kehadiran), 0),
                     count(*) filter (where r.izin),
                     count(*) filter (where r.izin and r.izin_berbayar),
                     count(*) filter (where r.izin and not r.izin_berbayar),
                     count(*) filter (where r.alpha),
                     count(*) filter (where r.tak_lengkap),
                     count(*) filter (where r.terlambat),
                     coalesce(sum(r.menit_terlambat), 0),
                     count(*) filter (where r.pulang_awal),
                     coalesce(sum(r.menit_pulang_awal), 0),
                     count(*) filter (where r.jadwal_alpha)
                from (${judged('recs', { mode: 'records', carry: ['jadwal_alpha'] })}) r
               group by r.user_id) x
       group by user_id
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
         -- A rostered day's leave is judged with the day (rost): izin on a rostered shift, nothing on a rostered day off.
         and not exists (select 1 from rostered rd where rd.user_id = lv.user_id and rd.tanggal = lv.tanggal)
       group by lv.user_id
    )
    select e.id as user_id,
           coalesce(rec.hadir, 0)::int as hadir,
           coalesce(rec.menit_kehadiran, 0)::int as menit_kehadiran,
           (coalesce(rec.izin, 0) + coalesce(cuti.izin, 0) + coalesce(rost.izin, 0))::int as izin,
           (coalesce(rec.izin_berbayar, 0) + coalesce(cuti.izin_berbayar, 0) + coalesce(rost.izin_berbayar, 0))::int as izin_berbayar,
           (coalesce(rec.izin_tidak_berbayar, 0) + coalesce(cuti.izin_tidak_berbayar, 0) + coalesce(rost.izin_tidak_berbayar, 0))::int
             as izin_tidak_berbayar,
           -- The schedule's alpha days of the window (running totals at its two ends), less those a record, leave or a
           -- roster row took, plus the rostered days' own.
           (coalesce(rec.alpha, 0) + coalesce(rost.alpha, 0)
             + case when e.dari <= e.sampai
                    then coalesce(e.sched_alpha_sd[${at('e.sampai')}] - e.sched_alpha_sd[${at('e.dari')}]
                                  + e.sched_alpha[${at('e.dari')}]::int, 0)
                    else 0 end
             - coalesce(rec.jadwal_alpha, 0) - coalesce(cuti.alpha, 0) - coalesce(rost.jadwal_alpha, 0))::int as alpha,
           coalesce(rec.tak_lengkap, 0)::int as tak_lengkap,
           coalesce(rec.terlambat, 0)::int as terlambat,
           coalesce(rec.menit_terlambat, 0)::int as menit_terlambat,
           coalesce(rec.pulang_awal, 0)::int as pulang_awal,
           coalesce(rec.menit_pulang_awal, 0)::int as menit_pulang_awal
      from emp_sched e
      left join rec on rec.user_id = e.id
      left join cuti on cuti.user_id = e.id
      left join rost on rost.user_id = e.id`;
  return { sql, params: baseParams(f) };
}

// A slice of employees reads only its own late records (their ids in attendance_terlambat_idx's condition), not all
// of the range's before joining them to the slice: at 10,000 employees that walk took ~16 ms of each slice's ~47.
const SLICE_LATE = 'and a.user_id = any($4::bigint[])';

/** Per date of the filter's range: how many of dailyStatusSql's days are present, late and alpha. */
export interface DailyCounts {
  tanggal: string;
  hadir: number;
  terlambat: number;
  alpha: number;
}

/**
 * The counts of dailyStatusSql's days per date (`DailyCounts`, every date of the range, zeros included), the same
 * way dailyTotalsSql sums them per employee, and reading indexes rather than records: presence is the employees'
 * records less those without a clock-in (each from its index), lateness the late-record predicate (LATE_RECORD, from
 * its index) on a counted day that is not a holiday, as judged() calls it; alpha is the schedule's alpha days counted
 * over the employees' windows, less the days a record, leave or a roster row takes, plus those judged alpha on their
 * own (records without a clock-in, rostered days). The dashboard's trend: at 10,000 employees, judging every day
 * took 0.7-0.8 s. Whether a record or a leave day is one the schedule calls alpha is read from the employee's arrays
 * (SCHEDULE_ARRAYS): at 100,000 employees a lookup of each record in sched_day took the statement 6.4 s, the arrays
 * 1.9 s (PostgreSQL; 10,000 the same). status.totals.test.ts and roster-month.test.ts prove the counts equal
 * dailyStatusSql's.
 */
export function dailyCountsSql(f: StatusFilter): { sql: string; params: unknown[] } {
  const sql = `with ${EMPLOYEES}, ${leaveDays('emp')},
    ${SCHEDULE_DAYS},
    ${SCHEDULE_ARRAYS},
    ${ROSTERED},
    -- The window days the schedule alone calls alpha, per date: employees sharing a schedule, zone and window once.
    windows as (
      select jadwal_kerja_id, zona, dari, sampai, count(*) as n from emp where jadwal_kerja_id is not null group by 1, 2, 3, 4
    ),
    base as (
      select s.tanggal, sum(w.n) as n
        from windows w join sched_day s on s.jadwal_kerja_id = w.jadwal_kerja_id and s.zona_waktu = w.zona
       where s.alpha and s.tanggal between w.dari and w.sampai
       group by s.tanggal
    ),
    -- Every record of the range that is one of the employees' days (as in pairs: in the window, or outside it), read
    -- from the index of dates (no table rows): whether it is a window day the schedule alone calls alpha.
    rec as (
      select a.tanggal, count(*) as n,
             count(*) filter (where a.tanggal between e.dari and e.sampai and e.sched_alpha[${at('a.tanggal')}]) as jadwal_alpha
        from attendance a join emp_sched e on e.id = a.user_id
       where a.tanggal between $1::date and $2::date and ${ONE_OF_THEIR_DAYS}
       group by a.tanggal
    ),
    -- Late as judged() calls it: a late record (from its partial index) on a counted day that is not a holiday.
    late as (
      select a.tanggal, count(*) as n
        from attendance a join emp e on e.id = a.user_id
       where a.tanggal between $1::date and $2::date and ${ONE_OF_THEIR_DAYS} and ${LATE_RECORD}
         ${f.userIds ? SLICE_LATE : ''}
         and a.tanggal between e.hitung_mulai and e.hitung_akhir
         and ${notHoliday('a.tanggal')}
       group by a.tanggal
    ),
    -- Records without a clock-in (from their own index): not presence, and perhaps alpha, judged on their own.
    no_in as (
      select e.id, e.nip, e.fullname, e.jabatan, e.lokasi, e.urut, e.jadwal_nama, e.zona, e.toleransi, e.jadwal_kerja_id,
             e.hitung_mulai, e.hitung_akhir, a.tanggal, ${RECORD_FIELDS.map((c) => `a.${c} as a_${c}`).join(', ')}
        -- A fence: read from their own index first (few), then matched to the employees.
        from (select * from attendance where time_in is null and tanggal between $1::date and $2::date offset 0) a
        join emp e on e.id = a.user_id
       where ${ONE_OF_THEIR_DAYS}
    ),
    rec_alpha as (
      select r.tanggal, count(*) as n, count(*) filter (where r.alpha) as alpha
        from (${judged('no_in', { mode: 'records' })}) r
       group by r.tanggal
    ),
    -- Rostered window days without a record, judged one by one; and those the schedule alone called alpha.
    rost as (
      select r.tanggal, count(*) filter (where r.alpha) as alpha,
             count(*) filter (where coalesce(e.sched_alpha[${at('r.tanggal')}], false)) as jadwal_alpha
        from (${judged('rost_src', { mode: 'schedule' })}) r
        join emp_sched e on e.id = r.user_id
       group by r.tanggal
    ),
    -- Approved leave on window days without a record or a roster row, where the schedule alone called alpha.
    cuti as (
      select lv.tanggal, count(*) as alpha
        from leave_days lv
        join emp_sched e on e.id = lv.user_id
       where lv.tanggal between e.dari and e.sampai and e.sched_alpha[${at('lv.tanggal')}]
         and not exists (select 1 from attendance a where a.user_id = lv.user_id and a.tanggal = lv.tanggal)
         and not exists (select 1 from rostered rd where rd.user_id = lv.user_id and rd.tanggal = lv.tanggal)
       group by lv.tanggal
    )
    select to_char(d.tanggal, 'YYYY-MM-DD') as tanggal,
           (coalesce(rec.n, 0) - coalesce(rec_alpha.n, 0))::int as hadir,
           coalesce(late.n, 0)::int as terlambat,
           (coalesce(base.n, 0) - coalesce(rec.jadwal_alpha, 0) - coalesce(cuti.alpha, 0) - coalesce(rost.jadwal_alpha, 0)
             + coalesce(rec_alpha.alpha, 0) + coalesce(rost.alpha, 0))::int as alpha
      from dates d
      left join base on base.tanggal = d.tanggal
      left join rec on rec.tanggal = d.tanggal
      left join late on late.tanggal = d.tanggal
      left join rec_alpha on rec_alpha.tanggal = d.tanggal
      left join rost on rost.tanggal = d.tanggal
      left join cuti on cuti.tanggal = d.tanggal
     order by d.tanggal`;
  return { sql, params: baseParams(f) };
}
