// Builds the server for `npm start`: packages/server/dist/main.mjs and its face worker, bundled from the
// TypeScript sources by esbuild, with every npm dependency left as an import. Running plain JavaScript
// instead of `node --import tsx` saves ~80 MB of memory per server process (tsx's loader thread and its
// transformed sources): decision 0017. `npm run dev` and the in-process HTTP tests still run the sources
// under tsx; the tests that start a real server process (test/server-process.ts) and Playwright run this build.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'packages/server');
const SERVER_PACKAGE = path.join(server, 'package.json');
/** What `npm start` runs. */
export const SERVER_MAIN = path.join(server, 'dist/main.mjs');
/**
 * Node's flags for it. Source maps: stack traces point at the TypeScript. A young generation of 4 MB semi-spaces
 * (V8's default here is 16 MB): ~30 MB less RSS for ~3% more time in a 10,000-row export (decision 0017). One V8
 * helper thread: see SERVER_ENV.
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4', '--v8-pool-size=1'];
/**
 * Its environment besides the operator's (whose own value wins). glibc gives each thread that allocates its own
 * malloc arena and keeps what is freed there: V8's helper threads, libuv's, and the face workers, which end when idle,
 * left ~100 MB in them. One arena (MALLOC_ARENA_MAX) and one V8 helper thread (--v8-pool-size above) hold a server at
 * rest to ~220 MB instead of ~270 MB and a year's export to ~270 MB instead of ~340 MB, at the same speed
 * (decision 0039). Ignored where the C library is not glibc.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1' };

export async function buildServer() {
  // Loaded here, not at the top: start.mjs imports this file, and a release built beforehand starts without esbuild.
  const { build } = await import('esbuild');
  const { dependencies } = JSON.parse(fs.readFileSync(SERVER_PACKAGE, 'utf8'));
  const result = await build({
    entryPoints: {
      main: path.join(server, 'src/main.ts'),
      'face-worker': path.join(server, 'src/modules/face/worker.ts'),
    },
    outdir: path.join(server, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // The workspace's contract package is TypeScript: bundled. Everything else is loaded from node_modules.
    external: Object.keys(dependencies).filter((d) => d !== '@hadir/contract'),
    logLevel: 'warning',
    write: false,
  });
  // Each file replaced in one step (write, then rename): a server starting meanwhile (another test run, another
  // node on the same checkout) reads the old build or the new one, never half a file. main.mjs goes last, so its
  // mtime says the whole build is there.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path === SERVER_MAIN) - Number(b.path === SERVER_MAIN));
  fs.mkdirSync(path.dirname(SERVER_MAIN), { recursive: true });
  for (const file of files) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, file.contents);
    fs.renameSync(tmp, file.path);
  }
}

/** The newest modification time of any file below `dir` (ms). */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** True when a file of the server's or the contract's sources (or this build) is newer than dist/main.mjs. */
export function serverBuildStale() {
  if (!fs.existsSync(SERVER_MAIN)) return true;
  const newest = Math.max(
    newestMtime(path.join(server, 'src')),
    newestMtime(path.join(root, 'packages/contract/src')),
    fs.statSync(SERVER_PACKAGE).mtimeMs,
    fs.statSync(import.meta.filename).mtimeMs,
  );
  return newest > fs.statSync(SERVER_MAIN).mtimeMs;
}

/** Builds when the build is older than its sources; says whether it did. */
export async function buildServerIfStale() {
  if (!serverBuildStale()) return false;
  await buildServer();
  return true;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) await buildServer();
