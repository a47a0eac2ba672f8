import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, parse as pgliteParse, protocol, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { PreparedStatements } from './db.prepared-statements.ts';
import { fromDatabase } from './errors.ts';
import { isBackground, Turns } from './lanes.ts';

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
  /** The lanes of the one connection (lanes.ts); a transaction's instance has none. */
  private readonly turns: Turns | null;
  constructor(
    private readonly client: PGlite | Transaction,
    /** The connection itself: a transaction's client cannot run a prepared statement. */
    private readonly root: PGlite,
    private readonly inTx = false,
    /** The statements prepared on the connection. */
    private readonly prepared = new PreparedStatements(),
  ) {
    this.turns = inTx ? null : new Turns();
  }
  /** A statement or transaction in its lane's turn; inside a transaction it simply runs. */
  private async turn<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.turns) return fn();
    return isBackground() ? this.turns.background(fn) : this.turns.foreground(fn);
  }
  query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.turn(async () =>
      keepsPlan(sql, params) ? this.runPrepared<T>(sql, params) : (await this.client.query<T>(sql, params)).rows,
    );
  }
  /**
   * A statement prepared once on the connection (named, as on PostgreSQL) and then only bound and run, in one
   * exchange with the wasm backend. PGlite's own query() parses and plans every call, in six exchanges: parsing and
   * planning were most of a clock-in's database time (the shift window's statement 4.4 ms against 0.6 ms prepared,
   * the session's 5.3 against 0.4; decision 0034).
   */
  private runPrepared<T>(sql: string, params: unknown[]): Promise<T[]> {
    const pg = this.root;
    const kept = this.prepared;
    const name = statementName(sql);
    const run = async (again: boolean): Promise<T[]> => {
      let types = kept.use(name);
      if (!types) {
        const messages = [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })];
        // The least recently used closed in the same exchange, after the new one parsed (an error skips to the sync).
        const closing = kept.toMakeRoom(sql.length);
        for (const old of closing) messages.push(serialize.close({ type: 'S', name: old }));
        messages.push(serialize.sync());
        const described = await pg.execProtocol(Buffer.concat(messages), { syncToFs: false });
        types = pgliteParse.parseDescribeStatementResults(described.messages);
        for (const old of closing) kept.remove(old);
        kept.add(name, types, sql.length);
      }
      const values = params.map((v, i) => (v == null ? null : (pg.serializers[types[i]]?.(v) ?? String(v))));
      const bound = [
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ];
      try {
        const { messages } = await pg.execProtocol(Buffer.concat(bound), { syncToFs: !this.inTx });
        return (pgliteParse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as T[];
      } catch (err) {
        // A table its rows come from changed (a migration): prepared again, once, where no transaction is spoilt.
        if (!again || this.inTx || (err as { code?: string }).code !== CACHED_PLAN_CHANGED) throw err;
        kept.remove(name);
        await pg.execProtocol(Buffer.concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
        return run(false);
      }
    };
    // The locks PGlite's query() takes: inside a transaction its own turn; outside, none may be open.
    return this.inTx
      ? pg._runExclusiveQuery(() => run(false))
      : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(() => run(true)));
  }
  exec(sql: string): Promise<void> {
    return this.turn(async () => {
      await this.client.exec(sql);
    });
  }
  tx<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (this.inTx) return fn(this);
    return this.turn(() => this.root.transaction((t) => fn(new PgliteDb(t, this.root, true, this.prepared))));
  }
  async close() {
    if (!this.inTx) await this.root.close();
  }
  /** LISTEN on a channel: PGlite delivers a committed NOTIFY to its own listeners (one process). */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const unlisten = await this.root.listen(channel, onPayload);
    return () => unlisten();
  }
  /**
   * Calls `onExchange` after each exchange with the wasm backend, which holds the process while it runs, with its
   * start (epoch ms) and length, in the async context of the statement that asked for it (the bench's timeline).
   * Answers the function that stops it.
   */
  watchExchanges(onExchange: (startedAt: number, ms: number) => void): () => void {
    const root = this.root;
    const raw = root.execProtocolRawSync;
    root.execProtocolRawSync = function (this: PGlite, message: Uint8Array) {
      const started = performance.now();
      try {
        return raw.call(this, message);
      } finally {
        onExchange(performance.timeOrigin + started, performance.now() - started);
      }
    };
    return () => {
      root.execProtocolRawSync = raw;
    };
  }
  /** A gzip tarball of the whole database, for test snapshots and backups. */
  dumpDataDir(): Promise<Blob> {
    return this.root.dumpDataDir('gzip');
  }
}

