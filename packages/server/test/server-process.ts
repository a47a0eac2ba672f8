import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { SERVER_MAIN, SERVER_NODE_FLAGS } from '../../../scripts/build-server.mjs';
import { type Db, openPglite, openPostgres } from '../src/platform/db.ts';
import { adminUrl, testEngine } from './engine.ts';

// The real server process for tests that kill it or run two of them: what `npm start` runs, the build
// dist/main.mjs (made once per test run by test/build-server.ts, a global setup).

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const SERVER_PASSWORD = 'RahasiaServer2026';

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

/** Starts a server on env (DATABASE_URL/DATA_DIR) and port with Admin 'admin', and waits until it answers. */
export async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: SERVER_PASSWORD,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The tail of what the server wrote to stderr, for the message of a test that finds it gone.
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  stderrTails.set(child, () => tail);
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderrOf(child)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export const stopped = (child: ChildProcess) =>
  new Promise<void>((r) => (child.exitCode !== null ? r() : child.once('exit', () => r())));

export interface Answer {
  status: number;
  body: any;
  /** With a deadline: why no answer came (status 0). */
  failure?: string;
}

/**
 * A JSON client of one server. With `timeoutMs`, a call never throws: no answer within it (or a dropped
 * connection) is status 0 with the reason, for tests that must tell a hanging request from a refused one.
 */
export function client(port: number, opts: { timeoutMs?: number } = {}) {
  const call = async (
    method: string,
    url: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const send = () =>
      fetch(`http://127.0.0.1:${port}/api${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: opts.timeoutMs ? AbortSignal.timeout(opts.timeoutMs) : undefined,
      });
    if (!opts.timeoutMs) {
      const res = await send();
      return { status: res.status, body: await res.json().catch(() => null) };
    }
    try {
      const res = await send();
      return { status: res.status, body: await res.json().catch(() => null) };
    } catch (err) {
      return { status: 0, body: null, failure: String(err) };
    }
  };
  const signIn = async (username: string) =>
    (await call('POST', '/auth/login', undefined, { username, password: SERVER_PASSWORD })).body.token as string;
  return { port, call, signIn };
}

/**
 * After a burst of corrections (each a correction and its approval in one transaction): every acknowledged one is
 * there, and no correction lacks its approval or the reverse.
 */
export async function expectNothingHalfWritten(db: Db, acknowledged: number[]) {
  const [counts] = await db.query<{ koreksi: number; approvals: number; total: number }>(
    `select (select count(*) from koreksi_kehadiran k
              where not exists (select 1 from approvals a where a.tipe = 'koreksi' and a.request_id = k.id))::int as koreksi,
            (select count(*) from approvals a
              where a.tipe = 'koreksi' and not exists (select 1 from koreksi_kehadiran k where k.id = a.request_id))::int as approvals,
            (select count(*) from koreksi_kehadiran)::int as total`,
  );
  expect(counts.koreksi).toBe(0);
  expect(counts.approvals).toBe(0);
  expect(counts.total).toBeGreaterThanOrEqual(acknowledged.length);
}

export interface ServerTarget {
  env: Record<string, string>;
  /** Direct access to the database while no server runs (PGlite allows one process at a time). */
  open: () => Promise<Db>;
  drop: () => Promise<void>;
}

/** A fresh database for a server process on the engine of the test run (and a DATA_DIR for its files). */
export async function serverTarget(): Promise<ServerTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-crash-'));
  if (testEngine() === 'postgres') {
    const name = `hadir_crash_${crypto.randomBytes(5).toString('hex')}`;
    const admin = await openPostgres(adminUrl(), 1);
    await admin.exec(`create database ${name}`);
    return {
      env: { DATABASE_URL: adminUrl(name), DATA_DIR: dataDir },
      open: () => openPostgres(adminUrl(name)),
      drop: async () => {
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite(dataDir),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
