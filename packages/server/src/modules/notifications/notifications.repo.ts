import type { PushPayload } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import type { Audience } from '../../platform/events.ts';

// Tables: vapid_keys, push_outbox; reads sessions and users for push subscriptions (kept per session).

const OUTBOX_CHANNEL = 'hadir_push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function findVapidKeys(db: Db): Promise<VapidKeys | undefined> {
  const rows = await db.query<VapidKeys>(
    'select public_key as "publicKey", private_key as "privateKey" from vapid_keys where id = 1',
  );
  return rows[0];
}

/** Two processes starting at once: the first insert wins, the other keeps the stored pair. */
export async function insertVapidKeys(db: Db, keys: VapidKeys) {
  await db.query('insert into vapid_keys (public_key, private_key) values ($1, $2) on conflict (id) do nothing', [
    keys.publicKey,
    keys.privateKey,
  ]);
}

/** Queues a push; the NOTIFY wakes the senders once the surrounding transaction commits. */
export async function enqueue(db: Db, to: Audience, payload: PushPayload) {
  await db.query('insert into push_outbox (user_ids, session_ids, payload) values ($1, $2, $3)', [
    'userIds' in to ? to.userIds : null,
    'sessionIds' in to ? to.sessionIds : null,
    JSON.stringify(payload),
  ]);
  await db.query('select pg_notify($1, $2)', [OUTBOX_CHANNEL, '']);
}

export const outboxChannel = OUTBOX_CHANNEL;

export interface OutboxRow {
  id: number;
  user_ids: number[] | null;
  session_ids: number[] | null;
  payload: PushPayload;
}

/** Takes queued pushes off the outbox; rows another process is taking are skipped, not waited for. */
export function claim(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `delete from push_outbox where id in (select id from push_outbox order by id limit $1 for update skip locked)
     returning id, user_ids, session_ids, payload`,
    [limit],
  );
}

/**
 * The subscriptions a push goes to: named sessions even if just revoked (FORCE_LOGOUT), otherwise live
 * sessions of active users. One browser signed in twice is one subscription.
 */
export async function subscriptions(db: Db, row: OutboxRow): Promise<string[]> {
  const rows = row.session_ids
    ? await db.query<{ s: string }>(
        'select distinct push_subscription as s from sessions where id = any($1::bigint[]) and push_subscription is not null',
        [row.session_ids],
      )
    : await db.query<{ s: string }>(
        `select distinct s.push_subscription as s from sessions s join users u on u.id = s.user_id and u.active
          where s.push_subscription is not null and s.revoked_at is null and s.expires_at > now()
            and ($1::bigint[] is null or s.user_id = any($1::bigint[]))`,
        [row.user_ids],
      );
  return rows.map((r) => r.s);
}

/** The push service says the subscription is gone (404/410): no session keeps sending to it. */
export async function forgetSubscription(db: Db, subscription: string) {
  await db.query('update sessions set push_subscription = null where push_subscription = $1', [subscription]);
}

/** A user's live sessions, except the one kept (an admin changing their own roles stays signed in). */
export async function liveSessionIds(db: Db, userId: number, keepSessionId?: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id from sessions where user_id = $1 and revoked_at is null and expires_at > now()
        and id is distinct from $2`,
    [userId, keepSessionId ?? null],
  );
  return rows.map((r) => r.id);
}
