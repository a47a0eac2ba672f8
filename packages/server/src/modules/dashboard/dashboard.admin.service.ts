import {
  ADMIN_TREND_DAYS,
  type AdminAttendanceOverview,
  type AdminTrend,
  type AdminTrendDay,
  APPROVAL_TIPES,
  ZONA_WAKTU,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { backgroundWaitedMs } from '../../platform/lanes.ts';
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

/** Today's attendance per location and the requests waiting for a decision per type, as of `at`. */
export async function attendanceOverview(db: Db, at: Date): Promise<AdminAttendanceOverview> {
  const { from, to } = localDates(at);
  const lokasi = await repo.todayPerLokasi(db, at, from, to);
  const pending = await repo.pendingPerTipe(db);
  const count = new Map(pending.map((p) => [p.tipe, p.jumlah]));
  return { lokasi, approvals: APPROVAL_TIPES.map((tipe) => ({ tipe, jumlah: count.get(tipe) ?? 0 })) };
}

/**
 * How long one statement of the trend should hold PGlite's connection: about as long as one of an export's (~70 ms at
 * 10,000 employees, reports.service.ts), since a clock-in may wait for either.
 */
const PGLITE_SLICE_MS = 60;
/**
 * The employees of a slice the last trend ended with: the next one starts there instead of ramping up again. The
 * counts of each date add up over employees, and a statement's fixed part is small: at 10,000 employees x 30 days,
 * 500 employees a statement took 45-54 ms and 0.8 s in all, 1,000 67-103 ms and 0.63 s, everyone at once 0.3 s. In
 * slices of days it could not go below ~50 ms a day (the employees and their windows), so the month took one ~300 ms
 * statement or thirty of 50 ms.
 */
let trendSlice = 500;

/**
 * Present, late and alpha per day for the last 30 local dates up to the latest local today, counted over 300,000
 * employee-days at 10,000 employees (0.25 s on PostgreSQL, 0.3 s on PGlite as one statement), so it has its own call:
 * the dashboard shows today's counts without waiting for it.
 */
export async function attendanceTrend(db: Db, at: Date, firstSlice = trendSlice): Promise<AdminTrend> {
  const { to } = localDates(at);
  const from = addDays(to, 1 - ADMIN_TREND_DAYS);
  if (db.engine !== 'pglite') return { tren: await repo.trend(db, at, from, to) };
  // PGlite: in slices of employees, each meant to hold the one connection for about PGLITE_SLICE_MS, so a clock-in
  // waits for one slice at most (lanes.ts). The slice doubles while it runs under the budget and halves when well
  // over it. Its wait for a turn is not counted: in a morning rush that wait (up to lanes.ts's hold) would keep every
  // slice at its smallest.
  const ids = await repo.userIds(db);
  const tren = new Map<string, AdminTrendDay>();
  let size = firstSlice;
  for (let i = 0; i === 0 || i < ids.length; ) {
    const started = performance.now() + backgroundWaitedMs();
    const part = await repo.trend(db, at, from, to, ids.slice(i, i + size));
    const ms = performance.now() - backgroundWaitedMs() - started;
    for (const d of part) {
      const sum = tren.get(d.tanggal);
      if (!sum) tren.set(d.tanggal, { ...d });
      else for (const k of ['hadir', 'terlambat', 'alpha'] as const) sum[k] += d[k];
    }
    i += size;
    if (ms < PGLITE_SLICE_MS) size *= 2;
    else if (ms > 1.5 * PGLITE_SLICE_MS) size = Math.max(50, Math.floor(size / 2));
  }
  trendSlice = size;
  return { tren: [...tren.values()] };
}
