import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import { caller } from './http.ts';

// The first successful answer to a (user, Idempotency-Key) is kept for 24 hours and replayed for the same
// body. It is saved in the same transaction as the side effect, so a request either changed something and
// left its answer, or changed nothing: no separate claim to commit and no window where the two disagree.
// Refusals change nothing and are not kept; a retry with the same key is simply checked again.
const KEEP = "interval '24 hours'";
const HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{1,200}$/;

/** Saves the answer in the transaction that makes the change, as its last statement. */
export type Remember = (tx: Db, body: unknown) => Promise<void>;
/** For callers without an Idempotency-Key (and services called outside a route). */
export const noRemember: Remember = async () => {};

interface Stored {
  request_hash: string;
  status_code: number | null;
  response: unknown;
}

/** Thrown by Remember when a concurrent duplicate committed first; the transaction must roll back. */
class AnsweredMeanwhile extends Error {}

/** JSON with object keys sorted, so that the same body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

async function find(db: Db, userId: number, key: string): Promise<Stored | undefined> {
  const [row] = await db.query<Stored>(
    `select request_hash, status_code, response from idempotency_keys
      where user_id = $1 and key = $2 and created_at >= now() - ${KEEP}`,
    [userId, key],
  );
  return row;
}

function replay<T>(row: Stored, hash: string, reply: FastifyReply): T {
  if (row.request_hash !== hash) throw new AppError('CONFLICT', 'Idempotency-Key ini sudah dipakai untuk permintaan lain.');
  reply.header('Idempotent-Replayed', 'true');
  reply.code(row.status_code ?? 200);
  return row.response as T;
}

/**
 * Runs a side effect at most once per (caller, Idempotency-Key header). `run` must call `remember(tx, body)` in the
 * transaction that makes the change. The same key and body within 24 hours then replays the answer (header
 * Idempotent-Replayed: true) and changes nothing; the same key with another body is a 409. Concurrent duplicates
 * meet at a unique constraint (the side effect's own, or the primary key of idempotency_keys): one commits, the
 * others get a conflict, find the committed answer and replay it. Without the header the call simply runs.
 * `status` is the success status the route answers with.
 */
export async function idempotent<T>(
  db: Db,
  req: FastifyRequest,
  reply: FastifyReply,
  run: (remember: Remember) => Promise<T>,
  status = 200,
): Promise<T> {
  const raw = req.headers[HEADER];
  if (raw === undefined) return run(noRemember);
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY.test(key)) throw new AppError('BAD_REQUEST', 'Idempotency-Key tidak valid (1-200 karakter tanpa spasi).');
  const userId = caller(req).id;
  const scope = `${req.method} ${req.routeOptions.url}`;
  const hash = crypto
    .createHash('sha256')
    .update(`${scope}\n${stableJson(req.body)}`)
    .digest('hex');

  const earlier = await find(db, userId, key);
  if (earlier) return replay<T>(earlier, hash, reply);

  const remember: Remember = async (tx, body) => {
    // One statement: this user's expired keys go (the primary key's user_id prefix keeps it cheap), the answer
    // is kept; a row of this key older than 24 hours is taken over.
    const rows = await tx.query(
      `with expired as (delete from idempotency_keys
                         where user_id = $1 and key <> $2 and created_at < now() - ${KEEP})
       insert into idempotency_keys (user_id, key, request_hash, status_code, response)
       values ($1, $2, $3, $4, $5::jsonb)
       on conflict (user_id, key) do update
          set request_hash = excluded.request_hash, status_code = excluded.status_code,
              response = excluded.response, created_at = now()
        where idempotency_keys.created_at < now() - ${KEEP}
       returning key`,
      [userId, key, hash, status, JSON.stringify(body)],
    );
    if (rows.length === 0) throw new AnsweredMeanwhile();
  };
  try {
    return await run(remember);
  } catch (err) {
    const duplicate = err instanceof AnsweredMeanwhile || (err instanceof AppError && err.code === 'CONFLICT');
    if (!duplicate) throw err;
    // A concurrent duplicate may have committed first: then its answer is this request's answer too.
    const first = await find(db, userId, key);
    if (first) return replay<T>(first, hash, reply);
    if (err instanceof AnsweredMeanwhile)
      throw new AppError('CONFLICT', 'Permintaan yang sama masih diproses. Coba lagi sebentar lagi.');
    throw err;
  }
}
