import type { HistoryStatusLabel } from '@hadir/contract';
import { shiftOfDay } from '../schedules/index.ts';

// The ONE place where daily statuses are derived: late, early leave, incomplete, alpha, day off, not
// yet punched, on leave. No judgement is stored; a correction, a new holiday or approved leave changes
// the answer of the next query. History, the reports and payroll all read these rows. (What a record says about its
// own day by its own snapshot is kept on it by the database, migration 0052, for the totals to sum; the day's other
// facts are still read with every query, and this file stays the definition those columns are proved against.)
//
// Which days: for each selected employee, every local date in [from, to] from their first counted day
// (countedFrom: the latest of their join date and the company's and their location's go-live dates) up to
// their local today (and, once deactivated, the day of deactivation), plus any day in range that has an
// attendance record. A record outside those counted days is a fact (present) but never judged: not late,
// early, incomplete or alpha. Which shift: the record's snapshot when there is one,
// else the shift of that date (schedules/shift-of-day.ts: the roster where it covers the date, else the weekly schedule). A shift whose jam_pulang <= jam_masuk ends
// on the next day. Local times follow the time zone of the record (else the employee's location,
// Asia/Jakarta without one); instants are compared as timestamptz, at minute precision (seconds
// dropped, as the times are shown).
//
// This file holds the rules as SQL building blocks; status.repo.ts (the days) and status.totals.repo.ts (their
// sums per employee) put them together. Only those two use them; the late report, which reads its index directly,
// takes the counted days from here too (COMPANY_START, countedFrom, countedUntil, countedOn).

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

