import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../../test/engine.ts';
import { type Answer, client, freePort, SERVER_PASSWORD, startServer, stopped } from '../../test/server-process.ts';
import { type Db, openPostgres } from './db.ts';

// Two server processes on one PostgreSQL database behind a round-robin (issue 8): what one node does, the other
// sees; double submissions and racing approvers spread over both nodes resolve once; live events and FORCE_LOGOUT
// reach tabs on either node. PostgreSQL only (a PGlite database belongs to one process): the PGlite run leaves
// *.pg.test.ts files out (vitest.config.ts).

let servers: ChildProcess[] = [];
let nodes: ReturnType<typeof client>[];
let db: Db;
let drop: () => Promise<void>;
let admin: string;
let hrd: string;
let turn = 0;
/** The round-robin in front of the nodes. */
const next = () => nodes[turn++ % nodes.length];

beforeAll(async () => {
  const name = `hadir_nodes_${crypto.randomBytes(5).toString('hex')}`;
  const root = await openPostgres(adminUrl());
  await root.exec(`create database ${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-nodes-'));
  const env = { DATABASE_URL: adminUrl(name), DATA_DIR: dataDir };
  const ports = [await freePort(), await freePort()];
  servers = [await startServer(env, ports[0]), await startServer(env, ports[1])];
  nodes = ports.map((port) => client(port));
  db = await openPostgres(adminUrl(name));
  drop = async () => {
    await db.close();
    await root.exec(`drop database if exists ${name} with (force)`);
    await root.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  admin = await nodes[0].signIn('admin');
  const created = await next().call('POST', '/users', admin, {
    nip: 'H1',
    username: 'hrd1',
    fullname: 'Bu HRD',
    password: SERVER_PASSWORD,
    roles: ['HRD'],
  });
  expect(created.status).toBe(201);
  hrd = await next().signIn('hrd1');
}, 240_000);
afterAll(async () => {
  for (const s of servers) s.kill('SIGTERM');
  await Promise.all(servers.map(stopped));
  await drop?.();
});

let seq = 0;
async function employee() {
  seq += 1;
  const res = await next().call('POST', '/users', admin, {
    nip: `N${seq}`,
    username: `node${seq}`,
    fullname: `Karyawan ${seq}`,
    password: SERVER_PASSWORD,
    roles: ['Karyawan'],
  });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, token: await next().signIn(`node${seq}`) };
}
const pastDate = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);

describe('two nodes behind a round-robin', () => {
  it('serves a session made on one node on the other, and every write is read back from either', async () => {
    const emp = await employee();
    const ids: number[] = [];
    for (let back = 1; back <= 6; back++) {
      const res = await next().call('POST', '/koreksi-kehadiran', emp.token, {
        tanggal: pastDate(back),
        jam_masuk: '08:00',
        alasan: 'Lupa absen',
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    for (const node of nodes) {
      const list = await node.call('GET', '/koreksi-kehadiran?size=50', emp.token);
      expect(list.body.items.map((i: { id: number }) => i.id).sort()).toEqual([...ids].sort());
    }
  });

  it('files a double tap sent to both nodes at once exactly once', async () => {
    const emp = await employee();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const body = { tanggal: pastDate(10), jam_masuk: '08:00', alasan: 'Lupa absen masuk' };
    const answers: Answer[] = await Promise.all(nodes.map((n) => n.call('POST', '/koreksi-kehadiran', emp.token, body, headers)));
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.status).toBe(409);
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from koreksi_kehadiran where user_id = $1', [
      emp.id,
    ]);
    expect(n).toBe(1);
  });

  it('lets exactly one of two approvers on different nodes decide a request', async () => {
    for (let round = 0; round < 5; round++) {
      const emp = await employee();
      const filed = await next().call('POST', '/koreksi-kehadiran', emp.token, {
        tanggal: pastDate(3),
        jam_masuk: '07:55',
        alasan: 'Lupa absen',
      });
      expect(filed.status).toBe(201);
      const url = `/approval/koreksi/${filed.body.id}`;
      const [a, b] = await Promise.all([
        nodes[0].call('POST', url, admin, { keputusan: 'Disetujui' }),
        nodes[1].call('POST', url, hrd, { keputusan: 'Ditolak', catatan: 'Tidak sesuai' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [row] = await db.query<{ status: string; decided_by: number }>(
        `select status, decided_by from approvals where tipe = 'koreksi' and request_id = $1`,
        [filed.body.id],
      );
      expect(row.status).toBe(a.status === 200 ? 'Disetujui' : 'Ditolak');
    }
  });

  it('sends FORCE_LOGOUT to the open tabs on both nodes when an account is deactivated on one', async () => {
    const emp = await employee();
    const second = await nodes[1].signIn(`node${seq}`);
    const streams = await Promise.all(
      [emp.token, second].map(async (token, i) => {
        const res = await fetch(`http://127.0.0.1:${nodes[i].port}/api/events`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status).toBe(200);
        return res.body!.pipeThrough(new TextDecoderStream()).getReader();
      }),
    );
    const deactivated = await nodes[0].call('DELETE', `/users/${emp.id}`, admin);
    expect(deactivated.status).toBe(200);
    for (const reader of streams) {
      let text = '';
      while (!text.includes('FORCE_LOGOUT')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      expect(text).toContain('"action":"FORCE_LOGOUT"');
      expect(text).toContain('Akun Anda telah dinonaktifkan.');
    }
    for (const node of nodes) expect((await node.call('GET', '/auth/me', second)).status).toBe(401);
  });
});
