import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { buildServerIfStale, SERVER_MAIN, SERVER_NODE_FLAGS } from '../../../scripts/build-server.mjs';

export interface ServerProcess {
  port: number;
  pid: number;
  /** Stops the process and waits for it to exit. */
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A real server process started the way `npm start` starts it (the esbuild build, dist/main.mjs), with `env` added
 * (DATA_DIR, DATABASE_URL, ...); answers once its health check does.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  await buildServerIfStale();
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    cwd: path.dirname(path.dirname(SERVER_MAIN)),
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    for (let started = Date.now(); ; await new Promise((r) => setTimeout(r, 200))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (Date.now() - started > 120_000) throw new Error('the server did not start');
      const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (up?.ok) break;
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { port, pid: child.pid as number, stop };
}

/** VmRSS and VmHWM (the peak) of a process, MB. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
