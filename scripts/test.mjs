// npm test: every suite. Server HTTP suites on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is
// set; web unit tests; browser tests in Chromium. Ends with one "N passed, N failed" line.
// `node scripts/test.mjs server web` runs only those parts; HADIR_TEST_TOTALS=FILE also writes the counts there
// as JSON (.ci/run adds up its runs on two Node versions).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-results-'));
const totals = { passed: 0, failed: 0 };
const suites = [];
let failed = false;

/** Runs one suite; its exit status, kept for count(). */
function run(name, cmd, args, opts = {}) {
  console.log(`\n=== ${name} (Node ${process.version}) ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  if (r.status !== 0) failed = true;
  return r.status;
}

/**
 * A suite's counts in the summary. A runner can end with an error and no failed test (vitest's unhandled errors, a
 * file that failed to load): the summary says so, rather than a clean count beside a failing exit.
 */
function count(name, file, read, status = 0) {
  try {
    const { passed, failedCount, notes = [] } = read(JSON.parse(fs.readFileSync(file, 'utf8')));
    totals.passed += passed;
    totals.failed += failedCount;
    const ended = status !== 0 && failedCount === 0 ? ` (but it ended with code ${status}: see its output)` : '';
    suites.push(`${name}: ${passed} passed, ${failedCount} failed${ended}`, ...notes.map((n) => `  ${n}`));
  } catch {
    suites.push(`${name}: no results (the suite did not run to the end)`);
    totals.failed += 1;
  }
}
function readWeight(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    const kb = (n) => (typeof n === 'number' ? n.toFixed(1) : '?');
    const failed = j.problems.length ? ` (FAILED: ${j.problems.join('; ')})` : '';
    return `${kb(j.kb)} KB gzip (${kb(j.brKb)} KB brotli) of ${j.budget} KB${failed}`;
  } catch {
    return 'no results (the check did not run to the end)';
  }
}
/**
 * A test file can fail outside its tests (a hook at its top, an import) or lose its process (a crash, a kill): it then
 * has no failed test, and its tests count neither way. Each such file counts as one failure, named in the summary
 * with its message, since CI keeps only the log's end. (Nothing is skipped on purpose here: a test that never ran is
 * a fault.)
 */
const vitestCounts = (j) => {
  const broken = j.testResults.filter(
    (f) =>
      !f.assertionResults.some((t) => t.status === 'failed') &&
      (f.status === 'failed' || f.assertionResults.some((t) => t.status !== 'passed')),
  );
  const packages = path.join(root, 'packages') + path.sep;
  const notes = broken.map((f) => {
    const ran = f.assertionResults.filter((t) => t.status === 'passed').length;
    const why = (f.message ?? '').split('\n')[0].slice(0, 300) || 'no message (its process ended?)';
    return `${f.name.replace(packages, '')}: ${ran} of ${f.assertionResults.length} tests ran; ${why}`;
  });
  return { passed: j.numPassedTests, failedCount: j.numFailedTests + broken.length || (j.success ? 0 : 1), notes };
};
const playwrightCounts = (j) => ({ passed: j.stats.expected + j.stats.flaky, failedCount: j.stats.unexpected });

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0) {
    console.log('Chromium tidak ditemukan: memasang paket Debian chromium...');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return undefined;
}

/**
 * The browser specs in two halves at once, each with its own server, database folder and mail port (the config
 * reads HADIR_E2E_PORT; the data folder is made per process), so neither half sees the other's records. The machine
 * waits on the browser and the server more than it computes, so two halves take little more than one. Playwright's
 * own --shard splits by test count, which put the axe walk over every screen (141 short tests, one file) alone in
 * one half: 23 min against the flows' 26. The halves are cut by time instead: the axe walk with the admin's pay and
 * report flows and the early clock-out flows in one, every other flow in the other (7.4 and 9.0 min of tests on a quiet
 * machine before the early clock-out flows, 43 s, moved over). `--grep` and `--grep-invert` of one pattern (matched
 * against project, file and title) split the tests with none left out and none run twice.
 */
const SECOND_HALF =
  'a11y\\.spec\\.ts|admin/(payroll|ebupot|grup-gaji|employee-tax-year|upah-minimum|reports)|employee/early-clock-out';
async function browserShards(chromium) {
  const SHARDS = 2;
  console.log(`\n=== browser (Playwright, Chromium, ${SHARDS} halves at once) (Node ${process.version}) ===`);
  const files = [];
  const runs = [];
  for (let i = 1; i <= SHARDS; i += 1) {
    const file = path.join(out, `e2e-${i}.json`);
    files.push(file);
    const env = {
      ...process.env,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      HADIR_E2E_PORT: String(3199 + (i - 1) * 100),
    };
    delete env.HADIR_E2E_DATA;
    delete env.HADIR_E2E_SMTP_PORT;
    const half = i === 1 ? '--grep-invert' : '--grep';
    const child = spawn('npx', ['playwright', 'test', half, SECOND_HALF, '--reporter=list,json'], {
      cwd: path.join(root, 'packages/web'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Each line marked with its half, as it comes.
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`[${i}/${SHARDS}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${i}/${SHARDS}] ${rest}\n`));
    }
    runs.push(new Promise((resolve) => child.on('close', (code) => resolve(code))));
  }
  const codes = await Promise.all(runs);
  const status = codes.find((c) => c !== 0) ?? 0;
  if (status !== 0) failed = true;
  const sum = { expected: 0, flaky: 0, unexpected: 0 };
  let complete = true;
  for (const file of files) {
    try {
      const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const k of Object.keys(sum)) sum[k] += stats[k];
    } catch {
      complete = false;
    }
  }
  const merged = path.join(out, 'e2e.json');
  if (complete) fs.writeFileSync(merged, JSON.stringify({ stats: sum }));
  count('browser', merged, playwrightCounts, status);
}

const parts = process.argv.slice(2); // optional: any of server, web, e2e
const wanted = (part) => parts.length === 0 || parts.includes(part);

/** One vitest suite in a package, counted in the summary. */
function vitestSuite(name, pkg, file, env = {}) {
  const json = path.join(out, file);
  const status = run(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], {
    cwd: path.join(root, 'packages', pkg),
    env,
  });
  count(name, json, vitestCounts, status);
}

if (wanted('server')) {
  vitestSuite('server (PGlite)', 'server', 'server-pglite.json', { HADIR_TEST_ENGINE: 'pglite' });
  if (process.env.TEST_DATABASE_URL) {
    vitestSuite('server (PostgreSQL)', 'server', 'server-postgres.json', { HADIR_TEST_ENGINE: 'postgres' });
  } else {
    suites.push('server (PostgreSQL): not run (set TEST_DATABASE_URL to run it)');
  }
}

if (wanted('web')) vitestSuite('web unit', 'web', 'web.json');

if (wanted('e2e')) {
  const chromium = findChromium();
  if (!chromium) {
    console.error('Chromium tidak ada dan tidak dapat dipasang: set CHROMIUM_PATH.');
    failed = true;
    suites.push('browser: not run (no Chromium)');
  } else if (run('web build', 'npm', ['run', 'build', '-w', '@hadir/web']) === 0) {
    // Issue 8: the employee app's first load stays within its JavaScript budget, admin code lazy-loaded.
    const weightFile = path.join(out, 'weight.json');
    run('weight', 'node', ['scripts/check-weight.mjs', '--json', weightFile]);
    count('weight', weightFile, (j) => ({ passed: j.problems.length ? 0 : 1, failedCount: j.problems.length ? 1 : 0 }));
    suites[suites.length - 1] = `weight: ${readWeight(weightFile)}`;
    await browserShards(chromium);
  } else {
    suites.push('browser: not run (the web build failed: see its output)');
  }
}

console.log('\n=== summary ===');
for (const s of suites) console.log(`- ${s}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
if (process.env.HADIR_TEST_TOTALS) fs.writeFileSync(process.env.HADIR_TEST_TOTALS, JSON.stringify({ ...totals, suites }));
fs.rmSync(out, { recursive: true, force: true });
process.exit(failed || totals.failed > 0 ? 1 : 0);
