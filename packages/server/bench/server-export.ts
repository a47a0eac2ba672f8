import fs from 'node:fs';
import { cpuOf, type Measurement, memoryOf, round } from './measure.ts';
import { restedMemory, settledMemory, startServerProcess } from './server-process.ts';

// The recap export measured on a real server process, started the way `npm start` starts it: the memory targets
// (issue 5, issue 20 part 5) are a server's, and the bench process holds what PGlite grew to while seeding, and tsx.

export const SERVER_EXPORT = 'server process';
/** The name of a range's export measured on a server process, at rest or with its face workers loaded. */
export const serverExportName = (range: string, faceWorkers: boolean) =>
  `export rekap-full ${range}, ${SERVER_EXPORT}${faceWorkers ? ' with face workers' : ''}`;

const RANGES = [
  { name: '30 days', days: 30 },
  { name: '365 days', days: 365 },
];

/**
 * The 30-day and the year's recap export from real server processes started the way `npm start` starts them (the
 * esbuild build, dist/main.mjs) on the kept PGlite database, with each process's peak RSS during each export (Linux:
 * VmHWM, reset before it through /proc/<pid>/clear_refs, so the start's own peak does not count). Measured twice: on a
 * server whose face workers are loaded (a photo in the last 15 minutes), and on one whose workers have ended after
 * their idle time, as they do between a morning's and an evening's clock-ins (decision 0038).
 */
export async function serverExport(dataDir: string, hrd: number, log: (s: string) => void): Promise<Measurement[]> {
  const out: Measurement[] = [];
  for (const faceWorkers of [true, false]) {
    // Loaded: workers never end. At rest: they end 3 s after loading at start, which the bench waits for.
    const server = await startServerProcess({ DATA_DIR: dataDir, FACE_IDLE_MINUTES: faceWorkers ? '0' : '0.05' });
    try {
      const answered = memoryOf(server.pid);
      // Loading the workers meanwhile took both cores and ~350 MB during an export: wait for them to load (and end).
      const atStart = faceWorkers ? await settledMemory(server.pid) : await restedMemory(server.pid);
      const state = faceWorkers
        ? `${atStart.rss} MB with its face models loaded`
        : `${atStart.rss} MB once its face workers had ended (peak ${atStart.peak} MB before)`;
      for (const range of RANGES) {
        const name = serverExportName(range.name, faceWorkers);
        const before = memoryOf(server.pid);
        fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
        const from = new Date(Date.now() - range.days * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
        const cpu = cpuOf(server.pid);
        const s = performance.now();
        const res = await fetch(
          `http://127.0.0.1:${server.port}/api/laporan/export/rekap-full?start-date=${from}&end-date=${to}`,
          {
            headers: { authorization: `Bearer bench-${hrd}` },
          },
        );
        const body = await res.arrayBuffer();
        const ms = round(performance.now() - s);
        const cpuMs = cpuOf(server.pid) - cpu;
        if (res.status !== 200) throw new Error(`export: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
        const after = memoryOf(server.pid);
        const note = `RSS ${answered.rss} MB when it answered, ${state}, ${before.rss} MB before this export, ${after.rss} MB after: the export added ${after.peak - before.rss} MB`;
        log(`pglite: ${name}: ${ms} ms, ${cpuMs} ms of CPU, peak RSS ${after.peak} MB, ${note}`);
        out.push({ name, median: ms, p99: ms, max: ms, perSecond: round(1000 / ms, 2), peakRssMb: after.peak, cpuMs, note });
      }
    } finally {
      await server.stop();
    }
  }
  return out;
}
