// npm run bench [-- --scenario morning-rush|reports|payroll|employee-import|device|roster|all --employees 10000 --clients 50
//                   --seconds 20 --rush-rate 100 --face-rate 10 --repeat 5 --import-rows 5000 --device-employees 5000
//                   --engine pglite|postgres]
// --employees defaults to 10000, for the roster scenario to 500 (a page of the grid).
// The morning rush and the reports on PGlite and, with DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL (a scratch database).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type DeviceResult, deviceBench, printDevice } from './device-batch.ts';
import { employeeImportBench, IMPORT_TARGETS, type ImportResult, printImport } from './employee-import.ts';
import { type EngineResult, morningRush } from './morning-rush.ts';
import { type PayrollResult, payrollBench, printPayroll } from './payroll.ts';
import { printReports, REPORT_TARGETS, type ReportsResult, reportsBench } from './reports.ts';
import { printRoster, type RosterResult, rosterBench } from './roster.ts';

const { values } = parseArgs({
  options: {
    employees: { type: 'string' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
    'face-rate': { type: 'string', default: '10' },
    'rush-rate': { type: 'string', default: '100' },
    engine: { type: 'string' },
    scenario: { type: 'string', default: 'all' },
    repeat: { type: 'string', default: '5' },
    'import-rows': { type: 'string', default: '5000' },
    'device-employees': { type: 'string', default: '5000' },
  },
});
const scenario = values.scenario as 'morning-rush' | 'reports' | 'payroll' | 'employee-import' | 'device' | 'roster' | 'all';
if (!['morning-rush', 'reports', 'payroll', 'employee-import', 'device', 'roster', 'all'].includes(scenario)) {
  throw new Error('--scenario is morning-rush, reports, payroll, employee-import, device, roster or all');
}
const opts = {
  employees: Number(values.employees ?? (scenario === 'roster' ? '500' : '10000')),
  clients: Number(values.clients),
  seconds: Number(values.seconds),
  faceRate: Number(values['face-rate']),
  rushRate: Number(values['rush-rate']),
};
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
  for (const one of ['morning-rush', 'reports', 'payroll', 'employee-import', 'device', 'roster'])
    for (const engine of engines) {
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

const log = (s: string) => console.log(`[bench] ${s}`);
const results: EngineResult[] = [];
if (scenario === 'morning-rush') for (const engine of engines) results.push(await morningRush(engine, opts, log));
const reports: ReportsResult[] = [];
if (scenario === 'reports') {
  for (const engine of engines)
    reports.push(await reportsBench(engine, { employees: opts.employees, repeat: Number(values.repeat) }, log));
}

// Targets of issue 3, judged on PostgreSQL; PGlite is reported for comparison.
const TARGETS = { noFaceP99Ms: 25, noFaceShareOfCeiling: 0.5, faceRate: 10, faceP99Ms: 1500 };

const COLS = [9, 46, 10, 8, 9, 7, 8, 10, 26, 0];
const row = (cells: unknown[]) => cells.map((v, i) => String(v).padEnd(COLS[i])).join('');
console.log('');
console.log(
  row(['engine', 'run', 'punch/s', 'p50 ms', 'p99 ms', 'ok', 'refused', 'peak RSS', 'cpu ms/punch srv/pg/rest/other', 'note']),
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
        run.ok,
        run.refused,
        `${run.peakRssMb} MB`,
        cpu,
        run.note ?? '',
      ]),
    );
  }
}

const verdicts: string[] = [];
for (const r of results) {
  const [top, , rush, open, face] = r.runs;
  const share = open.throughput / top.throughput;
  const noFace = share >= TARGETS.noFaceShareOfCeiling && open.p99 <= TARGETS.noFaceP99Ms;
  const rushOk = rush.p99 <= TARGETS.noFaceP99Ms && rush.refused === 0;
  verdicts.push(`${r.engine}: no face at ${opts.rushRate}/s: p99 ${rush.p99} ms -> ${rushOk ? 'met' : 'NOT met'}`);
  verdicts.push(
    `${r.engine}: no face at half the ceiling: ${Math.round(share * 100)}% of ceiling, p99 ${open.p99} ms -> ${noFace ? 'met' : 'NOT met'}`,
  );
  const faceOk = face.throughput >= TARGETS.faceRate * 0.95 && face.p99 <= TARGETS.faceP99Ms && face.refused === 0;
  verdicts.push(
    `${r.engine}: face at ${opts.faceRate}/s: ${face.throughput}/s, p99 ${face.p99} ms -> ${faceOk ? 'met' : 'NOT met'}`,
  );
}
console.log(`\n${verdicts.join('\n')}`);

if (reports.length > 0) printReports(reports);
const payroll: PayrollResult[] = [];
if (scenario === 'payroll') {
  for (const engine of engines) payroll.push(await payrollBench(engine, { employees: opts.employees, repeat: 3 }, log));
  printPayroll(payroll);
}

const imports: ImportResult[] = [];
if (scenario === 'employee-import') {
  for (const engine of engines) imports.push(await employeeImportBench(engine, { rows: Number(values['import-rows']) }, log));
  printImport(imports);
}

const devices: DeviceResult[] = [];
if (scenario === 'device') {
  for (const engine of engines) devices.push(await deviceBench(engine, { employees: Number(values['device-employees']) }, log));
  printDevice(devices);
}

const rosters: RosterResult[] = [];
if (scenario === 'roster') {
  for (const engine of engines)
    rosters.push(await rosterBench(engine, { employees: opts.employees, repeat: Number(values.repeat) }, log));
  printRoster(rosters);
}

// One machine-readable summary of this run: every scenario that ran, with its targets.
const machine = { cpus: os.availableParallelism(), loadavg: os.loadavg().map((l) => Math.round(l * 100) / 100) };
const summary = {
  at: new Date().toISOString(),
  machine,
  options: opts,
  ...(results.length > 0 ? { morningRush: { targets: TARGETS, results, verdicts } } : {}),
  ...(reports.length > 0 ? { reports: { targets: REPORT_TARGETS, results: reports } } : {}),
  ...(payroll.length > 0 ? { payroll: { targets: { draftSeconds: 15 }, results: payroll } } : {}),
  ...(imports.length > 0 ? { employeeImport: { targets: IMPORT_TARGETS, results: imports } } : {}),
  ...(devices.length > 0 ? { deviceBatch: { results: devices } } : {}),
  ...(rosters.length > 0 ? { roster: { results: rosters } } : {}),
};
if (process.env.HADIR_BENCH_OUT) fs.writeFileSync(process.env.HADIR_BENCH_OUT, JSON.stringify(summary));
else {
  fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\n[bench] written to ${file.pathname}`);
}

// Pools and face workers are closed; do not wait on anything else.
process.exit(0);
