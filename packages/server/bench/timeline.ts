import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import type http from 'node:http';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { type FaceEngine, faceEngine } from '../src/modules/face/index.ts';
import { type Db, isPglite, poolStats } from '../src/platform/db.ts';
import { isBackground } from '../src/platform/lanes.ts';
import type { LoadPlan, LoadResult } from './load.ts';
import { load, quantile, round, type Run, type Second, summarize, withCpu } from './measure.ts';

const SAMPLE_MS = 20;
/** PGlite statements at least this long are named in the timeline (the clock-in's own take a few ms). */
const LONG_STATEMENT_MS = 20;
const WAIT_SAMPLE_MS = 50;

function machineBusy(): [busy: number, total: number] {
  try {
    const t = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = t.reduce((a, b) => a + b, 0);
    return [total - t[3] - t[4], total];
  } catch {
    return [0, 0];
  }
}

/** Who asked for a statement: the stack of its query()/exec() call, formatted only for a long statement. */
const asker = new AsyncLocalStorage<{ stack: Error; background: boolean }>();

/** The first caller outside the platform, as "function (file)": the repo function that holds the statement. */
function callerOf(e: Error): string {
  for (const line of (e.stack ?? '').split('\n').slice(1)) {
    const m = /at (?:async )?(\S+) \(.*\/src\/modules\/(?:[^/]+\/)+([^/:]+):\d+/.exec(line);
    if (m) return `${m[1]} (${m[2]})`;
  }
  return 'unknown';
}

/** One clock-in's time in the server so far, by where it went (the calls in progress open an interval each). */
interface ClockInTime {
  dbMs: number;
  faceMs: number;
  open: { dbMs: number; faceMs: number };
  from: { dbMs: number; faceMs: number };
}
const clockIn = new AsyncLocalStorage<ClockInTime>();

/**
 * Runs a database or face call, adding its time to the clock-in being answered (if any). Calls that overlap (one
 * inside another, or side by side) count once, from the first start to the last end.
 */
function timedIn<T>(part: 'dbMs' | 'faceMs', call: () => Promise<T>): Promise<T> {
  const t = clockIn.getStore();
  if (!t) return call();
  if (t.open[part]++ === 0) t.from[part] = performance.now();
  const end = () => {
    if (--t.open[part] === 0) t[part] += performance.now() - t.from[part];
  };
  try {
    const p = call();
    p.then(end, end);
    return p;
  } catch (err) {
    end();
    throw err;
  }
}

/**
 * Wraps the database class's query(), exec() and tx() (so transactions' instances too) and the face engine's worker
 * calls, to time each clock-in's calls (timedIn) and, on PGlite, to note who asks for each statement. On PGlite it
 * also times every exchange with the wasm backend, which blocks the process while it runs, and hands each one of at
 * least `minMs` to `onLong` with the repo function that asked for it and its lane. `stop` undoes it all.
 */
function traceCalls(db: Db, faces: FaceEngine, minMs: number, onLong: (at: number, ms: number, who: string) => void): () => void {
  type Methods = Record<string, (...a: unknown[]) => Promise<unknown>>;
  const proto = Object.getPrototypeOf(db) as Methods;
  const faceProto = Object.getPrototypeOf(faces) as Methods;
  const original = { query: proto.query, exec: proto.exec, tx: proto.tx };
  const originalRun = faceProto.run;
  const pglite = isPglite(db);
  for (const k of ['query', 'exec', 'tx'] as const)
    proto[k] = function (this: unknown, ...a: unknown[]) {
      const call = () => original[k].apply(this, a);
      return timedIn('dbMs', pglite ? () => asker.run({ stack: new Error(), background: isBackground() }, call) : call);
    };
  faceProto.run = function (this: unknown, ...a: unknown[]) {
    return timedIn('faceMs', () => originalRun.apply(this, a));
  };
  const unwatch = pglite
    ? db.watchExchanges((at, ms) => {
        if (ms < minMs) return;
        const who = asker.getStore();
        onLong(at, ms, who ? `${who.background ? 'HR' : 'clock-in'}: ${callerOf(who.stack)}` : 'unknown');
      })
    : () => {};
  return () => {
    Object.assign(proto, original);
    faceProto.run = originalRun;
    unwatch();
  };
}

/**
 * Starts sampling the server's process (event loop, GC, pool, face queue, machine CPU) and, on PostgreSQL, the wait
 * events of this database's backends over a connection of its own (so the sampler never takes one from the pool).
 * `stop` buckets everything by second from `startedAt` (epoch ms, the load generator's start).
 */
export async function startTimeline(db: Db, faces: FaceEngine, server: http.Server, url?: string) {
  type Bucket = Omit<Second, 'at' | 'requests' | 'p99' | 'max' | 'machineCpu' | 'slowest'> & { cpu: [number, number] };
  const buckets = new Map<number, Bucket>();
  const bucket = (ms: number) => {
    const key = Math.floor(ms / 1000);
    const had = buckets.get(key);
    if (had) return had;
    const b: Bucket = { loopMaxMs: 0, gcMs: 0, poolWaiting: 0, faceQueued: 0, waits: {}, longest: null, cpu: [0, 0] };
    buckets.set(key, b);
    return b;
  };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bucket(performance.timeOrigin + e.startTime).gcMs += e.duration;
  });
  gc.observe({ entryTypes: ['gc'] });
  const long = new Map<string, { n: number; max: number }>();
  const untrace = traceCalls(db, faces, LONG_STATEMENT_MS, (at, ms, who) => {
    const b = bucket(at);
    if (!b.longest || ms > b.longest.ms) b.longest = { ms: round(ms), who };
    const byWho = long.get(who) ?? { n: 0, max: 0 };
    long.set(who, { n: byWho.n + 1, max: Math.max(byWho.max, round(ms)) });
  });
  // Each clock-in's time in the server and its parts, by its Idempotency-Key (the generator sends a fresh one with
  // each). Heard before the app's own listener, so the app answers it in the clock-in's context (enterWith).
  const held = new Map<string, { serverMs: number; dbMs: number; faceMs: number }>();
  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const key = req.headers['idempotency-key'];
    if (req.method !== 'POST' || req.url !== '/api/attendance' || typeof key !== 'string') return;
    const t = performance.now();
    const time: ClockInTime = { dbMs: 0, faceMs: 0, open: { dbMs: 0, faceMs: 0 }, from: { dbMs: 0, faceMs: 0 } };
    clockIn.enterWith(time);
    res.once('finish', () => held.set(key, { serverMs: performance.now() - t, dbMs: time.dbMs, faceMs: time.faceMs }));
  };
  server.prependListener('request', onRequest);
  let cpuBefore = machineBusy();
  let lastSecond = Math.floor(Date.now() / 1000);
  const sampler = setInterval(() => {
    const now = Date.now();
    const b = bucket(now);
    b.poolWaiting = Math.max(b.poolWaiting, poolStats(db)?.waiting ?? 0);
    b.faceQueued = Math.max(b.faceQueued, faces.stats().queued);
    // The event-loop histogram and the CPU counters are read once a second (a stalled loop reads late: it still counts).
    const second = Math.floor(now / 1000);
    if (second !== lastSecond) {
      const done = bucket(lastSecond * 1000);
      done.loopMaxMs = Math.max(done.loopMaxMs, loop.max / 1e6);
      loop.reset();
      const cpu = machineBusy();
      done.cpu = [cpu[0] - cpuBefore[0], cpu[1] - cpuBefore[1]];
      cpuBefore = cpu;
      lastSecond = second;
    }
  }, SAMPLE_MS);

  let watcher: pg.Client | undefined;
  let waitTimer: NodeJS.Timeout | undefined;
  if (url && db.engine === 'postgres') {
    watcher = new pg.Client({ connectionString: url });
    watcher.on('error', () => {});
    await watcher.connect();
    const sample = async () => {
      const at = Date.now();
      const rows = await watcher!
        .query<{ wait: string; n: number }>(
          `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait, count(*)::int as n
           from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
           group by 1`,
        )
        .catch(() => ({ rows: [] }));
      const b = bucket(at);
      for (const r of rows.rows) b.waits[r.wait] = (b.waits[r.wait] ?? 0) + r.n;
      waitTimer = setTimeout(sample, WAIT_SAMPLE_MS);
    };
    waitTimer = setTimeout(sample, WAIT_SAMPLE_MS);
  }

  return {
    /** How long the clock-ins' face checks and database calls took in the server (waiting and running), p50 / p99. */
    parts(): string | undefined {
      const all = [...held.values()];
      if (all.length === 0) return undefined;
      const q = (pick: (h: (typeof all)[number]) => number) => {
        const sorted = all.map(pick).sort((a, b) => a - b);
        return `p50 ${round(quantile(sorted, 0.5))} / p99 ${round(quantile(sorted, 0.99))} ms`;
      };
      return `in the server: whole ${q((h) => h.serverMs)}; face check ${q((h) => h.faceMs)}; database calls ${q((h) => h.dbMs)}`;
    },
    /** PGlite: the statements of at least LONG_STATEMENT_MS by who asked for them, most first (none: undefined). */
    longStatements(): string | undefined {
      if (long.size === 0) return undefined;
      const list = [...long].sort((a, b) => b[1].n - a[1].n);
      return `statements of ${LONG_STATEMENT_MS} ms or more: ${list.map(([who, l]) => `${who} ${l.n}x, longest ${l.max} ms`).join('; ')}`;
    },
    /** The run's seconds, from the load's start, with the latencies of the requests planned in each. */
    async stop(result: LoadResult): Promise<Second[]> {
      server.off('request', onRequest);
      clearInterval(sampler);
      clearTimeout(waitTimer);
      untrace();
      loop.disable();
      gc.disconnect();
      await watcher?.end().catch(() => {});
      const bySecond = new Map<number, number[]>();
      /** The index of each second's slowest request in the load's lists. */
      const slowest = new Map<number, number>();
      result.offsets.forEach((offsetMs, i) => {
        const s = Math.floor(offsetMs / 1000);
        const latency = result.latencies[i];
        const list = bySecond.get(s);
        if (list) list.push(latency);
        else bySecond.set(s, [latency]);
        const had = slowest.get(s);
        if (had === undefined || latency > result.latencies[had]) slowest.set(s, i);
      });
      const first = Math.floor(result.startedAt / 1000);
      const last = Math.max(...bySecond.keys(), 0);
      const seconds: Second[] = [];
      for (let s = 0; s <= last; s++) {
        const b = bucket((first + s) * 1000);
        const lat = (bySecond.get(s) ?? []).sort((a, c) => a - c);
        const worst = slowest.get(s);
        const inServer = worst === undefined ? undefined : held.get(result.keys[worst]);
        seconds.push({
          at: s,
          requests: lat.length,
          p99: round(quantile(lat, 0.99)),
          max: round(lat.at(-1) ?? 0),
          loopMaxMs: round(b.loopMaxMs),
          gcMs: round(b.gcMs),
          poolWaiting: b.poolWaiting,
          faceQueued: b.faceQueued,
          machineCpu: b.cpu[1] ? Math.round((100 * b.cpu[0]) / b.cpu[1]) : 0,
          waits: b.waits,
          longest: b.longest,
          slowest:
            worst !== undefined
              ? {
                  lateMs: round(result.lateMs[worst]),
                  serverMs: inServer ? round(inServer.serverMs) : null,
                  dbMs: inServer ? round(inServer.dbMs) : null,
                  faceMs: inServer ? round(inServer.faceMs) : null,
                }
              : null,
        });
      }
      return seconds;
    },
  };
}

