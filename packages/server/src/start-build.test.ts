import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  client,
  freePort,
  SERVER_PASSWORD,
  type ServerTarget,
  serverTarget,
  startServer,
  stopped,
} from '../test/server-process.ts';
import { createTestApp } from '../test/test-app.ts';
import { demoSelfie } from './modules/face/demo-selfies.ts';

// `npm start` runs the esbuild bundle dist/main.mjs, not the sources (decision 0017). This proves the bundle serves
// what the sources serve: the same routes and schemas, and a face registration, which needs the bundled face
// worker thread (dist/face-worker.mjs) to load the tfjs wasm backend and the models and to tell faces apart.
// The server runs on a fresh database of the test run's engine.

let server: ChildProcess | undefined;
let target: ServerTarget | undefined;
afterAll(async () => {
  if (server) {
    server.kill('SIGKILL');
    await stopped(server);
  }
  await target?.drop();
});

const memory = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key: string) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) / 1024);
  return `RSS ${mb('VmRSS')} MB, peak ${mb('VmHWM')} MB`;
};
const photo = (b: Buffer) => `data:image/jpeg;base64,${b.toString('base64')}`;

describe('the built server (dist/main.mjs)', () => {
  it('serves the API of the sources and matches faces in its bundled worker', async () => {
    target = await serverTarget();
    const port = await freePort();
    server = await startServer(target.env, port);
    const pid = server.pid!;
    const canReadProc = fs.existsSync(`/proc/${pid}/status`);
    if (canReadProc) {
      console.log(`dist/main.mjs after start on a new database: ${memory(pid)}`);
      // Started as npm start starts it: one malloc arena and one V8 helper thread, which keep ~50-70 MB of freed
      // memory from staying in the process (decision 0039).
      expect(fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=1');
      expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toContain('--v8-pool-size=1');
    }
    const { call, signIn } = client(port);

    // The same routes and schemas as the app built from the sources.
    const sources = await createTestApp();
    try {
      const expected = await sources.request({ method: 'GET', url: '/api/openapi.json' });
      const built = await call('GET', '/openapi.json');
      expect(built.status).toBe(200);
      expect(Object.keys(built.body.paths).length).toBeGreaterThan(50);
      expect(built.body).toEqual(expected.body);
    } finally {
      await sources.close();
    }

    // The first Admin (from ADMIN_USERNAME/ADMIN_PASSWORD) adds an employee, who registers their face.
    const admin = await signIn('admin');
    const created = await call('POST', '/users', admin, {
      nip: 'B001',
      username: 'budi',
      fullname: 'Budi Santoso',
      password: SERVER_PASSWORD,
      roles: ['Karyawan'],
    });
    expect(created.status).toBe(201);
    const budi = await signIn('budi');
    const register = (photos: Buffer[]) =>
      call('POST', '/face-recognition/register', budi, { photos: photos.map(photo), persetujuan: true, versi_persetujuan: 1 });

    const mixed = await register([demoSelfie('redhead'), demoSelfie('redhead', { shiftX: 0.05 }), demoSelfie('clown')]);
    expect([mixed.status, mixed.body?.message]).toEqual([400, 'Foto-foto tidak menunjukkan wajah yang sama.']);
    const own = await register([demoSelfie('redhead'), demoSelfie('redhead', { shiftX: 0.08 })]);
    expect([own.status, own.body?.face_registration_status]).toEqual([200, true]);
    expect((await call('GET', '/face-recognition/check-status', budi)).body).toEqual({ face_registration_status: true });
    if (canReadProc) console.log(`dist/main.mjs after two face registrations: ${memory(pid)}`);
  }, 120_000);
});
