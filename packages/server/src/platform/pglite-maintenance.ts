import type { FastifyBaseLogger } from 'fastify';
import { jakartaLocal } from './clock.ts';
import type { Db } from './db.ts';
import { everyMinute } from './every-minute.ts';

// PGlite runs PostgreSQL in this one process, without background workers, so without autovacuum: the old versions
// of updated rows (every clock-out, every decision) would never be reclaimed, tables and indexes would only grow,
// the visibility map that index-only scans rely on (the recap totals, migration 0025) would never be set, and the
// planner's statistics would describe the database as it was when it was small. Once a night this does what
// autovacuum does on a PostgreSQL server. It blocks PGlite's one connection while it runs, hence the quiet hour.

/** The local hour (Asia/Jakarta, UTC+7 without DST) of the nightly run: after the working day, before the backup rush. */
export const MAINTENANCE_HOUR = 2;

const jakartaDate = (at: Date) => jakartaLocal(at).slice(0, 10);
const jakartaHour = (at: Date) => Number(jakartaLocal(at).slice(11, 13));

/** Runs `vacuum (analyze)` when it is the maintenance hour and it has not run this local day. Answers whether it ran. */
export function pgliteMaintenance(db: Db): (now: Date) => Promise<boolean> {
  let lastDay: string | undefined;
  return async (now) => {
    if (jakartaHour(now) !== MAINTENANCE_HOUR || lastDay === jakartaDate(now)) return false;
    lastDay = jakartaDate(now);
    await db.exec('vacuum (analyze)');
    return true;
  };
}

/** On PGlite, starts the nightly maintenance (PostgreSQL servers vacuum themselves). Answers stop. */
export function startPgliteMaintenance(db: Db, log: FastifyBaseLogger): () => void {
  if (db.engine !== 'pglite') return () => {};
  const run = pgliteMaintenance(db);
  return everyMinute(
    'pemeliharaan basis data',
    async (now) => {
      const started = performance.now();
      if (await run(now)) log.info({ ms: Math.round(performance.now() - started) }, 'vacuum (analyze) selesai');
    },
    log,
  );
}
