import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { migrate } from '../src/db/migrate.ts';
import { closeFaceEngine, faceEngine, yaw } from '../src/modules/face/index.ts';
import { demoSelfie } from '../src/modules/face/demo-selfies.ts';
import { readConfig } from '../src/platform/config.ts';
import type { LoadPlan } from './load.ts';
import { ceiling, load, measuredLoad, type Run, round } from './measure.ts';
import { open, POINT, resetToday, seed } from './seed.ts';

export interface RushOptions {
  employees: number;
  /** Concurrent clients of the closed-loop runs (and of the ceiling's insert loops). */
  clients: number;
  /** Seconds per run. */
  seconds: number;
  /** Punches per second offered in the open-loop run with face matching. */
  faceRate: number;
  /** Punches per second offered in the open-loop morning-rush run without face (e.g. 100/s: 10,000 in 100 s). */
  rushRate: number;
}

export interface EngineResult {
  engine: 'pglite' | 'postgres';
  employees: number;
  historyRows: number;
  seedSeconds: number;
  runs: Run[];
}

/**
 * The morning rush on one engine, through the real HTTP app on 127.0.0.1: the insert ceiling; clock-ins without a
 * registered face by `clients` closed-loop clients, at `rushRate` and at half the ceiling's rate (open loop); clock-ins with face
 * matching at `faceRate` (open loop) and at the engine's capacity. Every employee clocks in at most once per run.
 */
export async function morningRush(
  engine: 'pglite' | 'postgres',
  opts: RushOptions,
  log: (s: string) => void,
): Promise<EngineResult> {
  const { db, close } = await open(engine);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-files-'));
  try {
    await migrate(db);
    const t0 = performance.now();
    log(`${engine}: seeding ${opts.employees} employees with a year of history...`);
    const historyRows = await seed(db, opts.employees);
    const seedSeconds = round((performance.now() - t0) / 1000);
    log(`${engine}: ${historyRows} history rows in ${seedSeconds} s`);

    const app = await buildApp({ db, config: { ...readConfig({}), dataDir, webDist: undefined } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const ids = (await db.query<{ id: number }>('select id from users order by id')).map((r) => r.id);
    // A real selfie as the browser sends it (~320 px JPEG), also where no face is registered.
    const selfie = `data:image/jpeg;base64,${demoSelfie('redhead').toString('base64')}`;
    const body = JSON.stringify({ type: 'IN', ...POINT, akurasi: 12, photo: selfie });
    const plan: LoadPlan = {
      port,
      mode: 'closed',
      clients: opts.clients,
      rate: 0,
      durationMs: opts.seconds * 1000,
      body,
      userIds: ids,
    };
    const runs: Run[] = [];
    try {
      log(`${engine}: ceiling`);
      const top = await ceiling(db, opts.clients, Math.min(opts.seconds, 10));
      runs.push(top);

      log(`${engine}: punches without face, ${opts.clients} clients`);
      await load({ ...plan, userIds: ids.slice(0, 100) }); // warm-up: JIT, query plans, pool
      await resetToday(db);
      const closed = await measuredLoad(db, `no face, ${opts.clients} clients (closed loop)`, plan);
      closed.note = [`${round((closed.throughput / top.throughput) * 100, 0)}% of ceiling`, closed.note]
        .filter(Boolean)
        .join('; ');
      runs.push(closed);

      log(`${engine}: punches without face at ${opts.rushRate}/s (open loop)`);
      await resetToday(db);
      runs.push(
        await measuredLoad(db, `no face, ${opts.rushRate}/s offered (open loop)`, { ...plan, mode: 'open', rate: opts.rushRate }),
      );

      const rate = Math.max(1, Math.round(top.throughput / 2));
      log(`${engine}: punches without face at ${rate}/s (half the ceiling, open loop)`);
      await resetToday(db);
      runs.push(await measuredLoad(db, `no face, ${rate}/s offered (open loop)`, { ...plan, mode: 'open', rate }));

      log(`${engine}: punches with face matching at ${opts.faceRate}/s`);
      await resetToday(db);
      const faces = faceEngine();
      await faces.ready();
      // Registered from other crops than the punch's frames (a frame equal to a registration photo is a replay).
      const reference = await Promise.all(
        [0.06, -0.06, 0.1].map((s) => faces.describe(demoSelfie('redhead', { shiftX: s, margin: 2.6 }))),
      );
      await db.query('insert into face_registrations (user_id, descriptors) select id, $1::jsonb from users', [
        JSON.stringify(reference.map((r) => r.descriptor)),
      ]);
      // A live clock-in: two frames answering a one-time challenge, the photo and its mirror (the head turned the
      // other way). Each employee's challenge is made here, in the move the pair shows.
      const [first, second] = [demoSelfie('redhead'), demoSelfie('redhead', { mirror: true })];
      const [a, b] = await Promise.all([faces.describe(first), faces.describe(second)]);
      const gerakan = yaw(b.landmarks) > yaw(a.landmarks) ? 'kiri' : 'kanan';
      const challenges = () =>
        db.query(
          `insert into tantangan_absen (token, user_id, gerakan, berlaku_sampai)
           select 'bench-' || id, id, $1, now() + interval '1 hour' from users
           on conflict (token) do update set dipakai_at = null, berlaku_sampai = excluded.berlaku_sampai`,
          [gerakan],
        );
      const dataUrl = (jpeg: Buffer) => `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      const facePlan = {
        ...plan,
        body: JSON.stringify({
          type: 'IN',
          ...POINT,
          akurasi: 12,
          photo: dataUrl(first),
          photo_kedua: dataUrl(second),
          tantangan: 'bench-__USER__',
        }),
      };
      await challenges();
      await load({ ...facePlan, clients: 4, durationMs: 3000 }); // warm the workers
      await resetToday(db);
      await challenges();
      runs.push(
        await measuredLoad(db, `face, ${opts.faceRate}/s offered (open loop)`, {
          ...facePlan,
          mode: 'open',
          rate: opts.faceRate,
        }),
      );
      await resetToday(db);
      await challenges();
      runs.push(await measuredLoad(db, 'face, 8 clients (closed loop, capacity)', { ...facePlan, clients: 8 }));
    } finally {
      await app.close();
    }
    return { engine, employees: opts.employees, historyRows, seedSeconds, runs };
  } finally {
    await closeFaceEngine();
    await close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
