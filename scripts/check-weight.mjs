// JavaScript weight of the employee app's first visit to / (issue 8: at most 150 KB gzip) and no admin code in
// it (admin pages lazy-loaded). Reads the chunk map the web build writes (.vite/chunks.json, vite.config.ts).
// Weighs the bytes the server sends (decision 0025): the .gz copy the build wrote, as a browser on plain http gets
// it (the budget), and the .br copy a browser gets over https; a file without its copy is sent, and weighed, whole.
// Usage: node scripts/check-weight.mjs [--dist DIR] [--json FILE]; exits 1 over budget or with admin code.
import fs from 'node:fs';
import path from 'node:path';

const BUDGET_KB = 150;
const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'packages/web');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const dist = path.resolve(arg('--dist') ?? process.env.HADIR_WEB_DIST ?? path.join(web, 'dist'));
const jsonOut = arg('--json');
/** The page of the index route `/` (dashboardEmployeeRoutes): a signed-in employee's first screen. */
const HOME_PAGE = 'packages/web/src/features/dashboard/HomePage.tsx';

const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Page modules of every `...AdminRoutes` array in the features' routes.ts, plus the admin shell. */
function adminModules() {
  const found = new Set();
  const featuresDir = path.join(web, 'src/features');
  for (const feature of fs.readdirSync(featuresDir)) {
    const file = path.join(featuresDir, feature, 'routes.ts');
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const block of text.matchAll(/export const \w*Admin\w*Routes\b[^=]*=\s*\[([\s\S]*?)\n\];/g)) {
      for (const [, spec] of block[1].matchAll(/import\('([^']+)'\)/g)) {
        const base = path.resolve(path.dirname(file), spec);
        const hit = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
        if (hit) found.add(rel(hit));
      }
    }
  }
  return found;
}
const isAdminPath = (m) => m.startsWith('packages/web/src/app/admin/') || /^packages\/web\/src\/features\/[^/]+\/admin\//.test(m);

function closure(chunks, start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...(chunks[f]?.imports ?? []));
  }
  return seen;
}

const problems = [];
const mapFile = path.join(dist, '.vite/chunks.json');
let kb = Number.NaN;
let brKb = Number.NaN;
let detail = [];
if (!fs.existsSync(mapFile)) {
  problems.push(`${mapFile} is missing: build the web app first (npm run build -w @hadir/web).`);
} else {
  const chunks = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const entries = Object.keys(chunks).filter((f) => chunks[f].isEntry);
  const home = Object.keys(chunks).filter((f) => chunks[f].modules.includes(HOME_PAGE));
  if (entries.length !== 1) problems.push(`expected one entry chunk, found ${entries.length}`);
  if (home.length === 0) problems.push(`${HOME_PAGE} is in no chunk: update HOME_PAGE in scripts/check-weight.mjs`);
  const first = closure(chunks, [...entries, ...home]);
  /** What the server sends for `f` to a browser accepting `ext`'s encoding: the copy, or (a tiny file) the file. */
  const sent = (f, ext) => {
    const copy = path.join(dist, f + ext);
    return fs.statSync(fs.existsSync(copy) ? copy : path.join(dist, f)).size;
  };
  for (const f of first) detail.push({ file: f, gzip: sent(f, '.gz'), br: sent(f, '.br') });
  if (entries.some((f) => !fs.existsSync(path.join(dist, `${f}.gz`)))) {
    problems.push('the entry chunk has no .gz copy: the build did not precompress (npm run build -w @hadir/web does)');
  }
  detail = detail.sort((a, b) => b.gzip - a.gzip);
  // kB as Vite prints them
  kb = detail.reduce((sum, d) => sum + d.gzip, 0) / 1000;
  brKb = detail.reduce((sum, d) => sum + d.br, 0) / 1000;

  const admin = adminModules();
  if (admin.size === 0) problems.push('no admin pages found in src/features/*/routes.ts: the admin check cannot run');
  for (const f of first) {
    for (const m of chunks[f].modules) {
      if (admin.has(m) || isAdminPath(m)) problems.push(`admin code in the first load: ${m} (in ${f}); load it lazily`);
    }
  }
  if (kb > BUDGET_KB) problems.push(`first load ${kb.toFixed(1)} KB gzip is over the ${BUDGET_KB} KB budget`);
}

console.log(`JavaScript the server sends on the first visit to / (entry, its static imports and the home page):`);
console.log('     gzip   brotli');
for (const d of detail)
  console.log(`  ${(d.gzip / 1000).toFixed(1).padStart(7)} ${(d.br / 1000).toFixed(1).padStart(7)} KB  ${d.file}`);
console.log(`weight: ${kb.toFixed(1)} KB gzip (${brKb.toFixed(1)} KB brotli) of ${BUDGET_KB} KB`);
for (const p of problems) console.error(`FAIL: ${p}`);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify({ kb, brKb, budget: BUDGET_KB, problems }));
process.exit(problems.length ? 1 : 0);
