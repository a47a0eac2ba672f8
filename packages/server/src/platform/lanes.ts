import { AsyncLocalStorage } from 'node:async_hooks';

// HR's long work (exports, reports, the dashboard's charts, a payroll draft) runs in the background lane. On
// PGlite, where one connection serves everyone and a statement blocks the process while it runs, a background
// statement starts only when no other statement has run for a moment, so a clock-in waits at most for the one
// background statement already running, never for the whole export (decision 0028). On PostgreSQL, with a pool and
// its own scheduler, the lane only keeps HR's statements to one at a time while clock-ins are in flight (Turns).
// Which work is HR's: every export (exportTurn), the report pages, the admin dashboard's day judgements (today per
// location, the 30-day chart; its few indexed counts are not), a payroll draft.

/** A job in the background lane, and how long its statements have waited for their turns so far. */
const lane = new AsyncLocalStorage<{ waitedMs: number }>();

/** Runs fn (and everything it awaits) in the background lane. */
export function inBackground<T>(fn: () => Promise<T>): Promise<T> {
  return lane.run({ waitedMs: 0 }, fn);
}

export function isBackground(): boolean {
  return lane.getStore() !== undefined;
}

/** How long the statements of this background job have waited for their turns, ms (0 outside the lane). */
export function backgroundWaitedMs(): number {
  return lane.getStore()?.waitedMs ?? 0;
}

/**
 * A clock of this job's own time: performance.now() less its waits for turns, so that the difference of two readings
 * is how long its statements ran between them, however long a morning rush kept them waiting.
 */
export function busyMs(): number {
  return performance.now() - backgroundWaitedMs();
}

/** Clock-ins being answered in this process (urgent). */
let urgentInFlight = 0;
/** When the last of them was answered (performance.now()); before the first, never. */
let lastUrgentEnd = Number.NEGATIVE_INFINITY;

/** How long ago a clock-in was last in flight in this process, ms: 0 while one is. */
export function sinceClockInMs(): number {
  return urgentInFlight > 0 ? 0 : performance.now() - lastUrgentEnd;
}

/** With no clock-in answered for this long (punches at 20/s are never a second apart), nobody waits for PGlite. */
const CLOCK_INS_QUIET_MS = 1_000;

/** Whether clock-ins are coming: then long work on PGlite goes in its shorter statements. */
export function clockInsComing(): boolean {
  return sinceClockInMs() < CLOCK_INS_QUIET_MS;
}

/**
 * Runs a clock-in's whole answer as urgent: no background statement starts while one is in flight (up to
 * URGENT_HOLD_MS), not only while its statements run. A punch also awaits the face check and its photo's file between
 * statements; a background statement begun in such a gap held the connection, and on PGlite the whole process,
 * when the punch came back (20 punches a second beside a year's export: p50 142 ms against 38 alone, 53 with this).
 */
export async function urgent<T>(fn: () => Promise<T>): Promise<T> {
  urgentInFlight += 1;
  try {
    return await fn();
  } finally {
    urgentInFlight -= 1;
    lastUrgentEnd = performance.now();
  }
}

/** How long the foreground must have been quiet: the gap between two statements of one request is shorter. */
const QUIET_MS = 3;
/** A background statement waits at most this long, so a long morning rush delays an export but never stops it. */
const MAX_WAIT_MS = 500;
/**
 * ... and at most this long for clock-ins in flight that run no statement (their face check, say). Punches at 20/s
 * beside a year's export on PGlite, p99/max: 462/558 ms without the hold, 179/224 with 60 ms, 102/137 with 150 ms,
 * 120/144 with the whole 500 ms; the export took 21-23 s instead of 14 s.
 */
const URGENT_HOLD_MS = 150;

/**
 * Who goes next. On PGlite's one connection: foreground statements first, background ones in the gaps. On a
 * PostgreSQL pool (`pool`) foreground statements have their own connections and are not tracked; background ones run
 * as they come while no clock-in is in flight, and one at a time, each waiting for its gap, while one is: an export
 * judging two slices at once and the dashboard's charts took both cores, and the clock-ins' face checks waited for
 * them (20/s beside an export and the dashboard: p99 2.2 s).
 */
export class Turns {
  constructor(private readonly pool = false) {}

  private running = 0;
  private lastEnd = 0;
  private idle: (() => void)[] = [];
  private backgroundDone: Promise<void> = Promise.resolve();

  /** Wraps a foreground statement (or transaction). */
  async foreground<T>(fn: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await fn();
    } finally {
      this.running -= 1;
      this.lastEnd = performance.now();
      if (this.running === 0) for (const wake of this.idle.splice(0)) wake();
    }
  }

  /**
   * Runs a background statement (or transaction) when it may start: one at a time, each waiting for its own gap, so
   * two of HR's jobs at once (an export and the dashboard) still leave the clock-ins the same gaps as one.
   */
  async background<T>(fn: () => Promise<T>): Promise<T> {
    if (this.pool && urgentInFlight === 0) return fn();
    const previous = this.backgroundDone;
    let done!: () => void;
    this.backgroundDone = new Promise<void>((resolve) => {
      done = resolve;
    });
    const job = lane.getStore();
    const since = performance.now();
    try {
      await previous;
      await this.gap();
      if (job) job.waitedMs += performance.now() - since;
      return await fn();
    } finally {
      done();
    }
  }

  /** Resolves when the next background statement may start. */
  private async gap(): Promise<void> {
    const since = performance.now();
    for (;;) {
      // A macrotask first: requests that arrived during the last statement are read and start theirs.
      await new Promise<void>((resolve) => setImmediate(resolve));
      const now = performance.now();
      const held = urgentInFlight > 0 && now - since < URGENT_HOLD_MS;
      const quiet = this.running === 0 && !held && now - this.lastEnd >= QUIET_MS;
      if (quiet || now - since >= MAX_WAIT_MS) return;
      if (this.running > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
      else await new Promise<void>((resolve) => setTimeout(resolve, QUIET_MS));
    }
  }
}
