import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSelfie, FaceEngine, FaceError } from './index.ts';
import { FACE_NICE } from './protocol.ts';

// Fairness of the worker pool: one employee's flood of photos must not hold up another's clock-in.
let one: FaceEngine;
let two: FaceEngine;
// Different bytes each (one photo sent twice by one person is described once: a double tap).
const photos = Array.from({ length: 12 }, (_, i) => demoSelfie('clown', { quality: 60 + i * 3 }));
let n = 0;
const photo = () => photos[n++ % photos.length];

beforeAll(async () => {
  one = new FaceEngine({ workers: 1, maxQueuePerOwner: 6 });
  two = new FaceEngine({ workers: 2 });
  await Promise.all([one.ready(), two.ready()]);
}, 60_000);
afterAll(async () => {
  await one?.close();
  await two?.close();
});

describe('fair matching per employee', () => {
  it("B's one match completes right after A's current one, not after A's whole queue", async () => {
    const order: string[] = [];
    const track = (who: string) => one.describe(photo(), { owner: who }).then(() => order.push(who));
    const a = Array.from({ length: 6 }, () => track('A'));
    const b = track('B');
    await Promise.all([...a, b]);
    // First come, first served would finish B last (position 6); round-robin finishes it second.
    expect(order.indexOf('B')).toBe(1);
    expect(order).toHaveLength(7);
  });

  it('runs one match at a time per employee, leaving the other worker to someone else', async () => {
    const a = Array.from({ length: 3 }, () => two.describe(photo(), { owner: 'A' }));
    expect(two.stats()).toMatchObject({ busy: 1, queued: 2 });
    const b = two.describe(photo(), { owner: 'B' });
    expect(two.stats()).toMatchObject({ busy: 2, queued: 2 });
    await Promise.all([...a, b]);
  });

  it('describes a photo sent twice at once by one person once', async () => {
    const same = photo();
    const before = one.stats().queued;
    const twice = [one.describe(same, { owner: 'C' }), one.describe(same, { owner: 'C' })];
    expect(one.stats().queued + one.stats().busy - before).toBe(1);
    const [a, b] = await Promise.all(twice);
    expect(a.descriptor).toEqual(b.descriptor);
  });

  it("refuses an employee's flood beyond their own share of the queue with BUSY, while others still get in", async () => {
    const flood = Array.from({ length: 10 }, () =>
      one.describe(photo(), { owner: 'A' }).then(
        () => 'ok',
        (e: unknown) => (e instanceof FaceError ? e.reason : 'other'),
      ),
    );
    const b = one.describe(photo(), { owner: 'B' });
    await expect(b).resolves.toMatchObject({ faces: 1 });
    const results = await Promise.all(flood);
    // One running and six waiting; the rest were turned away at once.
    expect(results.filter((r) => r === 'ok')).toHaveLength(7);
    expect(results.filter((r) => r === 'BUSY')).toHaveLength(3);
  });
});

describe('priority', () => {
  /** The nice value of each of this process's threads, by thread id (field 19 of /proc's stat, after the name). */
  function niceByThread(): Map<number, number> {
    const nice = new Map<number, number>();
    for (const tid of readdirSync('/proc/self/task')) {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      nice.set(Number(tid), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    }
    return nice;
  }

  it('lets the rest of the server go first: face workers run niced, the main thread does not', async () => {
    await Promise.all([one.describe(photo()), two.describe(photo()), two.describe(photo())]);
    const nice = niceByThread();
    expect(nice.get(process.pid)).toBe(0);
    // One thread per worker of the two engines; their helper threads, if any, are not ours to count.
    expect([...nice.values()].filter((n) => n === FACE_NICE).length).toBeGreaterThanOrEqual(3);
  });
});
