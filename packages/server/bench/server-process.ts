import { buildServerIfStale } from '../../../scripts/build-server.mjs';
import { memoryOf } from './measure.ts';
import { freePort, spawnServer, stopped } from '../test/spawn-server.ts';

export interface ServerProcess {
  port: number;
  pid: number;
  /** Stops the process and waits for it to exit. */
  stop: () => Promise<void>;
}

/**
 * A real server process started the way `npm start` starts it (the esbuild build, dist/main.mjs), with `env` added
 * (DATA_DIR, DATABASE_URL, ...); answers once its health check does.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  await buildServerIfStale();
  const port = await freePort();
  const child = await spawnServer({ ...env, LOG_LEVEL: 'warn' }, port, { echoStderr: true });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await stopped(child);
  };
  return { port, pid: child.pid as number, stop };
}

/**
 * Waits until a started server has settled: it loads its face models after it answers (main.ts), and those workers
 * (~150 MB each) grow its RSS for a few seconds. Settled: RSS within 3 MB over 2 s; at most `maxMs`.
 */
export async function settledMemory(pid: number, maxMs = 30_000): Promise<{ rss: number; peak: number }> {
  const seen: number[] = [];
  const until = performance.now() + maxMs;
  for (;;) {
    seen.push(memoryOf(pid).rss);
    const last = seen.slice(-9);
    if ((last.length === 9 && Math.max(...last) - Math.min(...last) <= 3) || performance.now() > until) return memoryOf(pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until a server's face workers have ended after their idle time (its threads fell; they start with the server,
 * before it answers), then for its RSS to settle.
 */
export async function restedMemory(pid: number, maxMs = 60_000): Promise<{ rss: number; peak: number }> {
  const first = memoryOf(pid).threads;
  let most = first;
  const until = performance.now() + maxMs;
  for (;;) {
    const now = memoryOf(pid).threads;
    most = Math.max(most, now);
    if (now < most) break;
    if (performance.now() > until) throw new Error(`the face workers did not end (threads ${first} -> ${most} -> ${now})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return settledMemory(pid);
}