/** Parameters $1..$7 of every status query, in this order. */
export function baseParams(f: StatusFilter): unknown[] {
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

/** The time zone of the local dates of an employee at location `l` (lokasi, left joined). */
const zoneOf = (l: string) => `coalesce(${l}.zona_waktu, 'Asia/Jakarta')`;

/** The company's go-live date (its single row): no employee's day before it is counted. */
export const COMPANY_START = '(select p.mulai_hadir from perusahaan p where p.id = 1)';

/**
 * The first counted day of employee `u` (users) at location `l` (lokasi, left joined): the latest of their join
 * date, the company's go-live date and their location's (nulls ignored), -infinity without any.
 */
export const countedFrom = (u: string, l: string, company = COMPANY_START) =>
  `coalesce(greatest(${u}.tanggal_masuk, ${l}.mulai_hadir, ${company}), '-infinity'::date)`;

/** The last counted day of employee `u` at location `l`: infinity while active, else the local day of deactivation. */
export const countedUntil = (u: string, l: string) =>
  `case when ${u}.active then 'infinity'::date else coalesce((${u}.deactivated_at at time zone ${zoneOf(l)})::date, '-infinity'::date) end`;

/**
 * A record (`a`) that is late by its own shift snapshot: the predicate of attendance_terlambat_idx and
 * attendance_terlambat_user_idx (migrations 0013, 0023), word for word, so that the planner reads late records from
 * them. judged() below stays the definition (it also leaves out holidays and uncounted days); reports.test.ts and
 * roster-month.test.ts prove that the records this picks, so checked, are exactly the days it judges late.
 */
export const LATE_RECORD = `a.hari_kerja and a.jam_masuk is not null and a.jam_pulang is not null
    and a.time_in >= ((a.tanggal + a.jam_masuk) + make_interval(mins => a.toleransi_terlambat + 1)) at time zone a.zona_waktu`;

/**
 * `date` is no holiday: a hashed lookup of the holiday dates. As NOT EXISTS, PGlite ran a scan of hari_libur for each
 * record (even with none in it): ~230 of the ~300 ms of the history's late filter over 40,000 late records of a month
 * at 10,000 employees. hari_libur.tanggal is never null, so NOT IN means the same.
 */
export const notHoliday = (date: string) => `${date} not in (select tanggal from hari_libur)`;

/**
 * Whether `date` is a counted day of employee `u` at location `l` (lokasi, left joined). These exports are for a
 * query that reads records straight from an index (the late report) and must leave out the days judged() never
 * judges.
 */
export const countedOn = (date: string, u = 'u', l = 'l') => `${date} between ${countedFrom(u, l)} and ${countedUntil(u, l)}`;

// The selected employees with their counted days (hitung_mulai..hitung_akhir), those within [$1, $2] up to their
// today (dari..sampai), their schedule, and their name as it sorts (urut; ties go by id). Pages order by it with a
// bounded sort of the rows they need: a place in name order for every employee (a window over all of them) was most
// of the history page's cost at 100,000 employees.
export const EMPLOYEES = `
  -- The company's row is read once per statement, not once per employee.
  mulai_perusahaan as materialized (select ${COMPANY_START} as mulai_hadir),
  emp as (
    select u.id, u.nip, u.fullname, u.jadwal_kerja_id, u.lokasi_id, j.nama as jabatan, l.nama as lokasi, z.zona,
           jk.nama as jadwal_nama, coalesce(jk.toleransi_terlambat, 0) as toleransi,
           lower(u.fullname) as urut,
           c.hitung_mulai, c.hitung_akhir,
           greatest($1::date, c.hitung_mulai) as dari,
           least($2::date, z.hari_ini, c.hitung_akhir) as sampai,
           least($2::date, z.hari_ini) as batas
      from users u
      left join lokasi l on l.id = u.lokasi_id
      left join jabatan j on j.id = u.jabatan_id
      left join jadwal_kerja jk on jk.id = u.jadwal_kerja_id
      cross join lateral (select ${zoneOf('l')} as zona) z0
      cross join lateral (select z0.zona, ($3::timestamptz at time zone z0.zona)::date as hari_ini) z
      cross join mulai_perusahaan pr
      cross join lateral (select ${countedFrom('u', 'l', 'pr.mulai_hadir')} as hitung_mulai, ${countedUntil('u', 'l')} as hitung_akhir) c
     where ($4::bigint[] is null or u.id = any($4::bigint[]))
       and ($5::bigint is null or u.lokasi_id = $5::bigint)
       and ($6::bigint is null or u.jabatan_id = $6::bigint)
       and ($7::text is null or strpos(lower(u.nip), lower($7::text)) > 0 or strpos(lower(u.fullname), lower($7::text)) > 0)
  ),
  -- Records outside the counted window are facts too: show them (judged() judges none outside the counted days).
  -- A punch before the first counted day or after deactivation cuts the window short (batas: the range up to their
  -- today); a record dated after today (the location moved to a zone further west) is looked for when particular
  -- employees are asked for.
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
export function leaveDays(source: string): string {
  // The leave types read once into the statement's memory: the planner, expecting few approved leaves, looked the
  // type up in the table for each leave, and on PGlite each rescan of a table asks its file's size through
  // JavaScript (an fstat): ~120,000 of them in a year's recap of 10,000 employees.
  return `leave_types as materialized (select id, nama from jenis_izin),
  leave_days as (
    select distinct on (i.user_id, g.tanggal) i.user_id, g.tanggal, ji.nama as jenis_izin, i.berbayar
      from izin i
      join leave_types ji on ji.id = i.jenis_izin_id
     cross join lateral (select greatest(i.tanggal_mulai, $1::date) as dari, least(i.tanggal_selesai, $2::date) as sampai) r
     cross join lateral (select r.dari + k as tanggal from generate_series(0, r.sampai - r.dari) k) g
     -- The employees as an array: as a semi-join, the planner (its estimate of approved leave far too low) scanned all
     -- of them for each leave, 476,000 comparisons (~70 ms) in the history of 10,000 employees.
     where i.user_id = any(array(select id from ${source})) and i.tanggal_mulai <= $2::date and i.tanggal_selesai >= $1::date
       -- Its decision looked up by its key: joined, the planner read every approved leave of the company each time.
       and (select ap.status from approvals ap where ap.tipe = 'izin' and ap.request_id = i.id) = 'Disetujui'
     order by i.user_id, g.tanggal, i.id
  )`;
}

// The columns of an attendance record that judging its day reads, and their types (for a source without one).
export const RECORD_FIELDS = [
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
export const RECORD_TYPES: Record<(typeof RECORD_FIELDS)[number], string> = {
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
export function judged(source: string, opts: { mode?: 'join' | 'records' | 'schedule'; carry?: string[] } = {}): string {
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
  // The day's shift (shift-of-day.ts: the roster's where it covers the date, else the weekly schedule); a source of
  // records reads none.
  const schedule =
    mode === 'records'
      ? `cross join lateral (select null::boolean as kerja, null::time as jam_masuk, null::time as jam_pulang, null::text as nama,
                                    null::int as toleransi) h`
      : shiftOfDay('p.id', 'p.jadwal_kerja_id', 'p.tanggal', 'h', 'between $1::date and $2::date');
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
               p.tanggal between p.hitung_mulai and p.hitung_akhir as dihitung,
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
          -- The shift of the day: the record's snapshot, else the roster's or the weekly schedule's shift of that date.
          cross join lateral (select
                 coalesce(a.zona_waktu, p.zona) as zona,
                 case when a.id is null then h.nama else a.jadwal_nama end as jadwal_nama,
                 case when a.id is null then h.jam_masuk else a.jam_masuk end as jam_masuk,
                 case when a.id is null then h.jam_pulang else a.jam_pulang end as jam_pulang,
                 case when a.id is null then h.toleransi else a.toleransi_terlambat end as toleransi,
                 case when a.id is null then h.kerja else a.hari_kerja end as jadwal_kerja) sh
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
      -- Only a counted day is judged: outside hitung_mulai..hitung_akhir a record is presence, nothing more.
      cross join lateral (select k.kerja and d.dihitung as kerja, k.tutup and d.dihitung as tutup) n
      -- The clock-in test comes first where it decides alone, so that most days skip the rest.
      cross join lateral (select
             d.time_in is not null as hadir,
             coalesce(n.kerja and d.time_in >= d.mulai + make_interval(mins => d.toleransi + 1), false) as terlambat,
             coalesce(n.kerja and d.time_out < d.selesai, false) as pulang_awal,
             d.time_in is not null and d.time_out is null and n.tutup as tak_lengkap,
             d.time_in is null and n.kerja and n.tutup and not k.izin as alpha,
             -- A day off inside a leave range stays a day off; a clock-in on a leave day is presence.
             d.time_in is null and n.kerja and k.izin as izin,
             d.time_in is null and not n.kerja as libur,
             d.time_in is null and n.kerja and not n.tutup and not k.izin as belum_absen) f
      -- A second fence: each flag is computed once, not again in every minute count, status and sum that reads it.
      offset 0
      ) d`;
}
