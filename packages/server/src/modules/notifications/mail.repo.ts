import type { Db } from '../../platform/db.ts';

// Tables: mail_outbox, mail_status; reads users for the recipient's name, address and choice.

const OUTBOX_CHANNEL = 'hadir_mail';
export const mailChannel = OUTBOX_CHANNEL;

/** What an approval notification e-mail says; rendered when it is sent. `tautan` is a path of the web app. */
export interface Notice {
  judul: string;
  isi: string;
  tautan: string;
}

export async function setMailStatus(db: Db, aktif: boolean) {
  await db.query(
    `insert into mail_status (aktif) values ($1)
     on conflict (id) do update set aktif = excluded.aktif, updated_at = now()`,
    [aktif],
  );
}

// In every queueing statement: nothing is queued while this installation sends no e-mail.
const MAIL_ON = '(select aktif from mail_status where id = 1)';
const HAS_ADDRESS = "u.active and coalesce(u.email, '') <> ''";

export async function mailEnabled(db: Db): Promise<boolean> {
  const [row] = await db.query<{ aktif: boolean | null }>(`select ${MAIL_ON} as aktif`);
  return row.aktif === true;
}

async function wake(db: Db) {
  await db.query('select pg_notify($1, $2)', [OUTBOX_CHANNEL, '']);
}

/**
 * Queues the login data e-mail of those of `userIds` who are active and have an address; answers their ids. Asking
 * again while one waits makes it due now (and starts its attempts over) instead of queueing a second one.
 */
export async function enqueueLoginData(db: Db, userIds: number[]): Promise<number[]> {
  const rows = await db.query<{ user_id: number }>(
    `insert into mail_outbox (jenis, user_id)
     select 'data-login', u.id from users u where u.id = any($1::bigint[]) and ${HAS_ADDRESS} and ${MAIL_ON}
     on conflict (user_id) where jenis = 'data-login' do update set next_at = now(), attempts = 0, last_error = null
     returning user_id`,
    [userIds],
  );
  if (rows.length) await wake(db);
  return rows.map((r) => r.user_id);
}

/** Drops a waiting login data e-mail: the person was just given a password another way. */
export async function withdrawLoginData(db: Db, userId: number) {
  await db.query(`delete from mail_outbox where jenis = 'data-login' and user_id = $1`, [userId]);
}

/** Queues a notification e-mail to those of `userIds` who chose e-mail and have an address. */
export async function enqueueNotice(db: Db, userIds: number[], notice: Notice) {
  const rows = await db.query(
    `insert into mail_outbox (jenis, user_id, pesan)
     select 'notifikasi', u.id, $2::jsonb from users u
      where u.id = any($1::bigint[]) and u.notifikasi_email and ${HAS_ADDRESS} and ${MAIL_ON}
     returning id`,
    [userIds, JSON.stringify(notice)],
  );
  if (rows.length) await wake(db);
}

export type OutboxMail =
  | { id: number; jenis: 'data-login'; user_id: number; pesan: null; attempts: number }
  | { id: number; jenis: 'notifikasi'; user_id: number; pesan: Notice; attempts: number };

/**
 * Takes the e-mails due at `now` and holds them for `holdSeconds` while they are sent; rows another sender is
 * taking are skipped, not waited for. Each take counts as an attempt.
 */
export async function claim(db: Db, now: Date, limit: number, holdSeconds: number): Promise<OutboxMail[]> {
  const rows = await db.query<OutboxMail>(
    `update mail_outbox set attempts = attempts + 1, locked_until = $1::timestamptz + make_interval(secs => $3)
      where id in (select id from mail_outbox
                    where next_at <= $1 and (locked_until is null or locked_until <= $1)
                    order by id limit $2 for update skip locked)
      returning id, jenis, user_id, pesan, attempts`,
    [now, limit, holdSeconds],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** Takes a row off the outbox; false when it was gone already (withdrawn). */
export async function remove(db: Db, id: number): Promise<boolean> {
  return (await db.query('delete from mail_outbox where id = $1 returning id', [id])).length > 0;
}

export async function retryAt(db: Db, id: number, at: Date, error: string) {
  await db.query('update mail_outbox set locked_until = null, next_at = $2, last_error = $3 where id = $1', [id, at, error]);
}

export interface Recipient {
  fullname: string;
  email: string | null;
  active: boolean;
  notifikasi_email: boolean;
}

export async function recipient(db: Db, userId: number): Promise<Recipient | undefined> {
  const [row] = await db.query<Recipient>('select fullname, email, active, notifikasi_email from users where id = $1', [userId]);
  return row;
}
