import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Engine = 'pglite' | 'postgres';

/** One interface over both engines; repos write plain PostgreSQL with $n parameters. */
export interface Db {
  readonly engine: Engine;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn in one transaction; nested calls reuse the outer transaction. */
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

// The two drivers disagree on bigint, numeric and date; map them here, once.
const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
const toNumber = (v: string) => Number(v);
const keepText = (v: string) => v;

pg.types.setTypeParser(OID.INT8, toNumber);
pg.types.setTypeParser(OID.NUMERIC, toNumber);
pg.types.setTypeParser(OID.DATE, keepText);

class PgliteDb implements Db {
  readonly engine = 'pglite' as const;
  constructor(
    private readonly client: Pick<PGlite, 'query' | 'exec'> & Partial<Pick<PGlite, 'transaction' | 'close'>>,
    private readonly inTx = false,
  ) {}
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.client.query<T>(sql, params)).rows;
  }
  async exec(sql: string) {
    await this.client.exec(sql);
  }
  async tx<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (this.inTx || !this.client.transaction) return fn(this);
    return this.client.transaction((t) => fn(new PgliteDb(t, true)));
  }
  async close() {
    await this.client.close?.();
  }
  /** A gzip tarball of the whole database, for test snapshots and backups. */
  dumpDataDir(): Promise<Blob> {
    return (this.client as PGlite).dumpDataDir('gzip');
  }
}

export function isPglite(db: Db): db is PgliteDb {
  return db instanceof PgliteDb;
}

const statementName = (sql: string) => `s${crypto.createHash('sha1').update(sql).digest('hex')}`;

class PostgresDb implements Db {
  readonly engine = 'postgres' as const;
  constructor(
    private readonly client: pg.Pool | pg.PoolClient,
    private readonly inTx = false,
  ) {}
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    // Named statements are planned once per connection instead of on every call: E measured about half the
    // database CPU of a punch (decision 0006).
    if (params.length === 0) return (await this.client.query(sql)).rows as T[];
    return (await this.client.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
  }
  async exec(sql: string) {
    await this.client.query(sql);
  }
  async tx<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (this.inTx) return fn(this);
    const conn = await (this.client as pg.Pool).connect();
    try {
      await conn.query('BEGIN');
      const result = await fn(new PostgresDb(conn, true));
      await conn.query('COMMIT');
      return result;
    } catch (err) {
      await conn.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      conn.release();
    }
  }
  async close() {
    if (!this.inTx) await (this.client as pg.Pool).end();
  }
}

export const pgliteParsers = {
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  [OID.DATE]: keepText,
};

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir, parsers: pgliteParsers });
  return new PgliteDb(client);
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool makes a new one.
  pool.on('error', () => {});
  await pool.query('select 1');
  return new PostgresDb(pool);
}

export function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
