import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_MAIN, SERVER_NODE_FLAGS } from '../../../scripts/build-server.mjs';
import { client, freePort, SERVER_PASSWORD, startServer, stopped } from '../test/server-process.ts';
import { resetPasswordCommand, runCommand, seedCommand, temporaryOf } from '../test/commands.ts';
import { LOCK_FILE } from './platform/data-dir-lock.ts';

// The operator's commands next to a running server (the real build): `npm run seed -- --demo` and
// `npm run reset-password -- <username>`. A PGlite folder is opened by one process only, so both are refused while a
// server holds it, and nothing is lost (with PostgreSQL both work alongside the servers: command-line.pg.test.ts).

let server: ChildProcess | undefined;
let target: { env: { DATA_DIR: string }; drop: () => Promise<void> } | undefined;
afterAll(async () => {
  if (server) {
    server.kill('SIGKILL');
    await stopped(server);
  }
  await target?.drop();
});

describe('a PGlite data folder held by a running server', () => {
  it('refuses the demo seed, the password reset and a second server, and keeps the data; reset works once it stops', async () => {
    // PGlite on either engine's test run: what is checked is the folder, not the engine under test.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-cli-'));
    target = { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
    const port = await freePort();
    server = await startServer(target.env, port);
    const { call, signIn } = client(port);

    const seeding = await seedCommand(target.env);
    expect(seeding.code).toBe(1);
    expect(seeding.err).toContain(
      'Server Hadir sedang berjalan dengan folder data ini. Hentikan server dulu sebelum mengisi data demo.',
    );
    const resetting = await resetPasswordCommand(target.env, 'admin');
    expect(resetting.code).toBe(1);
    expect(resetting.err).toContain(
      'Server Hadir sedang berjalan dengan folder data ini. Hentikan server dulu sebelum mengatur ulang password.',
    );
    const second = await runCommand([...SERVER_NODE_FLAGS, SERVER_MAIN], target.env);
    expect(second.code).toBe(1);
    expect(second.err).toContain('Hentikan server dulu sebelum menjalankan server lain.');
    // A setting that cannot work stops the start with its message alone, not a stack trace.
    const mistyped = await runCommand([...SERVER_NODE_FLAGS, SERVER_MAIN], { ...target.env, FACE_WORKERS: 'dua' });
    expect(mistyped.code).toBe(1);
    expect(mistyped.err.trim()).toBe('FACE_WORKERS tidak valid: "dua". Isi dengan jumlah thread pencocokan wajah, 1 sampai 64.');

    // Nothing changed: the one account still signs in with its own password, and nobody was added.
    const admin = await signIn('admin');
    expect((await call('GET', '/users?page=1&size=10', admin)).body.total).toBe(1);

    server.kill('SIGTERM');
    await stopped(server);
    server = undefined;
    expect(fs.existsSync(path.join(target.env.DATA_DIR, LOCK_FILE))).toBe(false);

    const unknown = await resetPasswordCommand(target.env, 'tidak.ada');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Tidak ada akun dengan username "tidak.ada".');
    const reset = await resetPasswordCommand(target.env, 'admin');
    expect(reset.code, reset.err).toBe(0);
    const temporary = temporaryOf(reset.out);
    expect(temporary).toBeTruthy();

    server = await startServer(target.env, port);
    // The reset ended the account's sessions and replaced its password.
    expect((await call('GET', '/auth/me', admin)).status).toBe(401);
    expect((await call('POST', '/auth/login', undefined, { username: 'admin', password: SERVER_PASSWORD })).status).toBe(401);
    const signedIn = await call('POST', '/auth/login', undefined, { username: 'admin', password: temporary });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.must_change_password).toBe(true);
  }, 240_000);
});
