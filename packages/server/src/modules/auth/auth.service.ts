import crypto from 'node:crypto';
import type { ChangePasswordRequest, LoginRequest, LoginResponse } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { isAdmin } from '../../platform/http.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../platform/passwords.ts';
import { createSession, revokeSession, revokeUserSessions, type SessionUser } from '../../platform/sessions.ts';
import { FORCE_LOGOUT_MESSAGES, forceLogout } from '../notifications/index.ts';
import * as repo from './auth.repo.ts';

// Throttle window and limits: a person mistyping gets several tries; a script guessing does not.
const WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_USERNAME = 5;
const MAX_FAILURES_PER_IP = 30;

export async function login(db: Db, input: LoginRequest, ip: string, sessionDays: number): Promise<LoginResponse> {
  const recent = await repo.countRecentFailures(db, input.username, ip, WINDOW_MINUTES);
  if (recent.by_user >= MAX_FAILURES_PER_USERNAME || recent.by_ip >= MAX_FAILURES_PER_IP) {
    throw new AppError('TOO_MANY_ATTEMPTS', 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.');
  }
  const user = await repo.findCredentials(db, { username: input.username });
  let ok = false;
  if (user) ok = await verifyPassword(user.password_hash, input.password);
  else await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await repo.recordFailure(db, input.username, ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.active) throw new AppError('ACCOUNT_INACTIVE');
  await repo.clearFailures(db, input.username);
  const token = await createSession(db, user.id, sessionDays, input.fcm_token);
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

/** Checks the old password, sets the new one and ends the user's other sessions. */
export async function changePassword(db: Db, user: SessionUser, input: ChangePasswordRequest) {
  const creds = await repo.findCredentials(db, { id: user.id });
  if (!creds || !(await verifyPassword(creds.password_hash, input.password_lama))) throw new AppError('WRONG_PASSWORD');
  if (input.password_lama === input.password_baru) {
    throw new AppError('VALIDATION_ERROR', 'Password baru harus berbeda dari password lama.', {
      password_baru: 'Password baru harus berbeda dari password lama.',
    });
  }
  const hashed = await hashPassword(input.password_baru);
  await db.tx(async (t) => {
    await repo.setPassword(t, user.id, hashed, false);
    await forceLogout(t, user.id, FORCE_LOGOUT_MESSAGES.passwordChanged, user.sessionId);
    await revokeUserSessions(t, user.id, user.sessionId);
  });
}

/** On an empty database, creates the first Admin. Returns the generated password when none was given. */
export async function ensureFirstAdmin(db: Db, username: string, password: string | undefined) {
  if ((await repo.countUsers(db)) > 0) return undefined;
  const chosen = password ?? crypto.randomBytes(12).toString('base64url');
  await repo.insertAdmin(db, username, await hashPassword(chosen));
  return password ? undefined : chosen;
}
