import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../src/platform/db.ts';
import type { LoadPlan, LoadResult } from './load.ts';

/**
 * One second of a load run, as the server saw it (issue 20 part 2: show that no cause of a stall remains). Latencies
 * are of the requests planned in that second; the rest is sampled in the server's process meanwhile.
 */
export interface Second {
  /** Seconds since the run began. */
  at: number;
  requests: number;
  p99: number;
  max: number;
  /** The longest the server's event loop was blocked, ms. */
  loopMaxMs: number;
  /** Garbage collection pauses of the server's process, ms in total. */
  gcMs: number;
  /** Most requests waiting for a database connection at once (PostgreSQL's pool; PGlite has none). */
  poolWaiting: number;
  /** Most selfies waiting for a face worker at once. */
  faceQueued: number;
  /** Busy CPU of the whole machine, % of all cores. */
  machineCpu: number;
  /** PostgreSQL: what this database's busy backends waited on (event: samples), every 50 ms. */
  waits: Record<string, number>;
  /** PGlite: the second's longest statement of at least 20 ms (it blocks the process) and the repo function behind it. */
  longest: { ms: number; who: string } | null;
  /**
   * The second's slowest request in parts: how late the generator sent it; how long the server held it (from its
   * headers read to its answer written), and of that how long its database calls and its face check took (waiting
   * and running); null: the server never saw it. The rest of its latency passed between the two processes: in the
   * sockets, or waiting for a core.
   */
  slowest: { lateMs: number; serverMs: number | null; dbMs: number | null; faceMs: number | null } | null;
}

/** One measured run. Latencies in ms; CPU in ms per answered punch (see `cpu`). */
export interface Run {
  name: string;
  /** Answered requests per second (200 only). */
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  ok: number;
  refused: number;
  /**
   * CPU time per punch (Linux /proc, so it holds on a shared machine where wall-clock figures do not): the server's
   * main thread (Fastify, and PGlite's wasm), the PostgreSQL backends, the rest of this process (libuv and face
   * worker threads), and everything else on the machine (the load generator's process, others) during the run.
   */
  cpu?: { server: number; postgres: number; rest: number; others: number };
  /** Peak RSS of this process during the run, MB (with PGlite the database lives in it too). */
  peakRssMb?: number;
  /** The server's timeline of a load run, and its slowest second with what held it. */
  seconds?: Second[];
  worst?: string;
  /** Its clock-ins' time in the server, and of that their face checks' and database calls', p50 / p99. */
  parts?: string;
  /** PGlite: the run's statements of at least 20 ms by the repo function behind them (count, longest), most first. */
  longStatements?: string;
  note?: string;
}

