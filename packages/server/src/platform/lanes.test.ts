import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoJobsBesideAClockIn, whileClockingIn } from '../../test/lanes-race.ts';
import { type Db, openPglite } from './db.ts';
import { inBackground, sinceClockInMs, urgent } from './lanes.ts';

// PGlite has one connection and a statement blocks the process while it runs: HR's long work (background lane) must
// leave it to clock-ins between its statements. Engine-independent: the test opens its own PGlite.

/** A statement that keeps PGlite busy for a while. */
const HEAVY = 'select count(*) from generate_series(1, 200000)';

let db: Db;
beforeAll(async () => {
  db = await openPglite(undefined);
});
afterAll(() => db.close());

/** Background work of `n` heavy statements and, once it has begun, a request of `m` short ones: who answered when. */
async function race(n: number, m: number, foregroundInTx = false): Promise<string[]> {
  const order: string[] = [];
  let begun!: () => void;
  const hasBegun = new Promise<void>((r) => {
    begun = r;
  });
  const background = inBackground(async () => {
    for (let i = 0; i < n; i++) {
      await db.query(HEAVY);
      order.push(`b${i}`);
      if (i === 0) begun();
    }
  });
  await hasBegun;
  const request = async (q: Db) => {
    for (let i = 0; i < m; i++) {
      await q.query('select 1');
      order.push(`f${i}`);
    }
  };
  await Promise.all([background, foregroundInTx ? db.tx(request) : request(db)]);
  return order;
}

describe('lanes on PGlite', () => {
  it("answers a request's statements one after another while HR's export waits, then finishes the export", async () => {
    const order = await race(12, 6);
    const first = order.indexOf('f0');
    const last = order.indexOf('f5');
    // No background statement between the request's first and last: it waited for one at most (the one running).
    expect(order.slice(first, last + 1)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
    expect(first).toBeLessThanOrEqual(2);
    // And the export still ran to the end.
    expect(order.filter((s) => s.startsWith('b'))).toHaveLength(12);
  });

  it("runs a request's transaction whole beside background work, and both finish", async () => {
    const order = await race(8, 4, true);
    const first = order.indexOf('f0');
    expect(order.slice(first, first + 4)).toEqual(['f0', 'f1', 'f2', 'f3']);
    expect(order.filter((s) => s.startsWith('b'))).toHaveLength(8);
  });

  it('runs background work at once when nobody else is waiting, and its own transactions whole', async () => {
    const rows = await inBackground(() =>
      db.tx(async (t) => {
        await t.query('create temporary table lane_t (n int)');
        await t.query('insert into lane_t values (1), (2)');
        return t.query<{ n: number }>('select sum(n)::int as n from lane_t');
      }),
    );
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('starts no background statement while a clock-in awaits its face check between statements', async () => {
    const order: string[] = [];
    let begun!: () => void;
    const hasBegun = new Promise<void>((r) => {
      begun = r;
    });
    const background = inBackground(async () => {
      for (let i = 0; i < 6; i++) {
        await db.query(HEAVY);
        order.push(`b${i}`);
        if (i === 0) begun();
      }
    });
    await hasBegun;
    await urgent(async () => {
      await db.query('select 1');
      order.push('f0');
      // Work off the connection (the face check in its worker): the connection is free, yet kept for the punch.
      await new Promise((r) => setTimeout(r, 10));
      await db.query('select 1');
      order.push('f1');
    });
    await background;
    const first = order.indexOf('f0');
    expect(order.slice(first, first + 2)).toEqual(['f0', 'f1']);
    expect(order.filter((s) => s.startsWith('b'))).toHaveLength(6);
  });

  it('knows how long ago a clock-in was last answered', async () => {
    expect(await whileClockingIn(async () => sinceClockInMs())).toBe(0);
    const since = sinceClockInMs();
    expect(since).toBeGreaterThan(0);
    expect(since).toBeLessThan(1_000);
  });

  it('lets background work go on, a statement at a time, while a clock-in is in flight for long', async () => {
    // Would wait for ever if a clock-in in flight held the background for good.
    const done = await whileClockingIn(() =>
      inBackground(async () => {
        for (let i = 0; i < 3; i++) await db.query('select 1');
        return 'exported';
      }),
    );
    expect(done).toBe('exported');
  });

  it("gives two background jobs at once one gap between clock-ins, not one each, and counts each job's waiting apart from its own time", async () => {
    const { ends, waited, busy } = await twoJobsBesideAClockIn(db);
    // While a clock-in is in flight, background statements start a hold apart whoever asks for them.
    for (let i = 1; i < ends.length; i++) expect(ends[i] - ends[i - 1]).toBeGreaterThanOrEqual(140);
    for (const ms of waited) expect(ms).toBeGreaterThanOrEqual(280);
    // A job's own clock leaves its waits out: two 'select 1' ran, not the ~300-600 ms they waited (the dashboard paces
    // its slices by this clock; counted the wrong way, every slice looked instant and the month became one statement).
    for (const ms of busy) expect(ms).toBeLessThan(100);
  });
});
