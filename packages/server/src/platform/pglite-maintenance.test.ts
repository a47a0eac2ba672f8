import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pgliteMaintenance } from './pglite-maintenance.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const vacuumed = async () => {
  const [row] = await t.db.query<{ last: string | null }>(
    `select coalesce(last_vacuum, last_autovacuum)::text as last from pg_stat_user_tables where relname = 'hari_libur'`,
  );
  return row.last;
};

describe('nightly maintenance of an embedded database', () => {
  it('vacuums and analyses once a night at 02:00 Jakarta time, not before, not twice', async () => {
    // Old row versions to reclaim: a holiday renamed twice.
    await t.db.query(`insert into hari_libur (tanggal, nama) values ('2026-12-25', 'Natal')`);
    await t.db.query(`update hari_libur set nama = 'Hari Raya Natal' where tanggal = '2026-12-25'`);
    await t.db.query(`update hari_libur set nama = 'Natal' where tanggal = '2026-12-25'`);
    // The updates' dead-row counts reach the statistics at the next flush, which PostgreSQL spaces a second apart:
    // flushed now, so a late flush cannot add them back after the vacuum has counted zero.
    await t.db.query('select pg_stat_force_next_flush()');
    await t.db.query('select 1');
    const run = pgliteMaintenance(t.db);
    expect(await run(new Date('2026-11-24T18:59:00Z'))).toBe(false); // 01:59 in Jakarta
    expect(await vacuumed()).toBeNull();
    expect(await run(new Date('2026-11-24T19:00:00Z'))).toBe(true); // 02:00
    const first = await vacuumed();
    expect(first).not.toBeNull();
    const [{ dead }] = await t.db.query<{ dead: number }>(
      `select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'hari_libur'`,
    );
    expect(dead).toBe(0);
    expect(await run(new Date('2026-11-24T19:45:00Z'))).toBe(false); // 02:45, the same night
    expect(await run(new Date('2026-11-25T19:01:00Z'))).toBe(true); // the next night
  });
});
