// npm run bench [-- options]: the benchmarks, each scenario and engine in a process of its own. `--help` lists them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DeviceResult, deviceBench, printDevice } from './device-batch.ts';
import { employeeImportBench, IMPORT_TARGETS, type ImportResult, printImport } from './employee-import.ts';
import { cacheDir, cleanKept } from './kept.ts';
import { type EngineResult, HR_WORK, morningRush, RUSH_PARTS, RUSH_TARGETS } from './morning-rush.ts';
import { type PayrollResult, payrollBench, printPayroll } from './payroll.ts';
import { PHONE_TARGETS, type PhoneResult, phoneBench, printPhone } from './phone.ts';
import { printReports, REPORT_TARGETS, type ReportsResult, reportsBench } from './reports.ts';
import { printRoster, type RosterResult, rosterBench } from './roster.ts';
import { SCALE_EMPLOYEES, SCALE_RATE, SCALE_SECONDS, scaleRush } from './scale.ts';

const SCENARIOS = ['morning-rush', 'reports', 'payroll', 'employee-import', 'device', 'roster', 'phone', 'scale'] as const;
type Scenario = (typeof SCENARIOS)[number] | 'all';

const HELP = `npm run bench -- [options]

Measures Hadir on a seeded database and prints each figure beside its target; writes
packages/server/bench/results.json.

Scenarios (--scenario, default all: each scenario and engine in a process of its own):
  morning-rush     clock-ins through the real HTTP app: the insert ceiling (pgbench on PostgreSQL),
                   closed-loop clients and the open-loop rush rates ("face presence": each selfie is
                   checked for one face, nobody has a face registered), face matching
  reports          the report, history and dashboard requests and the exports; on PGlite the 30-day
                   and the year's export also on server processes started as npm start starts one,
                   with their face workers loaded and after those have ended (idle), for their RSS
  payroll          a month's payroll draft
  employee-import  the employee Excel import
  device           a fingerprint terminal's ATTLOG batch
  roster           the shift roster grid and its pattern fill
  phone            Lighthouse's mobile run on the login page and an employee's home, against the
                   app as npm start serves it (one engine: PGlite; Chromium as for the browser tests)
  scale            ten times the company, on PostgreSQL only: the reports and payroll scenarios with
                   ${SCALE_EMPLOYEES} employees, and clock-ins at ${SCALE_RATE}/s offered for ${SCALE_SECONDS} s (--rush-rate,
                   --seconds) sent in turn to two server processes started as npm start starts one

Options:
  --scenario NAME        one of the above, or all
  --engine E             pglite or postgres (default: pglite, and postgres too when DATABASE_URL or
                         TEST_DATABASE_URL is set)
  --employees N          employees seeded (default 10000; the roster scenario 500, scale ${SCALE_EMPLOYEES})
  --clients N            concurrent clients of the closed-loop runs (default 50)
  --seconds N            seconds per load run (default 20)
  --rush-rate N[,N...]   punches per second offered in the open-loop rush runs (default 100,200)
  --face-rate N          clock-ins with face matching per second (default 10)
  --hr-rate N            punches per second alone and while HR exports and opens the dashboard (default 20)
  --parts P[,P...]       morning-rush runs besides the ceiling and the closed loop: rush, hr, admin (the
                         admin pages while the first rush rate clocks in), face (default all)
  --repeat N             repetitions of each report request and Lighthouse run (default 5)
  --import-rows N        rows of the import file (default 5000)
  --device-employees N   employees of the terminal batch (default 5000)
  --fresh                seed anew instead of reusing the kept seeded database
  --clean                delete the kept seeded databases and exit
  --help                 this text

Seeded databases are kept between runs (PGlite in ${cacheDir()}, PostgreSQL as databases named
hadir_bench_seed_*), one per seed, size and schema; every scenario works on a copy of one.

Environment:
  DATABASE_URL / TEST_DATABASE_URL   a PostgreSQL server for --engine postgres (a scratch database is made)
  HADIR_BENCH_ONLY=<regexp>          only the report measurements whose name matches
  HADIR_BENCH_CACHE=<dir>            where kept PGlite databases live
`;

function usage(problem?: string): never {
  if (problem) console.error(`bench: ${problem}\n`);
  (problem ? console.error : console.log)(HELP);
  process.exit(problem ? 2 : 0);
}

