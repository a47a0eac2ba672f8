import crypto from 'node:crypto';
import type { AdminSection } from '@hadir/contract/roles';
import type { Db } from './db.ts';

export interface SessionUser {
  id: number;
  username: string;
  fullname: string;
  roles: string[];
  /**
   * Admin sections the user opens: null = every section (Admin, or HRD holding no custom role); otherwise the
   * union of the sections of their custom roles (decision 0015). Only meaningful for Admin/HRD.
   */
  sections: AdminSection[] | null;
  sessionId: number;
  /** A temporary password (resent login data) must be replaced before anything else. */
  mustChangePassword: boolean;
}

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, days: number, pushSubscription?: string | null) {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at, push_subscription)
     values ($1, $2, now() + make_interval(days => $3), $4)`,
    [sha256(token), userId, days, pushSubscription ?? null],
  );
  return token;
}

/**
 * SQL: the admin sections of the user row `u` (see SessionUser.sections: null = every section). Read on every
 * request so that a role change applies at once; also used to find who is notified of waiting requests.
 */
export const sectionsOfUser = (u: string) => `case
  when exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${u}.id and r.nama = 'Admin')
    or not exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${u}.id and not r.builtin)
  then null
  else coalesce((select array_agg(distinct rb.bagian) from user_roles ur join role_bagian rb on rb.role_id = ur.role_id
                  where ur.user_id = ${u}.id), '{}') end`;

/** The live session's user, or undefined for a missing, forged, expired or revoked token or inactive user. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const rows = await db.query<SessionUser>(
    `select u.id, u.username, u.fullname, s.id as "sessionId", u.must_change_password as "mustChangePassword",
            coalesce((select array_agg(r.nama order by r.id) from user_roles ur join roles r on r.id = ur.role_id
                      where ur.user_id = u.id), '{}') as roles,
            ${sectionsOfUser('u')} as sections
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now() and u.active`,
    [sha256(token)],
  );
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: number) {
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [sessionId]);
}

/** Ends every session of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(db: Db, userId: number, keepSessionId?: number) {
  await db.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null and id is distinct from $2', [
    userId,
    keepSessionId ?? null,
  ]);
}

export async function setSessionPushSubscription(db: Db, sessionId: number, subscription: string | null) {
  await db.query('update sessions set push_subscription = $2 where id = $1', [sessionId, subscription]);
}
