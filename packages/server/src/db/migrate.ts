import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths.ts';
import type { Db } from '../platform/db.ts';

// Any fixed number: several servers starting at once apply each migration exactly once.
const MIGRATION_LOCK = 7_240_001;

/** Applies the checked-in SQL migrations in name order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await db.tx(async (t) => {
    await t.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await t.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await t.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await t.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
      await t.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
