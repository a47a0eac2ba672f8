import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The PostgreSQL pool as a morning rush and HR's list pages meet it (issue 20): its connections are open before the
// first request; a list with optional filters, or a page whose limit or offset a call gives, is planned for each
// call's values (PostgreSQL's generic plan, chosen for a prepared statement from its sixth call on, made the approval
// list thirty times slower), while other statements stay prepared (planning each of a punch's statements every time
// doubled its database CPU).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('PostgreSQL pool', () => {
  it('has its ten connections open as soon as the database is opened', async () => {
    const [{ n }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_type = $1',
      ['client backend'],
    );
    expect(n).toBeGreaterThanOrEqual(10);
  });

  it('plans a list with optional filters for the values of every call, never one generic plan', async () => {
    const list = `select id, fullname from users where ($1::text is null or username = $1::text)
                  and ($2::bigint is null or lokasi_id = $2::bigint) order by lower(fullname), id limit 10`;
    const prepared = await t.db.tx(async (one) => {
      // One connection, as a busy HR officer opens a list over and over.
      for (let i = 0; i < 8; i++) await one.query(list, [i % 2 ? 'admin' : null, null]);
      return one.query<{ generic: number }>(
        'select generic_plans::int as generic from pg_prepared_statements where statement = $1',
        [list],
      );
    });
    // Not kept as a prepared statement at all: there is no plan of it to reuse for other values.
    expect(prepared).toEqual([]);
  });

  it('plans a page whose limit or offset a call gives for the values of every call', async () => {
    // The late report's page: as a generic plan (from the sixth call) it sorted every late day of a year, 2 s at
    // 100,000 employees against 0.1 s planned for the page it wants.
    const page = 'select id, fullname from users where active = $1 order by lower(fullname), id limit $2 offset $3';
    const prepared = await t.db.tx(async (one) => {
      for (let i = 0; i < 8; i++) await one.query(page, [true, 10, i * 10]);
      return one.query('select 1 from pg_prepared_statements where statement = $1', [page]);
    });
    expect(prepared).toEqual([]);
  });

  it("keeps a statement without optional filters prepared, as a punch's are", async () => {
    const one = 'select id from users where username = $1';
    const prepared = await t.db.tx(async (c) => {
      for (let i = 0; i < 3; i++) await c.query(one, ['admin']);
      return c.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [one]);
    });
    expect(prepared).toEqual([{ n: 1 }]);
  });
});