const positive = (name: string, v: string | undefined, fallback: number): number => {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) usage(`--${name} needs a positive number, not "${v}"`);
  return n;
};

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      help: { type: 'boolean', short: 'h' },
      fresh: { type: 'boolean' },
      clean: { type: 'boolean' },
      employees: { type: 'string' },
      clients: { type: 'string' },
      seconds: { type: 'string' },
      'face-rate': { type: 'string' },
      'rush-rate': { type: 'string' },
      'hr-rate': { type: 'string' },
      parts: { type: 'string' },
      engine: { type: 'string' },
      scenario: { type: 'string', default: 'all' },
      repeat: { type: 'string' },
      'import-rows': { type: 'string' },
      'device-employees': { type: 'string' },
    },
  }));
} catch (err) {
  usage((err as Error).message);
}
if (values.help) usage();
const log = (s: string) => console.log(`[bench] ${s}`);
if (values.clean) {
  await cleanKept(log);
  process.exit(0);
}
const scenario = values.scenario as Scenario;
if (!([...SCENARIOS, 'all'] as string[]).includes(scenario)) usage(`unknown scenario "${scenario}"`);
if (values.engine !== undefined && values.engine !== 'pglite' && values.engine !== 'postgres') {
  usage(`--engine is pglite or postgres, not "${values.engine}"`);
}
const str = (k: string) => values[k] as string | undefined;
const opts = {
  employees: positive(
    'employees',
    str('employees'),
    scenario === 'roster' ? 500 : scenario === 'scale' ? SCALE_EMPLOYEES : 10000,
  ),
  clients: positive('clients', str('clients'), 50),
  seconds: positive('seconds', str('seconds'), 20),
  faceRate: positive('face-rate', str('face-rate'), 10),
  rushRates: (str('rush-rate') ?? '100,200').split(',').map((r) => positive('rush-rate', r, 100)),
  fresh: values.fresh === true,
  hrRate: positive('hr-rate', str('hr-rate'), HR_WORK.rate),
  parts: new Set((str('parts') ?? RUSH_PARTS.join(',')).split(',')),
};
for (const p of opts.parts) if (!RUSH_PARTS.includes(p)) usage(`--parts takes ${RUSH_PARTS.join(', ')}, not "${p}"`);
const repeat = positive('repeat', str('repeat'), 5);
const hasPostgres = !!(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL);
type Engine = 'pglite' | 'postgres';
const engines: Engine[] = values.engine ? [values.engine as Engine] : ['pglite', ...(hasPostgres ? (['postgres'] as const) : [])];

if (engines.includes('postgres') && !hasPostgres) throw new Error('--engine postgres needs DATABASE_URL or TEST_DATABASE_URL');

const file = new URL('./results.json', import.meta.url);

// All scenarios: each scenario and engine in a process of its own, so that one's memory (face workers, a seeded
// PGlite database) does not count in the next one's peak RSS; their summaries are merged into one results.json.
if (scenario === 'all') {
  type Part = Record<string, { results: unknown[]; verdicts?: unknown[] } | unknown>;
  const merged: Part = {};
  const enginesOf = (one: (typeof SCENARIOS)[number]): readonly Engine[] =>
    one === 'phone' ? ['pglite'] : one === 'scale' ? engines.filter((e) => e === 'postgres') : engines;
  for (const one of SCENARIOS)
    for (const engine of enginesOf(one)) {
      const out = path.join(os.tmpdir(), `hadir-bench-${one}-${engine}-${process.pid}.json`);
      const args = [...process.execArgv, process.argv[1], ...process.argv.slice(2), '--scenario', one, '--engine', engine];
      const r = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, HADIR_BENCH_OUT: out } });
      if (r.status !== 0) throw new Error(`bench ${one} on ${engine} failed (${r.status})`);
      const part: Part = JSON.parse(fs.readFileSync(out, 'utf8'));
      fs.rmSync(out);
      for (const [key, value] of Object.entries(part)) {
        const had = merged[key] as { results?: unknown[]; verdicts?: unknown[] } | undefined;
        const add = value as { results?: unknown[]; verdicts?: unknown[] };
        merged[key] =
          had?.results && add?.results
            ? { ...add, results: [...had.results, ...add.results], verdicts: [...(had.verdicts ?? []), ...(add.verdicts ?? [])] }
            : value;
      }
    }
  fs.writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`\n[bench] written to ${file.pathname}`);
  process.exit(0);
}

