// npm start: build the web app and the server when their sources are newer than their builds, then run the
// server as plain JavaScript (packages/server/dist/main.mjs, see build-server.mjs and decision 0017).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, newestMtime, SERVER_ENV, SERVER_MAIN, SERVER_NODE_FLAGS, serverBuildStale } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'packages/web');
const built = path.join(web, 'dist/index.html');

const sources = [path.join(web, 'src'), path.join(web, 'public'), path.join(root, 'packages/contract/src')];
const stale =
  !fs.existsSync(built) ||
  Math.max(...sources.map(newestMtime), fs.statSync(path.join(web, 'index.html')).mtimeMs) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log('Membangun aplikasi web...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@hadir/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (serverBuildStale()) {
  console.log('Membangun server...');
  await buildServer();
}
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
  cwd: path.join(root, 'packages/server'),
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env, DATA_DIR: path.resolve(process.env.DATA_DIR || path.join(root, 'data')) },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
