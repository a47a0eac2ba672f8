import type { HistoryFlag } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import {
  baseParams,
  type DailyStatus,
  EMPLOYEES,
  judged,
  LATE_RECORD,
  leaveDays,
  notHoliday,
  type StatusFilter,
} from './status.rules.ts';

// Judged days (status.rules.ts), one row each: attendance history, the late report's page and the dashboard.

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

/**
 * Every judged day of the filter, unordered: `{ sql, params }` for reports and payroll to aggregate
 * (`select user_id, count(*) filter (where alpha) from (${sql}) d group by user_id`). Their own
 * parameters continue at `$${params.length + 1}`. `carry` keeps employee columns on each day (the dashboard counts
 * per location).
 */
export function dailyStatusSql(f: StatusFilter, carry: 'lokasi_id'[] = []): { sql: string; params: unknown[] } {
  return { sql: `with ${EMPLOYEES}, ${leaveDays('emp')} ${judged('pairs', { carry })}`, params: baseParams(f) };
}

const ORDER = 'order by tanggal desc, urut, user_id';

/**
 * The flags only a counted day's record can have, each with the records that may have it, on the record's shift
 * snapshot, by a looser test than judged()'s own (which still decides). Judging these instead of every day in range
 * is what keeps a filtered history page fast (issue 20); the late days need no judging at all (LATE_HITS).
 */
const RECORD_FLAGS: Partial<Record<HistoryFlag, string>> = {
  pulang_awal: candidates(`a.time_out < (a.tanggal + a.jam_pulang + interval '1 day') at time zone a.zona_waktu`),
  tak_lengkap: candidates('a.time_in is not null and a.time_out is null'),
};
/**
 * The late days without judging them: inside an employee's window (counted days) a day is late exactly when its
 * record passes LATE_RECORD and it is no holiday, as the late report and the dashboard's trend count them
 * (status.rules.ts); only the few records outside the windows are judged. At 10,000 employees judging the 40,000
 * late records of a month for the history's late filter was most of its ~340 ms on PGlite. The range, implied by the
 * windows, is spelled out so that the planner may read the range's late records at once instead of each employee's.
 */
const LATE_HITS = `select emp.id as user_id, a.tanggal, emp.urut from emp join attendance a on a.user_id = emp.id
           where a.tanggal between emp.dari and emp.sampai and a.tanggal between $1::date and $2::date and ${LATE_RECORD}
             and ${notHoliday('a.tanggal')}
           union all
           select j.user_id, j.tanggal, j.urut
             from (${judged(`(select o.* from outside o join attendance a on a.user_id = o.id and a.tanggal = o.tanggal where ${LATE_RECORD})`)}) j
            where j.terlambat`;

/** The days of `pairs` (status.rules.ts) whose record passes `test`: those in each window, then those outside it. */
function candidates(test: string): string {
  return `select emp.*, a.tanggal from emp join attendance a on a.user_id = emp.id
           where a.tanggal between emp.dari and emp.sampai and a.tanggal between $1::date and $2::date and ${test}
           union all
           select o.* from outside o join attendance a on a.user_id = o.id and a.tanggal = o.tanggal where ${test}`;
}

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
  type Row = DailyStatus & { total: number; urut: string };
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
       -- Only the dates the page falls on are read, each for the page's part of it in name order: a sort bounded
       -- by the page's end, not a place for each of the date's employees.
       page as (
         select x.*
           from placed pd
           cross join lateral (
             select * from (
               select emp.*, pd.tanggal from emp where pd.tanggal between emp.dari and emp.sampai
               union all
               select o.* from outside o where o.tanggal = pd.tanggal
             ) y
             order by y.urut, y.id
             offset greatest($9::int - pd.before, 0)::bigint
             limit (least(pd.before + pd.n, $9::int + $8::int) - greatest(pd.before, $9::int))::bigint
           ) x
          where pd.n > 0 and pd.before < $9::int + $8::int and pd.before + pd.n > $9::int
       ),
       ${leaveDays('page')},
       judged as (${judged('page')})
       select t.total, d.* from total t left join judged d on true ${ORDER}`,
      params,
    );
  } else {
    // Every candidate day is judged for the flag only; the page's few days are judged again in full for display.
    const narrow = RECORD_FLAGS[f.status];
    const hits =
      f.status === 'terlambat'
        ? LATE_HITS
        : `select j.user_id, j.tanggal, j.urut from (${judged(narrow ? 'candidates' : 'pairs')}) j where j.${FLAG_COLUMN[f.status]}`;
    rows = await db.query<Row>(
      `with ${EMPLOYEES},
       ${leaveDays('emp')},
       ${narrow ? `candidates as (${narrow}),` : ''}
       hits as (${hits}),
       page as (
         select emp.*, h.tanggal
           from (select * from hits ${ORDER} limit $8 offset $9) h join emp on emp.id = h.user_id
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
