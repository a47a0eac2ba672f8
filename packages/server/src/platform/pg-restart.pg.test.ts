import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '../../test/private-postgres.ts';
import {
  type Answer,
  client,
  expectNothingHalfWritten,
  freePort,
  SERVER_PASSWORD,
  startServer,
  stderrOf,
  stopped,
} from '../../test/server-process.ts';
import { openPostgres } from './db.ts';

// PostgreSQL restarted under load (issue 8): the real server process keeps running while its database crashes
// twice mid-burst (`pg_ctl stop -m immediate`, then SIGKILL to every PostgreSQL process) and comes back. During
// the outage requests get a quick 503 with an Indonesian message; afterwards the same process answers, writes
// and pushes live events again by itself; every acknowledged write is there and nothing is half-written.
// The cluster is a private one: the shared PostgreSQL on 5432 serves the other test files.

const UNAVAILABLE = 'Basis data sedang tidak tersedia. Coba lagi sebentar lagi.';

let pg: PrivatePostgres | undefined;
let server: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-pgrestart-'));
afterAll(async () => {
  if (server) {
    server.kill('SIGKILL');
    await stopped(server);
  }
  await pg?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, ok: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    // A server that died under the outage is the failure to report, not the wait.
    if (server?.exitCode != null) {
      throw new Error(`the server exited with ${server.exitCode} waiting for ${what}: ${stderrOf(server)}`);
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** An open /api/events stream of one tab, collected into text as it arrives. */
async function openStream(port: number, token: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const stream = { text: '', ended: false };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        stream.text += value;
      }
    } catch {}
    stream.ended = true;
  })();
  await until('the stream to open', () => stream.text.includes('retry:'), 5_000);
  return stream;
}

describe('PostgreSQL restarted under load', () => {
  it('answers 503 during the outage, recovers by itself in the same process and keeps every acknowledged write', async () => {
    pg = await startPrivatePostgres();
    const port = await freePort();
    server = await startServer({ DATABASE_URL: pg.url(), DATA_DIR: dataDir }, port);
    const pid = server.pid;
    const { call, signIn } = client(port);
    // Every request of the burst has a deadline: a request that hangs through the outage fails the test.
    const { call: request } = client(port, { timeoutMs: 15_000 });

    const admin = await signIn('admin');
    const createEmployee = async (username: string) => {
      const res = await call('POST', '/users', admin, {
        nip: username.toUpperCase(),
        username,
        fullname: `Karyawan ${username}`,
        password: SERVER_PASSWORD,
        roles: ['Karyawan'],
      });
      expect(res.status).toBe(201);
      return { id: res.body.id as number, token: await signIn(username) };
    };
    const employees = [];
    for (let i = 0; i < 10; i++) employees.push(await createEmployee(`rush${i}`));
    // A tab open from before the first crash to the end: its live events must come back with the database.
    const watcher = await createEmployee('watcher');
    const watcherStream = await openStream(port, watcher.token);

    // The morning rush: ten employees file corrections (a request and its approval, one transaction) for
    // successive past dates as fast as they can, through both crashes. Like the app, a request answered 503 is
    // sent again with the same Idempotency-Key: if it had committed after all, the retry replays its answer.
    const answers: Answer[] = [];
    const acknowledged: number[] = [];
    let stop = false;
    const worker = async (token: string) => {
      // Corrections reach 30 days back in the employee's zone; 28 leaves room for the UTC date here.
      for (let back = 1; !stop && back <= 28; back++) {
        const tanggal = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
        const headers = { 'idempotency-key': crypto.randomUUID() };
        for (;;) {
          const res = await request(
            'POST',
            '/koreksi-kehadiran',
            token,
            { tanggal, jam_masuk: '08:00', alasan: 'Lupa absen masuk' },
            headers,
          );
          answers.push(res);
          if (res.status === 201) acknowledged.push(res.body.id);
          if (res.status !== 503 || stop) break;
          await sleep(50);
        }
      }
    };
    const burst = Promise.all(employees.map((e) => worker(e.token)));
    const unavailable = () => answers.filter((a) => a.status === 503).length;

    await until('the first acknowledged writes', () => acknowledged.length >= 30, 30_000);
    const recoveries: number[] = [];
    for (const how of ['immediate', 'kill'] as const) {
      const refusedBefore = unavailable();
      await pg.crash(how);
      // Requests in flight and arriving during the outage get a quick 503, and so does the health check.
      await until(`503 answers after the ${how} crash`, () => unavailable() >= refusedBefore + 10, 10_000);
      const health = await request('GET', '/health');
      expect(health.status).toBe(503);
      expect(health.body).toEqual({ message: UNAVAILABLE, code: 'DB_UNAVAILABLE' });

      await pg.start();
      const back = Date.now();
      await until('the health check to recover', async () => (await request('GET', '/health')).status === 200, 10_000);
      recoveries.push(Date.now() - back);
      const ackedBack = acknowledged.length;
      await until(`new writes after the ${how} restart`, () => acknowledged.length >= ackedBack + 20, 10_000);
    }
    stop = true;
    await burst;

    // The same process served throughout, and answered within a few seconds of PostgreSQL being back.
    expect(server.exitCode, stderrOf(server)).toBeNull();
    expect(server.pid).toBe(pid);
    for (const ms of recoveries) expect(ms).toBeLessThan(5_000);
    // Every answer was a success or the clear 503: no hang, no dropped connection, no 500.
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.body).toEqual({ message: UNAVAILABLE, code: 'DB_UNAVAILABLE' });
    }

    // Live events come back: LISTEN is restored on a new connection. A probe tab is forced out until one
    // arrives (an event sent while the listener is still reconnecting is not replayed).
    await until(
      'live events after the restart',
      async () => {
        const probe = await createEmployee(`probe${Date.now()}`);
        const stream = await openStream(port, probe.token);
        expect((await call('DELETE', `/users/${probe.id}`, admin)).status).toBe(200);
        await until('the probe event', () => stream.text.includes('FORCE_LOGOUT'), 2_000).catch(() => {});
        return stream.text.includes('FORCE_LOGOUT');
      },
      15_000,
    );
    // The tab opened before the first crash is still connected and hears its own FORCE_LOGOUT.
    expect(watcherStream.ended).toBe(false);
    expect((await call('DELETE', `/users/${watcher.id}`, admin)).status).toBe(200);
    await until('FORCE_LOGOUT on the tab opened before the crashes', () => watcherStream.text.includes('FORCE_LOGOUT'), 5_000);
    expect(watcherStream.text).toContain('Akun Anda telah dinonaktifkan.');

    // Every acknowledged correction is there with its approval; nothing is half-written.
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    for (const id of acknowledged) {
      const res = await call('GET', `/koreksi-kehadiran/admin/${id}`, admin);
      expect(res.status, `correction ${id}`).toBe(200);
      expect(res.body.status).toBe('Menunggu Persetujuan');
    }
    const db = await openPostgres(pg.url());
    try {
      await expectNothingHalfWritten(db, acknowledged);
    } finally {
      await db.close();
    }
  }, 110_000);
});
