import type { Db } from '../../platform/db.ts';

// The auth module owns credentials: users.password_hash, sessions and login_failures.

export interface Credentials {
  id: number;
  username: string;
  fullname: string;
  password_hash: string;
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

export async function countRecentFailures(db: Db, username: string, ip: string, minutes: number) {
  const [row] = await db.query<{ by_user: number; by_ip: number }>(
    `select count(*) filter (where lower(username) = lower($1)) as by_user,
            count(*) filter (where ip = $2) as by_ip
       from login_failures
      where at > now() - make_interval(mins => $3) and (lower(username) = lower($1) or ip = $2)`,
    [username, ip, minutes],
  );
  return row;
}

export async function recordFailure(db: Db, username: string, ip: string) {
  await db.query('insert into login_failures (username, ip) values ($1, $2)', [username.slice(0, 100), ip]);
  // Keep the table small: anything older than a day no longer matters.
  await db.query("delete from login_failures where at < now() - interval '1 day'");
}

export async function clearFailures(db: Db, username: string) {
  await db.query('delete from login_failures where lower(username) = lower($1)', [username]);
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
