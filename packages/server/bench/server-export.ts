import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServerIfStale, SERVER_MAIN, SERVER_NODE_FLAGS } from '../../../scripts/build-server.mjs';
import { type Measurement, round } from './measure.ts';

// The recap export measured on a real server process, started the way `npm start` starts it: issue 5's memory
// target is a server's, and the bench process holds what PGlite grew to while seeding, and tsx.

export const SERVER_EXPORT = 'export rekap-full 30 days, server process';

/** VmRSS and VmHWM (the peak) of a process, MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * The 30-day recap export from a real server process started the way `npm start` starts it (the esbuild build,
 * dist/main.mjs) on the kept PGlite database, with the peak RSS of that process during the export (Linux: VmHWM,
 * reset after start through /proc/<pid>/clear_refs, so the start's own peak does not count).
 */
export async function serverExport(dataDir: string, hrd: number, log: (s: string) => void): Promise<Measurement> {
  await buildServerIfStale();
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    cwd: path.dirname(path.dirname(SERVER_MAIN)),
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    const base = `http://127.0.0.1:${port}/api`;
    for (let started = Date.now(); ; await new Promise((r) => setTimeout(r, 200))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (Date.now() - started > 120_000) throw new Error('the server did not start');
      const up = await fetch(`${base}/health`).catch(() => undefined);
      if (up?.ok) break;
    }
    const pid = child.pid!;
    const atStart = memoryOf(pid);
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const s = performance.now();
    const res = await fetch(`${base}/laporan/export/rekap-full?start-date=${from}&end-date=${to}`, {
      headers: { authorization: `Bearer bench-${hrd}` },
    });
    const body = await res.text();
    const ms = round(performance.now() - s);
    if (res.status !== 200) throw new Error(`export: ${res.status} ${body.slice(0, 200)}`);
    const after = memoryOf(pid);
    const note = `RSS ${atStart.rss} MB after start (peak ${atStart.peak} MB), ${after.rss} MB after`;
    log(`pglite: ${SERVER_EXPORT}: ${ms} ms, peak RSS ${after.peak} MB, ${note}`);
    return { name: SERVER_EXPORT, median: ms, p99: ms, max: ms, perSecond: round(1000 / ms, 2), peakRssMb: after.peak, note };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
