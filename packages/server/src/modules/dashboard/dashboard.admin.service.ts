import { ADMIN_TREND_DAYS, type AdminAttendanceOverview, type AdminTrend, APPROVAL_TIPES, ZONA_WAKTU } from '@hadir/contract';
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

/** How long one statement of the trend should hold PGlite's connection (an export's slices take 150-250 ms). */
const PGLITE_SLICE_MS = 200;
/**
 * The days of a slice the last trend ended with: the next one starts there instead of growing from one day again.
 * At 10,000 employees the ramp (1, 2, 4, 8, then 15 days) cost ~350 ms where the month fits one ~180 ms statement.
 */
let trendSliceDays = 1;

/**
 * Present, late and alpha per day for the last 30 local dates up to the latest local today, counted over 300,000
 * employee-days at 10,000 employees (0.25 s on PostgreSQL, 0.18 s on PGlite as one statement), so it has its own call:
 * the dashboard shows today's counts without waiting for it.
 */
export async function attendanceTrend(db: Db, at: Date): Promise<AdminTrend> {
  const { to } = localDates(at);
  const from = addDays(to, 1 - ADMIN_TREND_DAYS);
  if (db.engine !== 'pglite') return { tren: await repo.trend(db, at, from, to) };
  // PGlite: in slices of whole days, each meant to hold the one connection for about PGLITE_SLICE_MS, so a clock-in
  // waits for one slice at most (lanes.ts). Much of a slice's cost is fixed (the employees and their windows: at
  // 10,000 employees 1 day took ~50 ms, 30 days ~180), so the slice doubles while it runs under the budget and halves
  // when well over it. Its wait for a turn is not counted: in a morning rush that wait (up to lanes.ts's hold) kept
  // every slice at one day, and the chart took 6.3 s instead of 1 s.
  const tren = [];
  let days = trendSliceDays;
  for (let day = from; day <= to; ) {
    const end = addDays(day, days - 1);
    const last = end < to ? end : to; // dates as text: Math.min would not do
    const started = performance.now() + backgroundWaitedMs();
    tren.push(...(await repo.trend(db, at, day, last)));
    const ms = performance.now() - backgroundWaitedMs() - started;
    if (ms < PGLITE_SLICE_MS) days *= 2;
    else if (ms > 1.5 * PGLITE_SLICE_MS) days = Math.max(1, Math.floor(days / 2));
    day = addDays(last, 1);
  }
  trendSliceDays = Math.min(days, ADMIN_TREND_DAYS);
  return { tren };
}
