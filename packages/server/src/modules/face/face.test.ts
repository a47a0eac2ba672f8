import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeFaceEngine,
  demoPhoto,
  demoSelfie,
  FaceEngine,
  FaceError,
  type FaceErrorReason,
  faceEngine,
  MATCH_THRESHOLD,
} from './index.ts';
import { hugePng, jpegClaiming, plainPng } from './test-images.ts';

// Real models, real photos: selfie-sized crops of the group photos that ship with @vladmandic/face-api (demo-selfies.ts).
// The demo set has no person in two photos, so "same person" is one photo against a re-taken copy of it: cropped wider
// and off-centre, 20% brighter and re-encoded at JPEG quality 60.
const RETAKEN = { margin: 2.0, shiftX: 0.08, shiftY: -0.06, brightness: 1.2, quality: 60 };

let engine: FaceEngine;
const registered: Record<string, number[]> = {};

async function refusal(p: Promise<unknown>): Promise<FaceError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (err instanceof FaceError) return err;
  throw new Error(`expected a FaceError, got ${String(err)}`);
}

async function expectRefused(p: Promise<unknown>, reason: FaceErrorReason, message: string) {
  const err = await refusal(p);
  expect({ reason: err.reason, message: err.message }).toEqual({ reason, message });
  expect(err.status).toBeGreaterThanOrEqual(400);
  expect(err.status).toBeLessThan(500);
}

beforeAll(async () => {
  engine = new FaceEngine({ workers: 2 });
  await engine.ready();
  for (const name of ['redhead', 'blonde', 'choker', 'brunette', 'clown'] as const) {
    registered[name] = (await engine.describe(demoSelfie(name))).descriptor;
  }
}, 60_000);

afterAll(() => engine?.close());

describe('matching', () => {
  it('accepts the same person from a re-taken photo', async () => {
    for (const name of ['redhead', 'brunette'] as const) {
      const probe = await engine.describe(demoSelfie(name, RETAKEN));
      expect(probe.descriptor).toHaveLength(128);
      const result = engine.match(probe.descriptor, [registered[name]]);
      expect(result.accepted).toBe(true);
      expect(result.distance).toBeLessThan(engine.threshold);
      expect(result.similarity).toBeCloseTo(1 - result.distance, 2);
    }
  });

  it('refuses another person, even the most alike ones in the demo photos', async () => {
    // The closest pair of different people among all 22 demo faces (0.49), then the redhead against the same blonde (0.52).
    const choker = await engine.describe(demoSelfie('choker', RETAKEN));
    expect(engine.match(choker.descriptor, [registered.blonde]).accepted).toBe(false);
    const redhead = await engine.describe(demoSelfie('redhead', RETAKEN));
    expect(engine.match(redhead.descriptor, [registered.blonde]).accepted).toBe(false);
    expect(engine.match(redhead.descriptor, [registered.clown, registered.brunette, registered.choker]).accepted).toBe(false);
    // With several people registered the closest one wins: herself.
    expect(engine.match(choker.descriptor, [registered.redhead, registered.blonde, registered.choker]).accepted).toBe(true);
  });

  it('compares descriptors by euclidean distance and refuses malformed ones', () => {
    const a = registered.redhead;
    expect(engine.compare(a, a)).toBe(0);
    const shifted = a.map((v, i) => (i === 0 ? v + 0.3 : i === 1 ? v + 0.4 : v));
    expect(engine.compare(a, shifted)).toBeCloseTo(0.5, 6);
    expect(() => engine.compare(a, a.slice(1))).toThrow();
    expect(() => engine.compare(a, [...a.slice(1), Number.NaN])).toThrow();
    expect(() => engine.match(a, [])).toThrow();
  });
});

describe('refusals', () => {
  it('refuses a photo without a face', async () => {
    await expectRefused(engine.describe(plainPng()), 'NO_FACE', 'Wajah tidak terdeteksi. Pastikan wajah terlihat jelas.');
    // A group photo squeezed to 320 px leaves faces too small to tell apart: refused the same way.
    await expectRefused(engine.describe(demoPhoto(2)), 'NO_FACE', 'Wajah tidak terdeteksi. Pastikan wajah terlihat jelas.');
  });

  it('refuses two people in the frame', async () => {
    // A wider crop around the brunette takes in her neighbour's face too.
    await expectRefused(
      engine.describe(demoSelfie('brunette', { margin: 4 })),
      'MULTIPLE_FACES',
      'Terdeteksi lebih dari satu wajah.',
    );
  });

  it('refuses corrupt bytes, other image types and huge images', async () => {
    const unreadable = 'Foto tidak dapat dibaca. Gunakan JPEG atau PNG.';
    const corrupt = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.alloc(4000, 0x3c)]);
    await expectRefused(engine.describe(corrupt), 'INVALID_IMAGE', unreadable);
    await expectRefused(engine.describe(`data:image/jpeg;base64,${corrupt.toString('base64')}`), 'INVALID_IMAGE', unreadable);
    await expectRefused(engine.describe('data:image/gif;base64,R0lGODlhAQABAAAAACw='), 'UNSUPPORTED_IMAGE', unreadable);
    await expectRefused(engine.describe(Buffer.from('GIF89a-not-a-selfie')), 'UNSUPPORTED_IMAGE', unreadable);
    await expectRefused(engine.describe(hugePng(6000, 4000)), 'IMAGE_TOO_LARGE', 'Foto terlalu besar.');
    await expectRefused(engine.describe(jpegClaiming(8000, 6000)), 'IMAGE_TOO_LARGE', 'Foto terlalu besar.');
  });
});

