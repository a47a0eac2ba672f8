import fs from 'node:fs';
import { type Measurement, memoryOf, round } from './measure.ts';
import { settledMemory, startServerProcess } from './server-process.ts';

// The recap export measured on a real server process, started the way `npm start` starts it: issue 5's memory
// target is a server's, and the bench process holds what PGlite grew to while seeding, and tsx.

export const SERVER_EXPORT = 'export rekap-full 30 days, server process';

/**
 * The 30-day recap export from a real server process started the way `npm start` starts it (the esbuild build,
 * dist/main.mjs) on the kept PGlite database, with the peak RSS of that process during the export (Linux: VmHWM,
 * reset after start through /proc/<pid>/clear_refs, so the start's own peak does not count).
 */
export async function serverExport(dataDir: string, hrd: number, log: (s: string) => void): Promise<Measurement> {
  const server = await startServerProcess({ DATA_DIR: dataDir });
  try {
    const base = `http://127.0.0.1:${server.port}/api`;
    const pid = server.pid;
    const answered = memoryOf(pid);
    // Measured once the face workers have loaded: loading them meanwhile took both cores and ~350 MB during the export.
    const atStart = await settledMemory(pid);
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
    const note = `RSS ${answered.rss} MB when it answered, ${atStart.rss} MB with its face models loaded (peak ${atStart.peak} MB), ${after.rss} MB after: the export added ${after.peak - atStart.rss} MB`;
    log(`pglite: ${SERVER_EXPORT}: ${ms} ms, peak RSS ${after.peak} MB, ${note}`);
    return { name: SERVER_EXPORT, median: ms, p99: ms, max: ms, perSecond: round(1000 / ms, 2), peakRssMb: after.peak, note };
  } finally {
    await server.stop();
  }
}
