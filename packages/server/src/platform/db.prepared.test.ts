import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, isPglite, openPglite } from './db.ts';

// PGlite runs a statement with parameters as a prepared one, planned once (issue 20: planning was most of a
// clock-in's database time). What a caller gets must not change: the same rows and types, the same errors, the same
// transactions. Engine-independent: the test opens its own PGlite.

let db: Db;
beforeAll(async () => {
  db = await openPglite(undefined);
  await db.exec(
    `create table t (id bigint primary key, nama text not null, jumlah numeric, tanggal date, pada timestamptz, data jsonb)`,
  );
});
afterAll(() => db.close());

const prepared = (sql: string) =>
  db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [sql]);

describe('prepared statements on PGlite', () => {
  it('keeps a statement with parameters prepared, and a list with optional filters planned for each call', async () => {
    const one = 'select id from t where nama = $1';
    for (let i = 0; i < 3; i++) await db.query(one, ['a']);
    expect(await prepared(one)).toEqual([{ n: 1 }]);
    const list = 'select id from t where ($1::text is null or nama = $1::text) order by id';
    for (let i = 0; i < 8; i++) await db.query(list, [i % 2 ? 'a' : null]);
    expect(await prepared(list)).toEqual([{ n: 0 }]);
  });

  it('plans a page whose limit or offset a call gives for each call: a generic plan would sort every row', async () => {
    const page = 'select id from t where nama = $1 order by id limit $2 offset $3';
    for (let i = 0; i < 8; i++) await db.query(page, ['a', 10, i * 10]);
    expect(await prepared(page)).toEqual([{ n: 0 }]);
    const fixed = 'select id from t where nama = $1 order by id limit 10';
    for (let i = 0; i < 3; i++) await db.query(fixed, ['a']);
    expect(await prepared(fixed)).toEqual([{ n: 1 }]);
  });

  it('answers the same rows and types as an unprepared statement', async () => {
    const pada = new Date('2026-12-04T01:02:03.456Z');
    await db.query('insert into t (id, nama, jumlah, tanggal, pada, data) values ($1, $2, $3, $4, $5, $6)', [
      9_007_199_254_740_000,
      'Budi',
      '1250000.50',
      '2026-12-04',
      pada,
      { jam: ['08:00', null], ok: true },
    ]);
    const sql = 'select id, nama, jumlah, tanggal, pada, data, $2::bigint[] as ids from t where id = any($1::bigint[])';
    const rows = await db.query(sql, [
      [9_007_199_254_740_000, 1],
      [3, 4],
    ]);
    expect(rows).toEqual([
      {
        id: 9_007_199_254_740_000,
        nama: 'Budi',
        jumlah: 1_250_000.5,
        tanggal: '2026-12-04',
        pada,
        data: { jam: ['08:00', null], ok: true },
        ids: [3, 4],
      },
    ]);
    // The same statement with a literal in place of each parameter: PGlite's own path, unprepared.
    const [unprepared] = await db.query(
      `select id, nama, jumlah, tanggal, pada, data, '{3,4}'::bigint[] as ids from t where id = 9007199254740000`,
    );
    expect(rows[0]).toEqual(unprepared);
    expect(await db.query('select nama from t where nama = $1 and jumlah is not distinct from $2', ['Budi', null])).toEqual([]);
  });

  it('rolls a transaction back whole when a prepared statement fails in it, and runs that statement again after', async () => {
    const insert = 'insert into t (id, nama) values ($1, $2)';
    await db.query(insert, [1, 'Ani']);
    const failed = db.tx(async (tx) => {
      await tx.query(insert, [2, 'Citra']);
      await tx.query(insert, [1, 'Ani lagi']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select id from t where id = any($1::bigint[]) order by id', [[1, 2]])).toEqual([{ id: 1 }]);
    await db.query(insert, [2, 'Citra']);
    expect(await db.query('select nama from t where id = $1', [2])).toEqual([{ nama: 'Citra' }]);
  });

  it('keeps nothing of a statement that does not parse', async () => {
    await expect(db.query('select nama from t wher id = $1', [1])).rejects.toMatchObject({ code: '42601' });
    await expect(db.query('select nama from t wher id = $1', [1])).rejects.toMatchObject({ code: '42601' });
    expect(await db.query('select nama from t where id = $1', [1])).toEqual([{ nama: 'Ani' }]);
  });

  it('runs a statement from outside a transaction after it ends, never inside it', async () => {
    let inserted!: () => void;
    const hasInserted = new Promise<void>((r) => {
      inserted = r;
    });
    const tx = db.tx(async (one) => {
      await one.query('insert into t (id, nama) values ($1, $2)', [50, 'Sementara']);
      inserted();
      // The outside statement is asked for now; it must wait for this transaction, not see its row.
      await new Promise<void>((r) => setImmediate(r));
      throw new Error('batal');
    });
    await hasInserted;
    const outside = db.query<{ n: number }>('select count(*)::int as n from t where id = $1', [50]);
    await expect(tx).rejects.toThrow('batal');
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it('still answers a statement after its table changed', async () => {
    const sql = 'select * from t where id = $1';
    expect(Object.keys((await db.query(sql, [1]))[0])).not.toContain('catatan');
    await db.exec('alter table t add column catatan text');
    expect((await db.query(sql, [1]))[0]).toMatchObject({ id: 1, nama: 'Ani', catatan: null });
  });

  it('keeps at most 500 statements prepared, closing the least recently used', async () => {
    const first = 'select $1::int + 0 as n';
    expect(await db.query(first, [1])).toEqual([{ n: 1 }]);
    for (let i = 1; i <= 520; i++) await db.query(`select $1::int + ${i} as n`, [1]);
    const [{ n }] = await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(n).toBeLessThanOrEqual(500);
    expect(n).toBeGreaterThan(400);
    expect(await prepared(first)).toEqual([{ n: 0 }]);
    // Closed, then prepared again when asked for.
    expect(await db.query(first, [2])).toEqual([{ n: 2 }]);
    expect(await prepared(first)).toEqual([{ n: 1 }]);
    // At the limit, a statement that does not parse closes none of the kept ones.
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))[0].n;
    const kept = await count();
    await expect(db.query('select $1::int from', [1])).rejects.toMatchObject({ code: '42601' });
    expect(await count()).toBe(kept);
  });

  it('keeps at most a million characters of statement text prepared, closing the least recently used', async () => {
    // A parse tree stays in memory as long as its statement: ~1.4 MB for 29,000 characters of SQL.
    const long = (i: number) => `select $1::int + ${i} as n -- ${'x'.repeat(40_000)}`;
    for (let i = 0; i < 30; i++) expect(await db.query(long(i), [1])).toEqual([{ n: 1 + i }]);
    const [{ n, chars }] = await db.query<{ n: number; chars: number }>(
      `select count(*)::int as n, sum(length(statement))::int as chars from pg_prepared_statements where statement like $1`,
      ['select $1::int + % as n -- x%'],
    );
    expect(chars).toBeLessThanOrEqual(1_000_000);
    expect(n).toBeGreaterThanOrEqual(20);
    expect(await prepared(long(0))).toEqual([{ n: 0 }]);
    expect(await prepared(long(29))).toEqual([{ n: 1 }]);
  });

  it('times each exchange with the backend for whoever watches, until they stop', async () => {
    if (!isPglite(db)) throw new Error('PGlite expected');
    const seen: number[] = [];
    const stop = db.watchExchanges((_at, ms) => seen.push(ms));
    await db.query('select pg_sleep($1::float8 / 1000)', [100]);
    stop();
    // The backend's sleep and this process's clock differ by a little: the exchange is the sleep, not a few ms.
    expect(Math.max(...seen)).toBeGreaterThan(80);
    const count = seen.length;
    await db.query('select pg_sleep($1::float8 / 1000)', [1]);
    expect(seen).toHaveLength(count);
  });
});