if (scenario === 'scale' && !engines.includes('postgres')) usage('--scenario scale runs on PostgreSQL: set DATABASE_URL');
const results: EngineResult[] = [];
if (scenario === 'morning-rush') for (const engine of engines) results.push(await morningRush(engine, opts, log));
const reports: ReportsResult[] = [];
if (scenario === 'reports' || scenario === 'scale') {
  for (const engine of scenario === 'scale' ? (['postgres'] as const) : engines)
    reports.push(await reportsBench(engine, { employees: opts.employees, repeat, fresh: opts.fresh }, log));
}
if (scenario === 'scale') {
  const rate = str('rush-rate') ? opts.rushRates[0] : SCALE_RATE;
  const seconds = str('seconds') ? opts.seconds : SCALE_SECONDS;
  results.push(await scaleRush({ employees: opts.employees, rate, seconds, fresh: opts.fresh }, log));
}

const COLS = [9, 54, 10, 8, 9, 9, 7, 8, 10, 33, 0];
const row = (cells: unknown[]) => cells.map((v, i) => String(v).padEnd(COLS[i])).join('');
if (results.length > 0) {
  console.log('');
  console.log(
    row([
      'engine',
      'run',
      'punch/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'ok',
      'refused',
      'peak RSS',
      'cpu ms/punch srv/pg/rest/other',
      'note',
    ]),
  );
  for (const r of results) {
    for (const run of r.runs) {
      const cpu = run.cpu ? `${run.cpu.server}/${run.cpu.postgres}/${run.cpu.rest}/${run.cpu.others}` : '';
      console.log(
        row([
          r.engine,
          run.name,
          run.throughput,
          run.p50,
          run.p99,
          run.max,
          run.ok,
          run.refused,
          run.peakRssMb === undefined ? '' : `${run.peakRssMb} MB`,
          cpu,
          run.note ?? '',
        ]),
      );
      if (run.worst) console.log(`${' '.repeat(COLS[0])}${run.worst}`);
      if (run.parts) console.log(`${' '.repeat(COLS[0])}${run.parts}`);
      if (run.longStatements) console.log(`${' '.repeat(COLS[0])}${run.longStatements}`);
    }
  }
}

const verdicts = results.flatMap((r) => r.verdicts);
if (verdicts.length > 0) console.log(`\n${verdicts.join('\n')}`);

if (reports.length > 0) printReports(reports);
const payroll: PayrollResult[] = [];
if (scenario === 'payroll' || scenario === 'scale') {
  for (const engine of scenario === 'scale' ? (['postgres'] as const) : engines)
    payroll.push(await payrollBench(engine, { employees: opts.employees, repeat: 3, fresh: opts.fresh }, log));
  printPayroll(payroll);
}

const imports: ImportResult[] = [];
if (scenario === 'employee-import') {
  for (const engine of engines)
    imports.push(await employeeImportBench(engine, { rows: positive('import-rows', str('import-rows'), 5000) }, log));
  printImport(imports);
}

const devices: DeviceResult[] = [];
if (scenario === 'device') {
  for (const engine of engines)
    devices.push(await deviceBench(engine, { employees: positive('device-employees', str('device-employees'), 5000) }, log));
  printDevice(devices);
}

const rosters: RosterResult[] = [];
if (scenario === 'roster') {
  for (const engine of engines) rosters.push(await rosterBench(engine, { employees: opts.employees, repeat }, log));
  printRoster(rosters);
}

const phone: PhoneResult[] = [];
if (scenario === 'phone') {
  phone.push(...(await phoneBench({ repeat }, log)));
  printPhone(phone);
}

// One machine-readable summary of this run: every scenario that ran, with its targets.
const machine = { cpus: os.availableParallelism(), loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100) };
const summary = {
  at: new Date().toISOString(),
  machine,
  options: opts,
  ...(results.length > 0 ? { morningRush: { targets: RUSH_TARGETS, results, verdicts } } : {}),
  ...(reports.length > 0 ? { reports: { targets: REPORT_TARGETS, results: reports } } : {}),
  ...(payroll.length > 0 ? { payroll: { targets: { draftSeconds: 15 }, results: payroll } } : {}),
  ...(imports.length > 0 ? { employeeImport: { targets: IMPORT_TARGETS, results: imports } } : {}),
  ...(devices.length > 0 ? { deviceBatch: { results: devices } } : {}),
  ...(rosters.length > 0 ? { roster: { results: rosters } } : {}),
  ...(phone.length > 0 ? { phone: { targets: PHONE_TARGETS, results: phone } } : {}),
};
if (process.env.HADIR_BENCH_OUT) fs.writeFileSync(process.env.HADIR_BENCH_OUT, JSON.stringify(summary));
else {
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\n[bench] written to ${file.pathname}`);
}

// Pools and face workers are closed; do not wait on anything else.
process.exit(0);
