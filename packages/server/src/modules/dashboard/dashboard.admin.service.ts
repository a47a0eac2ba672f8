import {
  ADMIN_TREND_DAYS,
  type AdminAttendanceOverview,
  type AdminTodayLokasi,
  type AdminTrend,
  APPROVAL_TIPES,
  ZONA_WAKTU,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { busyMs, clockInsComing, inBackground } from '../../platform/lanes.ts';
import * as repo from './dashboard.admin.repo.ts';

/** yyyy-MM-dd of `at` in `timeZone`. */
function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Locations are in one of the Indonesian zones: their local dates at `at` lie between these two. */
function localDates(at: Date): { from: string; to: string } {
  const dates = ZONA_WAKTU.map((z) => localDate(at, z)).sort();
  return { from: dates[0], to: dates[dates.length - 1] };
}

/**
 * How long one statement of the dashboard's figures should hold PGlite's connection: about as long as one of an
 * export's (~70 ms at 10,000 employees, reports.service.ts), since a clock-in may wait for either.
 */
const PGLITE_SLICE_MS = 60;
/**
 * With clock-ins quiet (lanes.ts), nobody is waiting for the connection: the employees go in halves, each at most
 * QUIET_SLICES paced slices. Each statement has a fixed part (~12 ms parsing its text, ~10 ms planning, the schedule's
 * days), so the trend at rest took 0.45-0.8 s in ~60 ms slices, 0.21-0.28 s in halves. A punch that comes in the
 * meantime waits for one half (~0.11 s warm). Everyone at once made the first punches of a rush wait 0.19 s, and so
 * did a half in a cold process, hence the bound; statements of ~150 ms at rest took the chart to 0.33 s (decision
 * 0034).
 */
const QUIET_SLICES = 4;

/**
 * Employees per statement on PGlite, for one kind of statement whose rows add up over employees, carried from call to
 * call so that the next starts at the pace the last one found. The dashboard trend at 10,000 employees x 30 days:
 * ~1,500 employees a statement at ~60 ms. In slices of days it could not go below ~50 ms a day.
 */
export class Slices {
  constructor(private size: number) {}

  /** Starts the next run at `size` employees a statement (the tests, with a handful of employees). */
  startAt(size: number): void {
    this.size = size;
  }

  /**
   * `part` over `ids` in slices (once, with none, if there are no ids), in halves with clock-ins quiet; the rows of
   * every slice in order.
   */
  async run<T>(ids: number[], part: (ids: number[]) => Promise<T[]>): Promise<T[]> {
    const rows: T[] = [];
    let size = this.size;
    let i = 0;
    do {
      const quiet = !clockInsComing();
      const n = quiet ? Math.max(size, Math.min(Math.ceil(ids.length / 2), QUIET_SLICES * size)) : size;
      const slice = ids.slice(i, i + n);
      // The wait for a turn is not the statement's: in a morning rush (up to lanes.ts's hold) it would make every
      // slice the smallest.
      const started = busyMs();
      rows.push(...(await part(slice)));
      const ms = busyMs() - started;
      i += n;
      // Paced by whole slices only (a short last one looks slow for its fixed part), and at most doubled.
      if (slice.length === n) size = Math.max(50, Math.min(2 * n, Math.round((n * PGLITE_SLICE_MS) / Math.max(ms, 1))));
    } while (i < ids.length);
    this.size = size;
    return rows;
  }
}

/** The slices' rows summed per `key` over `fields`, in the order each key first appears. */
function sumBy<T, K extends keyof T>(
  rows: T[],
  key: K,
  fields: readonly { [F in keyof T]: T[F] extends number ? F : never }[keyof T][],
): T[] {
  const sums = new Map<T[K], T>();
  for (const row of rows) {
    const sum = sums.get(row[key]);
    if (!sum) sums.set(row[key], { ...row });
    else for (const f of fields) (sum[f] as number) += row[f] as number;
  }
  return [...sums.values()];
}

export const todaySlices = new Slices(1_000);
export const trendSlices = new Slices(500);

/** Today's attendance per location and the requests waiting for a decision per type, as of `at`. */
export async function attendanceOverview(db: Db, at: Date): Promise<AdminAttendanceOverview> {
  const { from, to } = localDates(at);
  // Only the day judgements are HR's long work. The waiting requests are a count on the pending index (~1 ms): in the
  // background lane they waited for a gap of their own in a morning rush, up to 150 ms more (decision 0028).
  const [lokasi, pending] = await Promise.all([inBackground(() => todayPerLokasi(db, at, from, to)), repo.pendingPerTipe(db)]);
  const count = new Map(pending.map((p) => [p.tipe, p.jumlah]));
  return { lokasi, approvals: APPROVAL_TIPES.map((tipe) => ({ tipe, jumlah: count.get(tipe) ?? 0 })) };
}

const TODAY_COUNTS = ['karyawan', 'hadir', 'terlambat', 'izin', 'alpha', 'belum_absen', 'libur'] as const;

/** On PGlite in slices of employees (10,000 in one statement take 100-210 ms), each location's counts summed. */
async function todayPerLokasi(db: Db, at: Date, from: string, to: string): Promise<AdminTodayLokasi[]> {
  if (db.engine !== 'pglite') return repo.todayPerLokasi(db, at, from, to);
  const parts = await todaySlices.run(await repo.userIds(db), (ids) => repo.todayPerLokasi(db, at, from, to, ids));
  // In each slice's order: the locations by name, then the employees without one (present in some slices only).
  return sumBy(parts, 'lokasi_id', TODAY_COUNTS).sort((a, b) => Number(a.lokasi_id === null) - Number(b.lokasi_id === null));
}

/**
 * Present, late and alpha per day for the last 30 local dates up to the latest local today, counted over 300,000
 * employee-days at 10,000 employees (0.25 s on PostgreSQL, 0.2 s on PGlite as one statement), so it has its own call:
 * the dashboard shows today's counts without waiting for it. On PGlite in slices of employees, each date's counts
 * summed.
 */
export async function attendanceTrend(db: Db, at: Date): Promise<AdminTrend> {
  const { to } = localDates(at);
  const from = addDays(to, 1 - ADMIN_TREND_DAYS);
  if (db.engine !== 'pglite') return { tren: await repo.trend(db, at, from, to) };
  const parts = await trendSlices.run(await repo.userIds(db), (ids) => repo.trend(db, at, from, to, ids));
  return { tren: sumBy(parts, 'tanggal', ['hadir', 'terlambat', 'alpha'] as const) };
}