const TICK_MS = 10; // CLK_TCK is 100 on Linux
export const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** utime + stime of a process or thread, in ms; 0 when /proc is not there (not Linux) or it is gone. */
function procCpu(path: string): number {
  try {
    const fields = fs.readFileSync(path, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
/** CPU time (utime + stime) of a process so far, ms. */
export const cpuOf = (pid: number) => procCpu(`/proc/${pid}/stat`);

/** VmRSS and VmHWM (the peak) of a process, MB, and its threads (a face worker is one). */
export function memoryOf(pid: number): { rss: number; peak: number; threads: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(field('VmRSS') / 1024), peak: Math.round(field('VmHWM') / 1024), threads: field('Threads') };
}

/** Busy CPU time of the whole machine, in ms. */
function machineCpu(): number {
  try {
    const [, ...t] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: all but idle and iowait.
    return (t[0] + t[1] + t[2] + t[5] + t[6] + t[7]) * TICK_MS;
  } catch {
    return 0;
  }
}

interface CpuSnapshot {
  main: number;
  process: number;
  /** Server processes of their own (started by the bench), in all. */
  servers: number;
  /** CPU of each PostgreSQL backend serving this database, by pid. */
  postgres: Map<number, number>;
  machine: number;
}

async function backendPids(db: Db): Promise<number[]> {
  if (db.engine !== 'postgres') return [];
  const rows = await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
  return rows.map((r) => r.pid);
}

function snapshot(pids: number[], serverPids: number[]): CpuSnapshot {
  return {
    main: procCpu(`/proc/self/task/${process.pid}/stat`),
    process: procCpu('/proc/self/stat'),
    servers: serverPids.reduce((sum, pid) => sum + cpuOf(pid), 0),
    postgres: new Map(pids.map((pid) => [pid, cpuOf(pid)])),
    machine: machineCpu(),
  };
}

/** Backend CPU spent between two snapshots: new backends count whole; ended ones (idle pool timeout) are lost. */
function postgresDelta(before: CpuSnapshot, after: CpuSnapshot): number {
  let sum = 0;
  for (const [pid, cpu] of after.postgres) if (cpu > 0) sum += cpu - (before.postgres.get(pid) ?? 0);
  return sum;
}

export function summarize(name: string, r: Omit<LoadResult, 'startedAt' | 'offsets' | 'lateMs' | 'keys'>, note?: string): Run {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const ok = r.statuses['200'] ?? 0;
  const reasons = Object.entries(r.samples).map(([s, body]) => `${s}: ${body.slice(0, 120)}`);
  return {
    name,
    throughput: round(ok / (r.elapsedMs / 1000)),
    p50: round(quantile(sorted, 0.5)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    ok,
    refused: r.latencies.length - ok,
    note: [note, ...reasons].filter(Boolean).join('; ') || undefined,
  };
}

/**
 * This process's peak RSS from now until stopped, in MB: the kernel's own high-water mark (VmHWM, reset through
 * /proc/self/clear_refs), read once at each end. It replaced a sampler that called process.memoryUsage() every 10 ms in
 * the process under test: 170 ms of the main thread in a 20 s run of the morning rush, and blind between samples.
 */
export function peakRss(): { stop: () => number } {
  fs.writeFileSync('/proc/self/clear_refs', '5');
  return { stop: () => memoryOf(process.pid).peak };
}

/**
 * Runs fn and answers the CPU each part used per unit of work it reports, and the peak RSS meanwhile (MB). With
 * `serverPids` the server is those processes (the bench's own process then counts among the others).
 */
export async function withCpu<T>(
  db: Db,
  fn: () => Promise<T>,
  units: (t: T) => number,
  serverPids: number[] = [],
): Promise<[T, Run['cpu'], number]> {
  const pids = await backendPids(db);
  const before = snapshot(pids, serverPids);
  const rss = peakRss();
  const result = await fn();
  const peakRssMb = rss.stop();
  // Connections opened during the run count from their start.
  const after = snapshot([...new Set([...pids, ...(await backendPids(db))])], serverPids);
  const n = Math.max(1, units(result));
  const own = after.process - before.process;
  const external = after.servers - before.servers;
  const server = serverPids.length > 0 ? external : after.main - before.main;
  const postgres = postgresDelta(before, after);
  const rest = serverPids.length > 0 ? 0 : own - server;
  const others = after.machine - before.machine - (serverPids.length > 0 ? external : own) - postgres;
  const per = (ms: number) => round(Math.max(0, ms) / n, 2);
  return [result, { server: per(server), postgres: per(postgres), rest: per(rest), others: per(others) }, peakRssMb];
}

/** The load generator in a process of its own (its CPU is the machine's "others", not the server's). */
export function load(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-entry.mjs', import.meta.url), { execArgv: [], stdio: 'inherit' });
    child.once('message', (m) => resolve(m as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send(plan);
  });
}

/**
 * What the database can commit: single-row inserts into a scratch table by `clients` concurrent loops. On
 * PostgreSQL (`url`) by pgbench (the database's own tool, in its own process, so the figure does not depend on our driver);
 * on PGlite, or without pgbench, by loops in this process.
 */
export async function ceiling(db: Db, clients: number, seconds: number, url?: string): Promise<Run> {
  await db.exec(
    'create table bench_ceiling (id bigint generated always as identity primary key, user_id bigint, at timestamptz default now(), payload text)',
  );
  try {
    if (url && hasPgbench()) return await pgbenchCeiling(url, clients, seconds);
    return await loopCeiling(db, clients, seconds);
  } finally {
    await db.exec('drop table bench_ceiling');
  }
}

function hasPgbench(): boolean {
  return spawnSync('pgbench', ['--version']).status === 0;
}

/** pgbench with one script, one insert per transaction; latencies from its per-transaction log. */
async function pgbenchCeiling(url: string, clients: number, seconds: number): Promise<Run> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-pgbench-'));
  try {
    const script = path.join(dir, 'insert.sql');
    fs.writeFileSync(script, "insert into bench_ceiling (user_id, payload) values (:client_id, 'x');\n");
    const r = spawnSync(
      'pgbench',
      [
        '-n',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        script,
        '-l',
        '--log-prefix',
        path.join(dir, 'log'),
        url,
      ],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`pgbench: ${r.stderr || r.stdout}`);
    const latencies: number[] = [];
    for (const f of fs.readdirSync(dir).filter((n) => n.startsWith('log'))) {
      // client_id transaction_no time(us) script_no time_epoch time_us
      for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    const tps = Number(r.stdout.match(/tps = ([\d.]+)/)?.[1] ?? 0);
    const sorted = latencies.sort((a, b) => a - b);
    return {
      name: `ceiling: pgbench single-row inserts, ${clients} clients`,
      throughput: round(tps),
      p50: round(quantile(sorted, 0.5)),
      p99: round(quantile(sorted, 0.99)),
      max: round(sorted.at(-1) ?? 0),
      ok: latencies.length,
      refused: 0,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function loopCeiling(db: Db, clients: number, seconds: number): Promise<Run> {
  const [result, cpu, peakRssMb] = await withCpu(
    db,
    async () => {
      const latencies: number[] = [];
      const started = performance.now();
      const deadline = started + seconds * 1000;
      await Promise.all(
        Array.from({ length: clients }, async (_, i) => {
          while (performance.now() < deadline) {
            const t0 = performance.now();
            await db.query('insert into bench_ceiling (user_id, payload) values ($1, $2)', [i, 'x']);
            latencies.push(performance.now() - t0);
          }
        }),
      );
      return {
        sent: latencies.length,
        elapsedMs: performance.now() - started,
        latencies,
        statuses: { 200: latencies.length },
        samples: {},
      };
    },
    (r) => r.latencies.length,
  );
  return { ...summarize(`ceiling: single-row inserts, ${clients} loops`, result), cpu, peakRssMb };
}

/** One measured request or export of the reports bench. */
export interface Measurement {
  name: string;
  /** Median (p50), 99th percentile and slowest of the runs, ms. */
  median: number;
  p99: number;
  max: number;
  /** Requests per second, one after another. */
  perSecond: number;
  /** Peak RSS of this process while measuring, MB (with PGlite the database lives in it too). */
  peakRssMb: number;
  /** CPU time per request: the server process and, on PostgreSQL, its backends. */
  cpuMs?: number;
  note?: string;
}
