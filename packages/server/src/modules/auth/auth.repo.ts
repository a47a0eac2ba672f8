import type { Db } from '../../platform/db.ts';

// The auth module owns credentials: users.password_hash, sessions and login_throttle.

export interface Credentials {
  id: number;
  username: string;
  fullname: string;
  /** Null until the account's login data e-mail leaves: no password signs in. */
  password_hash: string | null;
  active: boolean;
  must_change_password: boolean;
  roles: string[];
}

export async function findCredentials(db: Db, by: { username: string } | { id: number }) {
  const where = 'username' in by ? 'lower(u.username) = lower($1)' : 'u.id = $1';
  const rows = await db.query<Credentials>(
    `select u.id, u.username, u.fullname, u.password_hash, u.active, u.must_change_password,
            coalesce((select array_agg(r.nama order by r.id) from user_roles ur join roles r on r.id = ur.role_id
                      where ur.user_id = u.id), '{}') as roles
       from users u where ${where}`,
    ['username' in by ? by.username : by.id],
  );
  return rows[0];
}

export type ThrottleKind = 'pasangan' | 'akun' | 'alamat' | 'ganti';
export interface ThrottleKey {
  jenis: ThrottleKind;
  akun: string;
  alamat: string;
}
export interface ThrottleRule {
  /** Attempts in a window before any wait. */
  free: number;
  /** The wait after the first attempt past `free`, doubling with each further one, up to capSeconds. */
  baseSeconds: number;
  capSeconds: number;
  /** The counter starts over this long after its first attempt. */
  windowSeconds: number;
}

const KEY = 'jenis = $1 and akun = $2 and alamat = $3';
// The attempt number n after this one, and the wait it earns: none within `free`, then base * 2^(n - free).
// A window that starts after `at` means the clock went back (a test's clock, a stepped server clock): start over
// rather than make people wait for a time that has not come.
const EXPIRED = '(t.window_start <= $4::timestamptz - make_interval(secs => $5::float8) or t.window_start > $4::timestamptz)';
const NEXT_HITS = `case when ${EXPIRED} then 1 else t.hits + 1 end`;
const waitAfter = (n: string) =>
  `make_interval(secs => case when ${n} < $6::int then 0 else least($7::float8 * power(2, least(${n} - $6::int, 30)), $8::float8) end)`;

/**
 * Reserves one attempt in a single statement, so parallel requests cannot all pass a count read before any of
 * them was written: answers the attempt's number, or undefined when the key must still wait.
 */
export async function reserveAttempt(db: Db, key: ThrottleKey, rule: ThrottleRule, at: Date): Promise<number | undefined> {
  const [row] = await db.query<{ hits: number }>(
    `insert into login_throttle as t (jenis, akun, alamat, hits, window_start, next_at, updated_at)
     values ($1, $2, $3, 1, $4::timestamptz, $4::timestamptz + ${waitAfter('1')}, $4::timestamptz)
     on conflict (jenis, akun, alamat) do update set
       hits = ${NEXT_HITS},
       window_start = case when ${EXPIRED} then $4::timestamptz else t.window_start end,
       next_at = $4::timestamptz + ${waitAfter(NEXT_HITS)},
       updated_at = $4::timestamptz
     where t.next_at <= $4::timestamptz or ${EXPIRED}
     returning t.hits`,
    [key.jenis, key.akun, key.alamat, at, rule.windowSeconds, rule.free, rule.baseSeconds, rule.capSeconds],
  );
  return row?.hits;
}

/** Seconds until the key may try again (at least 1). */
export async function secondsToWait(db: Db, key: ThrottleKey, at: Date): Promise<number> {
  const [row] = await db.query<{ s: number }>(
    `select extract(epoch from next_at - $4::timestamptz)::float8 as s from login_throttle where ${KEY}`,
    [key.jenis, key.akun, key.alamat, at],
  );
  return Math.max(1, Math.ceil(Number(row?.s ?? 1)));
}

/** Gives back one reserved attempt (a success from an address is not a failure of that address). */
export async function releaseAttempt(db: Db, key: ThrottleKey) {
  await db.query(`update login_throttle set hits = greatest(hits - 1, 0) where ${KEY}`, [key.jenis, key.akun, key.alamat]);
}

export async function clearAttempts(db: Db, key: ThrottleKey) {
  await db.query(`delete from login_throttle where ${KEY}`, [key.jenis, key.akun, key.alamat]);
}

/** An address this account signed in from within `days`. */
export async function isKnownAddress(db: Db, akun: string, alamat: string, at: Date, days: number) {
  const rows = await db.query(
    `select 1 from login_throttle where jenis = 'dikenal' and akun = $1 and alamat = $2
        and window_start > $3::timestamptz - make_interval(days => $4::int)`,
    [akun, alamat, at, days],
  );
  return rows.length > 0;
}

/** Remembers a successful sign-in's address, and forgets counters and addresses nobody used for a while. */
export async function rememberAddress(db: Db, akun: string, alamat: string, at: Date, days: number) {
  await db.query(
    `insert into login_throttle (jenis, akun, alamat, hits, window_start, next_at, updated_at)
     values ('dikenal', $1, $2, 0, $3::timestamptz, $3::timestamptz, $3::timestamptz)
     on conflict (jenis, akun, alamat) do update set window_start = $3::timestamptz, updated_at = $3::timestamptz`,
    [akun, alamat, at],
  );
  // Counters end with their window (a day at most); two days keeps every live one.
  await db.query(`delete from login_throttle where updated_at < $1::timestamptz - interval '2 days' and jenis <> 'dikenal'`, [
    at,
  ]);
  await db.query(
    `delete from login_throttle where updated_at < $1::timestamptz - make_interval(days => $2::int) and jenis = 'dikenal'`,
    [at, days],
  );
}

/** Admin unlock: the account's own counters (its addresses' counters are shared with other accounts: kept). */
export async function clearAccountAttempts(db: Db, akun: string, userId: number) {
  await db.query(
    `delete from login_throttle where (jenis in ('pasangan', 'akun') and akun = $1) or (jenis = 'ganti' and akun = $2)`,
    [akun, String(userId)],
  );
}

export async function setPassword(db: Db, userId: number, passwordHash: string, mustChange: boolean) {
  await db.query('update users set password_hash = $2, must_change_password = $3, updated_at = now() where id = $1', [
    userId,
    passwordHash,
    mustChange,
  ]);
}

export async function countUsers(db: Db) {
  const [row] = await db.query<{ n: number }>('select count(*) as n from users');
  return row.n;
}

export async function insertAdmin(db: Db, username: string, passwordHash: string) {
  await db.tx(async (t) => {
    const [user] = await t.query<{ id: number }>(
      `insert into users (nip, username, fullname, password_hash, tipe_karyawan)
       values ('ADM-001', $1, 'Administrator', $2, 'Tetap') returning id`,
      [username, passwordHash],
    );
    await t.query(`insert into user_roles (user_id, role_id) select $1, id from roles where nama in ('Admin', 'Karyawan')`, [
      user.id,
    ]);
  });
}