/**
 * The slowest second (by its slowest request) and what held it, judged in this order: a PGlite statement at least
 * half as long as that request, a queue for the face workers, a queue for database connections, PostgreSQL waiting on
 * its write-ahead log, the event loop blocked (by GC or JavaScript); then the request's own parts, each if at least
 * half of it: its database calls, its face check, the generator sending it late, the time between the processes; last,
 * the machine's CPU taken. Answers null for a run without requests.
 */
export function worstSecond(seconds: Second[], faceWorkers: number): string | null {
  const worst = seconds.filter((s) => s.requests > 0).sort((a, b) => b.max - a.max)[0];
  if (!worst) return null;
  const samples = Object.values(worst.waits).reduce((a, b) => a + b, 0);
  const top = Object.entries(worst.waits)
    .filter(([w]) => w !== 'CPU')
    .sort((a, b) => b[1] - a[1])[0];
  const wal = Object.entries(worst.waits)
    .filter(([w]) => /WAL/i.test(w))
    .reduce((a, [, n]) => a + n, 0);
  // On PGlite a statement holds the whole process while it runs: one that long explains the second before all else.
  const statement = worst.longest && worst.longest.ms >= worst.max / 2 ? worst.longest : null;
  const parts = worst.slowest;
  const between = parts?.serverMs != null ? round(worst.max - parts.lateMs - parts.serverMs) : null;
  const cause = statement
    ? `a ${statement.ms} ms statement of ${statement.who} held the process`
    : worst.faceQueued >= faceWorkers
      ? `face check queue (${worst.faceQueued} selfies waiting for ${faceWorkers} workers)`
      : worst.poolWaiting > 0
        ? `connection pool (${worst.poolWaiting} requests waiting${top ? `; PostgreSQL mostly on ${top[0]}` : ''})`
        : samples > 0 && wal / samples >= 0.2
          ? `write-ahead log flushes (${wal} of ${samples} backend samples)`
          : worst.loopMaxMs >= worst.max / 2
            ? `event loop blocked ${worst.loopMaxMs} ms${worst.gcMs >= worst.loopMaxMs / 2 ? ` (GC ${worst.gcMs} ms)` : ''}`
            : parts?.dbMs != null && parts.dbMs >= worst.max / 2
              ? `its database calls took ${parts.dbMs} ms (waiting for their turn and running)`
              : parts?.faceMs != null && parts.faceMs >= worst.max / 2
                ? `its face check took ${parts.faceMs} ms`
                : parts && parts.lateMs >= worst.max / 2
                  ? `the load generator sent it ${parts.lateMs} ms late`
                  : between !== null && between >= worst.max / 2
                    ? `${between} ms between the processes, outside the server's handling (sockets, or waiting for a core)`
                    : worst.machineCpu >= 90
                      ? `machine CPU ${worst.machineCpu}%`
                      : 'none of the sampled causes';
  const waits = top ? `, PostgreSQL waits ${top[0]} ${top[1]}/${samples}` : '';
  const longest = worst.longest ? `, longest statement ${worst.longest.ms} ms (${worst.longest.who})` : '';
  const split = parts
    ? ` (sent ${parts.lateMs} ms late; ${
        parts.serverMs === null
          ? 'not seen by the server'
          : `${parts.serverMs} ms in the server: ${parts.dbMs} in database calls, ${parts.faceMs} in the face check; ${between} ms between`
      })`
    : '';
  return (
    `worst second ${worst.at}: ${worst.requests} requests, p99 ${worst.p99} ms, max ${worst.max} ms${split}; event loop ` +
    `${worst.loopMaxMs} ms, GC ${worst.gcMs} ms, pool waiting ${worst.poolWaiting}, face queue ${worst.faceQueued}, ` +
    `CPU ${worst.machineCpu}%${waits}${longest} -> ${cause}`
  );
}

/** A load run from its own process, measured, with the server's per-second timeline (PostgreSQL's waits over `url`). */
export async function measuredLoad(db: Db, server: http.Server, name: string, plan: LoadPlan, url?: string): Promise<Run> {
  const faces = faceEngine();
  const timeline = await startTimeline(db, faces, server, url);
  const [result, cpu, peakRssMb] = await withCpu(
    db,
    () => load(plan),
    (r) => r.statuses['200'] ?? 0,
  );
  const seconds = await timeline.stop(result);
  const worst = worstSecond(seconds, faces.stats().workers) ?? undefined;
  return {
    ...summarize(name, result),
    cpu,
    peakRssMb,
    seconds,
    worst,
    parts: timeline.parts(),
    longStatements: timeline.longStatements(),
  };
}