export function isPglite(db: Db): db is PgliteDb {
  return db instanceof PgliteDb;
}

/** "$3::text is null or ...": a filter a call may leave out. */
const OPTIONAL_FILTER = /\$\d+(::[a-z_]+(\[\])?)?\s+is\s+(not\s+)?null\s+or\b/i;
/** "limit $5", "offset $6": a page whose size or place each call gives. */
const PAGE_BY_PARAMETER = /\b(limit|offset)\s+\$\d+/i;
const statementName = (sql: string) => `s${crypto.createHash('sha1').update(sql).digest('hex')}`;
/**
 * Whether a statement is named (prepared once per connection, planned generically from its sixth call if that plan
 * is no dearer) rather than planned for each call's values. Planned for each call: a statement with optional filters,
 * as the generic plan cannot know which filters a call has (the approval list went from 16 ms to 460 ms; decision
 * 0030), and a page whose limit or offset is a parameter, as the generic plan cannot know that it wants only the
 * first rows (the late report of a year at 100,000 employees sorted every late day: 0.1 s -> 2.1 s from the sixth call).
 */
const keepsPlan = (sql: string, params: unknown[]) =>
  params.length > 0 && !OPTIONAL_FILTER.test(sql) && !PAGE_BY_PARAMETER.test(sql);

const { serialize } = protocol;
/** "cached plan must not change result type": the rows of a prepared statement changed shape. */
const CACHED_PLAN_CHANGED = '0A000';
class PostgresDb implements Db {
  readonly engine = 'postgres' as const;
  /** The pool's background statements (lanes.ts); a transaction's instance has none: its statements simply run. */
  private readonly turns: Turns | null;
  constructor(
    private readonly client: pg.Pool | pg.PoolClient,
    private readonly inTx = false,
  ) {
    this.turns = inTx ? null : new Turns(true);
  }
  query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.turns && isBackground() ? this.turns.background(() => this.run<T>(sql, params)) : this.run<T>(sql, params);
  }
  private async run<T>(sql: string, params: unknown[]): Promise<T[]> {
    try {
      // Named statements are planned once per connection instead of on every call: E measured about half the
      // database CPU of a punch (decision 0006).
      if (!keepsPlan(sql, params)) return (await this.client.query(sql, params)).rows as T[];
      return (await this.client.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
    } catch (err) {
      throw fromDatabase(err);
    }
  }
  async exec(sql: string) {
    await this.client.query(sql).catch((err) => Promise.reject(fromDatabase(err)));
  }
  async tx<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (this.inTx) return fn(this);
    const conn = await (this.client as pg.Pool).connect().catch((err) => Promise.reject(fromDatabase(err)));
    let broken: Error | undefined;
    const tx = new PostgresDb(conn, true);
    try {
      await tx.exec('BEGIN');
      const result = await fn(tx);
      await tx.exec('COMMIT');
      return result;
    } catch (err) {
      await conn.query('ROLLBACK').catch((e: Error) => {
        broken = e;
      });
      throw err;
    } finally {
      // A connection that cannot even roll back leaves the pool instead of serving the next request.
      conn.release(broken);
    }
  }
  poolStats() {
    const pool = this.client as pg.Pool;
    return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
  }
  async close() {
    if (this.inTx) return;
    this.listener?.close();
    await (this.client as pg.Pool).end();
  }
  private listener?: PgListener;
  /** LISTEN on a channel over one dedicated connection per process (a pool connection may be replaced at any time). */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    this.listener ??= new PgListener((this.client as pg.Pool).options);
    return this.listener.add(channel, onPayload);
  }
}

/** One connection that holds every LISTEN of the process and comes back (re-listening) when it drops. */
class PgListener {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private client?: Promise<pg.Client>;
  private retry?: NodeJS.Timeout;
  private closed = false;
  constructor(private readonly options: pg.ClientConfig) {}

  private connect(): Promise<pg.Client> {
    this.client ??= this.open().catch((err) => {
      this.client = undefined;
      throw err;
    });
    return this.client;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client(this.options);
    let connected = false;
    client.on('notification', (m) => {
      for (const fn of this.handlers.get(m.channel) ?? []) fn(m.payload ?? '');
    });
    client.on('error', () => void client.end().catch(() => {}));
    // Only a connection that was up comes back through here; a failed connect is retried by whoever asked.
    client.once('end', () => {
      if (!connected) return;
      this.client = undefined;
      this.reconnectSoon();
    });
    await client.connect();
    connected = true;
    return client;
  }

