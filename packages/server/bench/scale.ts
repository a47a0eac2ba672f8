import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoSelfie } from '../src/modules/face/demo-selfies.ts';
import { openSeeded } from './kept.ts';
import type { EngineResult } from './morning-rush.ts';
import { ceiling, load, memoryOf, round, summarize, withCpu } from './measure.ts';
import { reportsSeed } from './reports-seed.ts';
import { PHONE_SELFIE, POINT, resetToday } from './seed.ts';
import { startServerProcess } from './server-process.ts';

// Issue 20 part 6, ten times the company: the morning rush against two server processes on one PostgreSQL
// database (the reports, history pages, exports and the payroll draft at the same size are the reports and payroll
// scenarios, run by `--scenario scale` with the same number of employees).

export const SCALE_EMPLOYEES = 100_000;
export const SCALE_RATE = 1000;
export const SCALE_SECONDS = 5;

/**
 * Clock-ins (a selfie each, no registered face: the presence check runs) offered at `rate` a second for `seconds`,
 * sent in turn to two server processes started as `npm start` starts one, against one PostgreSQL database with
 * `employees` and a year of history. With the pgbench ceiling of the same copy.
 */
export async function scaleRush(
  opts: { employees: number; rate: number; seconds: number; fresh?: boolean },
  log: (s: string) => void,
): Promise<EngineResult> {
  const { name, seed: seedIt } = reportsSeed(opts.employees);
  const { db, url, close, seedSeconds } = await openSeeded('postgres', name, seedIt, { fresh: opts.fresh, log });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-files-'));
  const servers: Awaited<ReturnType<typeof startServerProcess>>[] = [];
  try {
    const [{ historyRows }] = await db.query<{ historyRows: number }>('select count(*)::int as "historyRows" from attendance');
    const ids = (await db.query<{ id: number }>('select id from users order by id')).map((r) => r.id);
    log(`postgres: ${historyRows} history rows${seedSeconds ? `, seeded in ${seedSeconds} s` : ' (kept database)'}`);
    const top = await ceiling(db, 50, 10, url);
    // One after the other: both would migrate the same database at start.
    for (let i = 0; i < 2; i++) servers.push(await startServerProcess({ DATABASE_URL: url as string, DATA_DIR: dataDir }));
    const selfie = `data:image/jpeg;base64,${demoSelfie('redhead', PHONE_SELFIE).toString('base64')}`;
    const plan = {
      port: servers[0].port,
      ports: servers.map((s) => s.port),
      mode: 'open' as const,
      clients: 0,
      rate: opts.rate,
      durationMs: opts.seconds * 1000,
      body: JSON.stringify({ type: 'IN', ...POINT, akurasi: 12, photo: selfie }),
      userIds: ids,
    };
    log('postgres: warming both servers (face workers, pools, plans)');
    await load({ ...plan, mode: 'closed', clients: 8, durationMs: 3000, userIds: ids.slice(0, 200) });
    await resetToday(db);
    log(`postgres: clock-ins at ${opts.rate}/s offered for ${opts.seconds} s, two server processes`);
    for (const s of servers) fs.writeFileSync(`/proc/${s.pid}/clear_refs`, '5'); // the peak RSS from here
    const [result, cpu] = await withCpu(
      db,
      () => load(plan),
      (r) => r.statuses['200'] ?? 0,
      servers.map((s) => s.pid),
    );
    const ok = result.statuses['200'] ?? 0;
    const cpuMs = cpu ? (cpu.server + cpu.postgres + cpu.rest + cpu.others) * ok : 0;
    const busy = round((100 * cpuMs) / (result.elapsedMs * os.availableParallelism()), 0);
    const peaks = servers.map((s) => `${memoryOf(s.pid).peak} MB`).join(' and ');
    const run = {
      ...summarize(`face presence, ${opts.rate}/s, two servers (open loop)`, result),
      cpu,
      note: `${result.sent} sent over ${round(result.elapsedMs / 1000)} s; machine CPU ${busy}%; servers' peak RSS ${peaks}`,
    };
    const verdict =
      `postgres, ${opts.employees} employees, two server processes: ${opts.rate}/s offered -> ${run.throughput}/s answered, ` +
      `p50 ${run.p50} ms, p99 ${run.p99} ms, max ${run.max} ms (the ceiling ${top.throughput}/s; machine CPU ${busy}%)`;
    return { engine: 'postgres', employees: opts.employees, historyRows, seedSeconds, runs: [top, run], verdicts: [verdict] };
  } finally {
    for (const s of servers) await s.stop();
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
