import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl } from '../../test/engine.ts';
import { twoJobsBesideAClockIn } from '../../test/lanes-race.ts';
import { type Db, openPostgres } from './db.ts';
import { inBackground } from './lanes.ts';

// On a PostgreSQL pool HR's work keeps its parallel connections while nobody clocks in, and goes one statement at a
// time, a hold apart, while a clock-in is in flight (the clock-ins' face checks need the cores). PostgreSQL only.

let db: Db;
beforeAll(async () => {
  db = await openPostgres(adminUrl(), 4);
});
afterAll(() => db.close());

describe('lanes on a PostgreSQL pool', () => {
  it('runs background statements side by side while no clock-in is in flight', async () => {
    const started = performance.now();
    await inBackground(() => Promise.all([db.query('select pg_sleep(0.3)'), db.query('select pg_sleep(0.3)')]));
    // One after the other would take 600 ms.
    expect(performance.now() - started).toBeLessThan(550);
  });

  it('runs background statements one at a time, a hold apart, while a clock-in is in flight', async () => {
    const { ends } = await twoJobsBesideAClockIn(db);
    for (let i = 1; i < ends.length; i++) expect(ends[i] - ends[i - 1]).toBeGreaterThanOrEqual(140);
  });
});
