// npm start: build the web app when its sources are newer than the build, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'packages/web');
const built = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(root, 'packages/contract/src')];
const stale =
  !fs.existsSync(built) ||
  Math.max(...sources.map(newestMtime), fs.statSync(path.join(web, 'index.html')).mtimeMs) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log('Membangun aplikasi web...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@hadir/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'packages/server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: path.resolve(process.env.DATA_DIR || path.join(root, 'data')) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
