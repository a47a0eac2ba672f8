import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The PostgreSQL pool as a morning rush and HR's list pages meet it (issue 20): its connections are open before the
// first request, and a list with optional filters is planned for each call's values, also after its fifth call
// (PostgreSQL's generic plan, chosen from the sixth call on, made the approval list thirty times slower).

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
    const plans = await t.db.tx(async (one) => {
      // One connection: the same prepared statement, called as a busy HR officer would open a list.
      for (let i = 0; i < 8; i++) await one.query(list, [i % 2 ? 'admin' : null, null]);
      return one.query<{ generic: number; custom: number }>(
        'select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1',
        [list],
      );
    });
    expect(plans).toEqual([{ generic: 0, custom: 8 }]);
  });
});