  /** One retry loop at a time, once a second, for as long as PostgreSQL is away. */
  private reconnectSoon() {
    if (this.closed || this.retry || !this.handlers.size) return;
    this.retry = setTimeout(async () => {
      try {
        const client = await this.connect();
        for (const channel of this.handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        this.retry = undefined;
      } catch {
        this.retry = undefined;
        this.reconnectSoon();
      }
    }, 1000);
    this.retry.unref();
  }

  async add(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      try {
        await (await this.connect()).query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (err) {
        this.handlers.delete(channel);
        throw err;
      }
    }
    set.add(fn);
    return async () => {
      set.delete(fn);
      if (set.size || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      const client = await this.client?.catch(() => undefined);
      await client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  close() {
    this.closed = true;
    clearTimeout(this.retry);
    void this.client?.then((c) => c.end()).catch(() => {});
  }
}

/** LISTEN on a channel of a database opened by openDb; NOTIFY (pg_notify) reaches it once its transaction commits. */
export function listen(db: Db, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  if (db instanceof PgliteDb || db instanceof PostgresDb) return db.listen(channel, onPayload);
  throw new Error('listen needs a database opened by openDb');
}

export const pgliteParsers = {
  [OID.INT8]: toNumber,
  [OID.NUMERIC]: toNumber,
  [OID.DATE]: keepText,
};

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    parsers: pgliteParsers,
    // PGlite's default 128 MB buffer cache is most of a small server's memory; its files sit in the OS page cache
    // anyway. 16 MB took a 10,000-employee recap export from a 529 MB to a 357 MB peak at the same CPU (decision 0014).
    // 32 MB: a year's export read 54,000 pages from those files instead of 77,000 (each read is a call out of the wasm
    // into JavaScript), 0.1-0.2 s sooner for ~20 MB more; 64 MB read no fewer (decision 0040).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  return new PgliteDb(client, client);
}

/** `connections`: the pool's size (a handle that only creates and drops databases, as the tests' is, needs one or two). */
export async function openPostgres(url: string, connections = 10): Promise<Db> {
  // connectionTimeoutMillis: a database that does not answer (network gone) fails a request with a 503 after
  // 10 s instead of holding it; a restarting PostgreSQL refuses at once. keepAlive notices dead peers.
  // jit=off: PostgreSQL's JIT compiled the reports' and the dashboard's statements for longer (0.5-2 s at 10,000
  // employees) than they then ran; nothing here is a long analytic scan that would pay that back (decision 0014).
  const pool = new pg.Pool({
    connectionString: url,
    max: connections,
    min: connections,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    options: '-c jit=off',
  });
  // A dropped idle connection must not crash the process; the pool makes a new one.
  pool.on('error', () => {});
  // Nor a checked-out one (PostgreSQL restarted): its failed query rejects on its own and becomes a 503 (fromDbError),
  // and the pool drops it on release. Heard from the moment it exists: a new connection reaches its caller in a
  // promise, so a "terminating connection" read in the same packet as its ready-for-query had nobody to hear it
  // (a server died of that, unheard, in pg-restart.pg.test.ts: 57P01 with no query running).
  pool.on('connect', (client) => client.on('error', () => {}));
  // Warm from the start and kept so (min = max: none is closed for being idle). With pg's default a connection idle
  // for 10 s closed, so every morning burst began by reconnecting and re-preparing each named statement (issue 20).
  const warm = await Promise.allSettled(Array.from({ length: connections }, () => pool.connect()));
  for (const w of warm) if (w.status === 'fulfilled') w.value.release();
  // A server short of connection slots still starts with what it got; one that answers none fails here.
  if (!warm.some((w) => w.status === 'fulfilled')) throw (warm[0] as PromiseRejectedResult).reason;
  return new PostgresDb(pool);
}

/** A PostgreSQL pool's connections and the requests waiting for one; undefined on PGlite (one connection, no pool). */
export function poolStats(db: Db): { total: number; idle: number; waiting: number } | undefined {
  return db instanceof PostgresDb ? db.poolStats() : undefined;
}

export function openDb(opts: { databaseUrl?: string; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
