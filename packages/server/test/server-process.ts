import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { type Db, openPglite, openPostgres } from '../src/platform/db.ts';
import { adminUrl, testEngine } from './engine.ts';
import { spawnServer } from './spawn-server.ts';

// The real server process for tests that kill it or run two of them: what `npm start` runs, the build
// dist/main.mjs (made once per test run by test/build-server.ts, a global setup).

export { freePort, stderrOf, stopped } from './spawn-server.ts';
export const SERVER_PASSWORD = 'RahasiaServer2026';

/** Starts a server on env (DATABASE_URL/DATA_DIR) and port with Admin 'admin', and waits until it answers. */
export const startServer = (env: Record<string, string>, port: number): Promise<ChildProcess> =>
  spawnServer({ ...env, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: SERVER_PASSWORD, LOG_LEVEL: 'error' }, port);

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
