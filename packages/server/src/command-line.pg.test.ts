import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { resetPasswordCommand, seedCommand, temporaryOf } from '../test/commands.ts';
import { client, freePort, type ServerTarget, serverTarget, startServer, stopped } from '../test/server-process.ts';
import { DEMO_PASSWORD } from './db/seed/demo.ts';

// With PostgreSQL the operator's commands run next to the servers (several processes share one database): the demo
// loads into a running server's fresh database, and a password reset takes effect there at once.

let server: ChildProcess | undefined;
let target: ServerTarget | undefined;
afterAll(async () => {
  if (server) {
    server.kill('SIGKILL');
    await stopped(server);
  }
  await target?.drop();
});

describe('a PostgreSQL database of a running server', () => {
  it('takes the demo and a password reset while the server runs', async () => {
    target = await serverTarget();
    const port = await freePort();
    server = await startServer(target.env, port);
    const { call } = client(port);

    const seeding = await seedCommand(target.env);
    expect(seeding.code, seeding.err).toBe(0);
    expect(seeding.out).toContain(`Semua akun demo, termasuk Admin (admin), memakai password ${DEMO_PASSWORD}.`);
    expect((await call('POST', '/auth/login', undefined, { username: 'hrd', password: DEMO_PASSWORD })).status).toBe(200);
    const again = await seedCommand(target.env);
    expect(again.out).toContain('Data demo sudah ada; tidak ada yang diubah.');

    const reset = await resetPasswordCommand(target.env, 'admin');
    expect(reset.code, reset.err).toBe(0);
    expect((await call('POST', '/auth/login', undefined, { username: 'admin', password: DEMO_PASSWORD })).status).toBe(401);
    const signedIn = await call('POST', '/auth/login', undefined, { username: 'admin', password: temporaryOf(reset.out) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.must_change_password).toBe(true);
  }, 240_000);
});
