import { afterAll, describe, expect, it } from 'vitest';
import {
  client,
  expectNothingHalfWritten,
  freePort,
  SERVER_PASSWORD,
  serverTarget,
  startServer,
  stopped,
} from '../../test/server-process.ts';

// Crash safety (issue 8): the real server process under a burst of requests that each write several rows in one
// transaction (a correction and its approval), killed with SIGKILL mid-burst, then started again on the same
// database. Every acknowledged write must be there, and nothing may be half-written.

let cleanup: (() => Promise<void>) | undefined;
afterAll(async () => cleanup?.());

describe('crash safety', () => {
  it('keeps every acknowledged write and nothing half-written when the server is killed mid-burst', async () => {
    const t = await serverTarget();
    const port = await freePort();
    let server = await startServer(t.env, port);
    cleanup = async () => {
      server.kill('SIGKILL');
      await stopped(server);
      await t.drop();
    };
    const { call, signIn } = client(port);
    const admin = await signIn('admin');
    const employees: string[] = [];
    for (let i = 0; i < 10; i++) {
      const u = `crash${i}`;
      const res = await call('POST', '/users', admin, {
        nip: `C${i}`,
        username: u,
        fullname: `Karyawan ${i}`,
        password: SERVER_PASSWORD,
        roles: ['Karyawan'],
      });
      expect(res.status).toBe(201);
      employees.push(await signIn(u));
    }

    // Ten employees file corrections for successive past dates as fast as they can; the server dies mid-way.
    const acknowledged: number[] = [];
    let killed = false;
    const worker = async (token: string) => {
      for (let back = 1; !killed && back < 400; back++) {
        const tanggal = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
        try {
          const res = await call('POST', '/koreksi-kehadiran', token, {
            tanggal,
            jam_masuk: '08:00',
            alasan: 'Lupa absen masuk',
          });
          if (res.status === 201) acknowledged.push(res.body.id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const burst = Promise.all(employees.map(worker));
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20));
    server.kill('SIGKILL');
    killed = true;
    await stopped(server);
    await burst;

    // Started again on the same database: every acknowledged correction is there with its approval.
    server = await startServer(t.env, port);
    const again = await signIn('admin');
    for (const id of acknowledged) {
      const res = await call('GET', `/koreksi-kehadiran/admin/${id}`, again);
      expect(res.status, `correction ${id}`).toBe(200);
      expect(res.body.status).toBe('Menunggu Persetujuan');
    }
    server.kill('SIGTERM');
    await stopped(server);
    const db = await t.open();
    try {
      await expectNothingHalfWritten(db, acknowledged);
    } finally {
      await db.close();
    }
  }, 300_000);
});
