import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { SERVER_ENV, SERVER_MAIN, SERVER_NODE_FLAGS } from '../../../scripts/build-server.mjs';

// The built server (dist/main.mjs, what `npm start` runs) as a child process. Kept free of vitest so that both the
// tests (test/server-process.ts) and the benches (bench/server-process.ts) start it the same way.

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const stderrTails = new WeakMap<ChildProcess, () => string>();

/** What a server started here last wrote to stderr (its crash's stack trace, say). */
export const stderrOf = (child: ChildProcess) => stderrTails.get(child)?.() ?? '';

/**
 * Starts the server with `env` added (DATA_DIR, DATABASE_URL, LOG_LEVEL, ...) on `port` and waits until its health
 * check answers. `echoStderr` also copies what it writes to stderr to this process's (a bench shows its warnings).
 */
export async function spawnServer(
  env: Record<string, string>,
  port: number,
  opts: { echoStderr?: boolean } = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    cwd: path.dirname(path.dirname(SERVER_MAIN)),
    env: { ...SERVER_ENV, ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The tail of stderr, for the message of a caller that finds the server gone.
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
    if (opts.echoStderr) process.stderr.write(chunk);
  });
  stderrTails.set(child, () => tail);
  // A bench's server may first migrate a large kept database.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderrOf(child)}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (up?.ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export const stopped = (child: ChildProcess) =>
  new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));
