import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { type Db, openPglite, openPostgres } from '../src/platform/db.ts';

// Seeding 10,000 employees with a year of history takes minutes; the measurements take less. A seeded database is
// therefore kept between runs, one per (seed, size, schema), and every scenario works on a copy of it (PGlite: a
// copy of its folder; PostgreSQL: a database made from it as a template), so what one scenario writes never reaches
// the next. `--fresh` seeds anew, `--clean` deletes what is kept.

/** Where kept PGlite databases live: HADIR_BENCH_CACHE, else ~/.cache/hadir/bench. */
export function cacheDir(): string {
  return (
    process.env.HADIR_BENCH_CACHE ??
    path.join(process.env.XDG_CACHE_HOME ?? path.join(process.env.HOME ?? os.tmpdir(), '.cache'), 'hadir', 'bench')
  );
}

const PG_PREFIX = 'hadir_bench_seed_';

/** The newest migration's file name: a seed kept under an older schema is never reused. */
function schemaLevel(): string {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return (files.at(-1) ?? 'none')
    .replace(/\.sql$/, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .toLowerCase();
}

/**
 * A kept database's name: PostgreSQL keeps 63 bytes of a name, so a longer key ends in a hash of the whole of it
 * (cut short, the schema level at its end was lost and a seed of an older schema was reused).
 */
function pgName(key: string): string {
  const name = `${PG_PREFIX}${key}`;
  if (name.length <= 63) return name;
  return `${name.slice(0, 52)}_${crypto.createHash('sha1').update(key).digest('hex').slice(0, 10)}`;
}

function pgUrl(database?: string): string {
  const url = new URL((process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) as string);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

export interface Seeded {
  db: Db;
  /** The copy's PGlite folder (for a server process started on it); undefined on PostgreSQL. */
  dataDir?: string;
  /** The copy's connection string on PostgreSQL (for pgbench). */
  url?: string;
  /** Seconds spent seeding in this run; 0 when a kept database was copied. */
  seedSeconds: number;
  /** Seconds spent copying the kept database. */
  copySeconds: number;
  /** Closes the copy and deletes it. */
  close: () => Promise<void>;
}

/**
 * A migrated database holding what `seed` writes, on a fresh copy of a kept one. `name` says which seed
 * (e.g. 'history-10000'); `seed` runs once per name and schema, or again with `fresh`.
 */
export async function openSeeded(
  engine: 'pglite' | 'postgres',
  name: string,
  seed: (db: Db) => Promise<void>,
  opts: { fresh?: boolean; log: (s: string) => void },
): Promise<Seeded> {
  const key = `${name}_${schemaLevel()}`.replace(/[^a-z0-9_]+/gi, '_').toLowerCase();
  return engine === 'pglite' ? pgliteCopy(key, seed, opts) : postgresCopy(key, seed, opts);
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return Math.round((performance.now() - t0) / 100) / 10;
}

async function pgliteCopy(
  key: string,
  seed: (db: Db) => Promise<void>,
  opts: { fresh?: boolean; log: (s: string) => void },
): Promise<Seeded> {
  const kept = path.join(cacheDir(), `pglite_${key}`);
  if (opts.fresh) fs.rmSync(kept, { recursive: true, force: true });
  let seedSeconds = 0;
  if (!fs.existsSync(kept)) {
    opts.log(`pglite: seeding ${key} (kept in ${kept} for the next runs)`);
    fs.mkdirSync(cacheDir(), { recursive: true });
    // Seeded beside the kept place and renamed when whole: an interrupted seed is never taken for a kept one.
    const building = `${kept}.${process.pid}.tmp`;
    seedSeconds = await timed(async () => {
      const db = await openPglite(building);
      try {
        await migrate(db);
        await seed(db);
      } finally {
        await db.close();
      }
    });
    fs.renameSync(building, kept);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bench-'));
  const dataDir = path.join(work, 'db');
  const copySeconds = await timed(async () => fs.cpSync(kept, dataDir, { recursive: true }));
  const db = await openPglite(dataDir);
  return {
    db,
    dataDir,
    seedSeconds,
    copySeconds,
    close: async () => {
      await db.close().catch(() => {});
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}

async function postgresCopy(
  key: string,
  seed: (db: Db) => Promise<void>,
  opts: { fresh?: boolean; log: (s: string) => void },
): Promise<Seeded> {
  const template = pgName(key);
  const admin = await openPostgres(pgUrl());
  try {
    // A kept database is whole once its comment says so (set after seeding).
    const [row] = await admin.query<{ done: boolean }>(
      `select coalesce(shobj_description(oid, 'pg_database') = 'complete', false) as done from pg_database where datname = $1`,
      [template],
    );
    let seedSeconds = 0;
    if (!row?.done || opts.fresh) {
      opts.log(`postgres: seeding ${key} (kept as database ${template} for the next runs)`);
      await admin.exec(`drop database if exists ${template} with (force)`);
      await admin.exec(`create database ${template}`);
      seedSeconds = await timed(async () => {
        const db = await openPostgres(pgUrl(template));
        try {
          await migrate(db);
          await seed(db);
        } finally {
          await db.close();
        }
      });
      await admin.exec(`comment on database ${template} is 'complete'`);
    }
    const name = `hadir_bench_${process.pid}`;
    await admin.exec(`drop database if exists ${name} with (force)`);
    const copySeconds = await timed(() => admin.exec(`create database ${name} template ${template}`));
    const db = await openPostgres(pgUrl(name));
    return {
      db,
      url: pgUrl(name),
      seedSeconds,
      copySeconds,
      close: async () => {
        await db.close().catch(() => {});
        const again = await openPostgres(pgUrl());
        await again.exec(`drop database if exists ${name} with (force)`);
        await again.close();
      },
    };
  } finally {
    await admin.close();
  }
}

/** Deletes every kept database: the PGlite folders and the PostgreSQL templates (when a server is configured). */
export async function cleanKept(log: (s: string) => void): Promise<void> {
  fs.rmSync(cacheDir(), { recursive: true, force: true });
  log(`deleted ${cacheDir()}`);
  if (!(process.env.DATABASE_URL || process.env.TEST_DATABASE_URL)) return;
  const admin = await openPostgres(pgUrl());
  try {
    const rows = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'hadir\\_bench\\_%'`);
    for (const { datname } of rows) {
      await admin.exec(`drop database if exists ${datname} with (force)`);
      log(`dropped database ${datname}`);
    }
  } finally {
    await admin.close();
  }
}