describe('pool', () => {
  it('has one process-wide engine that starts workers only for photos', async () => {
    // A file before this one in the same worker (decision 0032) may have left the process-wide engine running.
    await closeFaceEngine();
    const shared = faceEngine();
    expect(faceEngine()).toBe(shared);
    expect(shared.threshold).toBe(MATCH_THRESHOLD);
    expect(shared.match(registered.redhead, [registered.redhead]).accepted).toBe(true);
    expect(shared.stats().workers).toBe(0);
    await closeFaceEngine();
    expect(faceEngine()).not.toBe(shared);
    await closeFaceEngine();
  });

  it('answers 8 simultaneous describes, each with its own face', async () => {
    const names = ['redhead', 'choker', 'brunette', 'clown'] as const;
    const jobs = [...names, ...names].map((name, i) => ({ name, photo: demoSelfie(name, i < 4 ? RETAKEN : { quality: 70 }) }));
    const results = await Promise.all(jobs.map((j) => engine.describe(j.photo)));
    results.forEach((r, i) => {
      const best = names.map((n) => [n, engine.compare(r.descriptor, registered[n])] as const).sort((x, y) => x[1] - y[1])[0];
      expect(best[0]).toBe(jobs[i].name);
      expect(best[1]).toBeLessThan(engine.threshold);
    });
    expect(engine.stats()).toMatchObject({ busy: 0, queued: 0 });
  });

  it('ends a worker that runs over time and replaces it', async () => {
    const before = engine.stats().restarts;
    await expectRefused(
      engine.describe(demoSelfie('clown'), { timeoutMs: 1 }),
      'TIMEOUT',
      'Pemeriksaan wajah terlalu lama. Coba lagi sebentar lagi.',
    );
    await expect.poll(() => engine.stats().restarts, { timeout: 10_000 }).toBe(before + 1);
    await engine.ready();
    expect(engine.stats()).toMatchObject({ workers: 2, ready: 2 });
    const again = await engine.describe(demoSelfie('clown', RETAKEN));
    expect(engine.match(again.descriptor, [registered.clown]).accepted).toBe(true);
  }, 30_000);

  it('ends idle workers to give their memory back, never with work waiting, starts them for the next photo, and keeps them when told to', async () => {
    const resting = new FaceEngine({ workers: 1, idleMs: 150 });
    const kept = new FaceEngine({ workers: 1, idleMs: 0 });
    try {
      // Both loaded (ready() resolves then); the resting one may already have ended its worker when the other is.
      await Promise.all([resting.ready(), kept.ready()]);
      await expect.poll(() => resting.stats().workers, { timeout: 10_000 }).toBe(0);
      expect(kept.stats()).toMatchObject({ workers: 1, ready: 1 });

      // Started again by a photo. Six owners' photos wait for it to load, longer than the idle time, and none of them
      // is dropped by a rest.
      const names = ['redhead', 'choker', 'brunette', 'clown', 'redhead', 'choker'] as const;
      const started = performance.now();
      const results = await Promise.all(
        names.map((n, i) => resting.describe(demoSelfie(n, { quality: 80 - i }), { owner: `karyawan-${i}` })),
      );
      expect(performance.now() - started).toBeGreaterThan(150);
      expect(results.map((r, i) => resting.match(r.descriptor, [registered[names[i]]]).accepted)).toEqual(names.map(() => true));
      await expect.poll(() => resting.stats().workers, { timeout: 10_000 }).toBe(0);
      expect(kept.stats()).toMatchObject({ workers: 1, ready: 1 });
    } finally {
      await Promise.all([resting.close(), kept.close()]);
    }
  }, 30_000);

  it('refuses work beyond the queue bound with BUSY, and fails waiting work on close', async () => {
    // Workers still loading: every describe waits in the queue, which holds one.
    const small = new FaceEngine({ workers: 1, maxQueue: 1 });
    const waiting = refusal(small.describe(demoSelfie('redhead')));
    await expectRefused(
      small.describe(demoSelfie('redhead')),
      'BUSY',
      'Server sedang sibuk memproses foto. Coba lagi sebentar lagi.',
    );
    await small.close();
    expect((await waiting).reason).toBe('ENGINE_FAILED');
    expect((await refusal(small.describe(demoSelfie('redhead')))).reason).toBe('ENGINE_FAILED');
  });
});
