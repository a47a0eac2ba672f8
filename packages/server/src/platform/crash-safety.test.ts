import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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
let cleanupLeftovers: (() => Promise<void>) | undefined;
afterAll(async () => {
  await cleanup?.();
  await cleanupLeftovers?.();
});

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

  it('removes what a killed process left at start (orphan files, .tmp files, backup dumps); real files and backups stay', async () => {
    const t = await serverTarget();
    const port = await freePort();
    let server = await startServer(t.env, port);
    cleanupLeftovers = async () => {
      server.kill('SIGKILL');
      await stopped(server);
      await t.drop();
    };
    const { call, signIn } = client(port);
    const admin = await signIn('admin');
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'surat.pdf');
    const upload = await fetch(`http://127.0.0.1:${port}/api/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const fileId = ((await upload.json()) as { id: number }).id;
    const backup = await call('POST', '/backup', admin);
    expect(backup.status).toBe(201);
    server.kill('SIGKILL');
    await stopped(server);

    // What a kill -9 mid-upload, mid-write and mid-backup leaves, from two hours ago; and one write still on its way.
    const dataDir = t.env.DATA_DIR;
    const files = path.join(dataDir, 'files');
    const backups = path.join(dataDir, 'backups');
    const hex = () => crypto.randomBytes(16).toString('hex');
    const blob = (name: string) => path.join(files, name.slice(0, 2), name);
    const plant = (file: string, text: string, old = true) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
      if (old) fs.utimesSync(file, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    };
    const [orphan, young, tmp] = [hex(), hex(), hex()];
    plant(blob(orphan), 'tak bertuan');
    plant(blob(young), 'baru saja ditulis', false);
    plant(`${blob(tmp)}.tmp`, 'setengah');
    plant(path.join(backups, '.buat-Ab12Cd', 'data', '001_users.jsonl'), '{"password_hash":"$argon2id$v=19$..."}\n');
    plant(path.join(backups, '.pulihkan-Xy34Zw', 'manifest.json'), '{}');
    plant(path.join(backups, `${backup.body.nama_berkas}.tmp`), 'setengah arsip');
    // Work folders left two hours ago: with PostgreSQL a fresh one may be another server's backup at work.
    for (const dir of ['.buat-Ab12Cd/data', '.buat-Ab12Cd', '.pulihkan-Xy34Zw']) {
      fs.utimesSync(path.join(backups, dir), new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    }
    fs.chmodSync(backups, 0o755);

    server = await startServer(t.env, port);
    const again = await signIn('admin');
    const left = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();
    expect(left(backups)).toEqual([backup.body.nama_berkas]);
    expect(fs.statSync(backups).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(backups, backup.body.nama_berkas)).mode & 0o777).toBe(0o600);
    // The store is swept alongside serving (a large folder must not hold the start): gone within moments.
    const deadline = Date.now() + 30_000;
    while (fs.existsSync(blob(orphan)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(fs.existsSync(blob(orphan))).toBe(false);
    expect(fs.existsSync(`${blob(tmp)}.tmp`)).toBe(false);
    expect(fs.existsSync(blob(young))).toBe(true);
    const file = await fetch(`http://127.0.0.1:${port}/api/files/${fileId}`, { headers: { authorization: `Bearer ${again}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('%PDF-1.4\n%%EOF\n');
    const list = await call('GET', '/backup', again);
    expect(list.body.items.map((b: { nama_berkas: string; tersedia: boolean }) => [b.nama_berkas, b.tersedia])).toEqual([
      [backup.body.nama_berkas, true],
    ]);
  }, 300_000);
});
