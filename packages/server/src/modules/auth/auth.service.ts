import crypto from 'node:crypto';
import type { ChangePasswordRequest, LoginRequest, LoginResponse } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isAdmin } from '../../platform/http.ts';
import {
  assertStrongPassword,
  hashPassword,
  temporaryPassword,
  verifyAgainstDummy,
  verifyPassword,
} from '../../platform/passwords.ts';
import { createSession, revokeSession, revokeUserSessions, type SessionUser } from '../../platform/sessions.ts';
import { FORCE_LOGOUT_MESSAGES, forceLogout, pushSubscriptionOrNull } from '../notifications/index.ts';
import * as repo from './auth.repo.ts';
import * as throttle from './auth.throttle.ts';

/**
 * Signs in. A wrong password, an unknown username and a deactivated account answer alike, after the same hash
 * work, so an answer never confirms that a password was right or that an account exists (decision 0018).
 */
export async function login(db: Db, input: LoginRequest, ip: string, sessionDays: number, at: Date): Promise<LoginResponse> {
  const ticket = await throttle.reserveSignIn(db, input.username, ip, at);
  const user = await repo.findCredentials(db, { username: input.username });
  let ok = false;
  if (user) ok = await verifyPassword(user.password_hash, input.password);
  else await verifyAgainstDummy(input.password);
  if (!user || !ok || !user.active) throw new AppError('INVALID_CREDENTIALS');
  await throttle.signInSucceeded(db, ticket, at);
  const token = await createSession(db, user.id, sessionDays, await pushSubscriptionOrNull(db, input.fcm_token));
  return {
    token,
    role: user.roles.join(','),
    username: user.username,
    fullname: user.fullname,
    must_change_password: user.must_change_password,
  };
}

export async function logout(db: Db, user: SessionUser) {
  await revokeSession(db, user.sessionId);
}

export async function me(db: Db, user: SessionUser) {
  const creds = await repo.findCredentials(db, { id: user.id });
  if (!creds) throw new AppError('UNAUTHENTICATED');
  return {
    id: creds.id,
    username: creds.username,
    fullname: creds.fullname,
    role: creds.roles.join(','),
    must_change_password: creds.must_change_password,
    bagian_admin: isAdmin(user) ? user.sections : [],
  };
}

/** Checks the old password (throttled per account), sets the new one and ends the user's other sessions. */
export async function changePassword(db: Db, user: SessionUser, input: ChangePasswordRequest, at: Date) {
  await throttle.reserveChangePassword(db, user.id, at);
  const creds = await repo.findCredentials(db, { id: user.id });
  if (!creds || !(await verifyPassword(creds.password_hash, input.password_lama))) throw new AppError('WRONG_PASSWORD');
  await throttle.changePasswordSucceeded(db, user.id);
  if (input.password_lama === input.password_baru) {
    throw new AppError('VALIDATION_ERROR', 'Password baru harus berbeda dari password lama.', {
      password_baru: 'Password baru harus berbeda dari password lama.',
    });
  }
  assertStrongPassword(input.password_baru, creds, 'password_baru', 'Password baru');
  const hashed = await hashPassword(input.password_baru);
  await db.tx(async (t) => {
    await repo.setPassword(t, user.id, hashed, false);
    await forceLogout(t, user.id, FORCE_LOGOUT_MESSAGES.passwordChanged, user.sessionId);
    await revokeUserSessions(t, user.id, user.sessionId);
  });
}

/** Admin: clears the account's sign-in and change-password counters (not those of the addresses it shares). */
export async function unlockSignIn(db: Db, userId: number) {
  const creds = await repo.findCredentials(db, { id: userId });
  if (!creds) throw notFound('Karyawan');
  await repo.clearAccountAttempts(db, creds.username.toLowerCase(), userId);
  return { message: `Kunci login ${creds.fullname} telah dibuka.` };
}

/**
 * The server operator's way back in (npm run reset-password -- <username>): a new temporary password, answered
 * once, to be changed at the next sign-in. The account's sessions end and its sign-in counters are cleared, since
 * a forgotten password usually comes with a locked sign-in.
 */
export async function resetForgottenPassword(db: Db, username: string) {
  const creds = await repo.findCredentials(db, { username: username.trim() });
  if (!creds) throw new AppError('NOT_FOUND', `Tidak ada akun dengan username "${username.trim()}".`);
  if (!creds.active) {
    throw new AppError(
      'CONFLICT',
      `Akun "${creds.username}" tidak aktif. Aktifkan kembali dari area admin dengan akun Admin lain.`,
    );
  }
  const password = temporaryPassword();
  const hashed = await hashPassword(password);
  await db.tx(async (t) => {
    await repo.setPassword(t, creds.id, hashed, true);
    await forceLogout(t, creds.id, FORCE_LOGOUT_MESSAGES.passwordChanged);
    await revokeUserSessions(t, creds.id);
    await repo.clearAccountAttempts(t, creds.username.toLowerCase(), creds.id);
  });
  return { username: creds.username, fullname: creds.fullname, roles: creds.roles, password };
}

/** On an empty database, creates the first Admin. Returns the generated password when none was given. */
export async function ensureFirstAdmin(db: Db, username: string, password: string | undefined) {
  if ((await repo.countUsers(db)) > 0) return undefined;
  if (password !== undefined) {
    try {
      assertStrongPassword(password, { username, fullname: 'Administrator' });
    } catch (err) {
      throw new Error(`ADMIN_PASSWORD ditolak: ${(err as Error).message} Pilih password lain untuk Admin pertama.`);
    }
  }
  const chosen = password ?? crypto.randomBytes(12).toString('base64url');
  await repo.insertAdmin(db, username, await hashPassword(chosen));
  return password ? undefined : chosen;
}
