import { ROLE_ADMIN, type zCreateUserRequest, type zUpdateUserRequest, type zUserListQuery } from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { assertStrongPassword, hashPassword, temporaryPassword } from '../../platform/passwords.ts';
import { revokeUserSessions, type SessionUser } from '../../platform/sessions.ts';
import { FORCE_LOGOUT_MESSAGES, forceLogout, mailEnabled, withdrawLoginDataMail } from '../notifications/index.ts';
import { guardAccountChange, guardOwnPay } from './account-guard.ts';
import { mailedAnswer, queueLoginData, setTemporaryLogin, shownAnswer } from './login-data.ts';
import * as repo from './users.repo.ts';

type CreateInput = z.output<typeof zCreateUserRequest>;
type UpdateInput = z.output<typeof zUpdateUserRequest>;
type Fields = Omit<UpdateInput, 'active'>;

function fieldError(errors: Record<string, string>): never {
  throw new AppError('VALIDATION_ERROR', Object.values(errors)[0], errors);
}

const isAdminRole = (roles: string[]) => roles.some((r) => r.toLowerCase() === ROLE_ADMIN.toLowerCase());

/** Checks every reference of the body and returns the role ids and column values to store. */
async function resolveFields(db: Db, input: Fields, userId: number | null) {
  const errors: Record<string, string> = {};
  const roles = await repo.findRoles(db, input.roles);
  const known = new Set(roles.map((r) => r.nama.toLowerCase()));
  const unknown = input.roles.filter((r) => !known.has(r.toLowerCase()));
  if (unknown.length) errors.roles = `Peran tidak ditemukan: ${unknown.join(', ')}.`;
  const cols: repo.UserColumns = {
    nip: input.nip,
    username: input.username,
    fullname: input.fullname,
    jabatan_id: input.jabatan_id ?? null,
    lokasi_id: input.lokasi_id ?? null,
    jadwal_kerja_id: input.jadwal_kerja_id ?? null,
    grup_gaji_id: input.grup_gaji_id ?? null,
    tipe_karyawan: input.tipe_karyawan,
    tanggal_masuk: input.tanggal_masuk ?? null,
    email: input.email,
    no_hp: input.no_hp,
    nama_bank: input.nama_bank,
    no_rekening: input.no_rekening,
    no_bpjs_kesehatan: input.no_bpjs_kesehatan,
    no_bpjs_ketenagakerjaan: input.no_bpjs_ketenagakerjaan,
    nik: input.nik,
    npwp: input.npwp,
    status_ptkp: input.status_ptkp,
  };
  const missing = await repo.missingRefs(db, cols);
  if (missing.jabatan) errors.jabatan_id = 'Jabatan tidak ditemukan.';
  if (missing.lokasi) errors.lokasi_id = 'Lokasi tidak ditemukan.';
  if (missing.jadwal) errors.jadwal_kerja_id = 'Jadwal kerja tidak ditemukan.';
  if (missing.grup_gaji) errors.grup_gaji_id = 'Grup gaji tidak ditemukan.';
  if (userId !== null && input.pic_ids.includes(userId)) {
    errors.pic_ids = 'Karyawan tidak dapat menjadi PIC dirinya sendiri.';
  } else {
    const active = new Set(await repo.activeUserIds(db, input.pic_ids));
    if (input.pic_ids.some((id) => !active.has(id))) errors.pic_ids = 'PIC tidak ditemukan atau sudah tidak aktif.';
  }
  if (Object.keys(errors).length) fieldError(errors);

  const taken = await repo.findConflicts(db, input.nip, input.username, userId);
  if (taken.nip) throw new AppError('DUPLICATE', 'NIP sudah dipakai karyawan lain.', { nip: 'NIP sudah dipakai karyawan lain.' });
  if (taken.username) throw new AppError('DUPLICATE', 'Username sudah dipakai.', { username: 'Username sudah dipakai.' });
  return { cols, roleIds: roles.map((r) => r.id), roleNames: roles.map((r) => r.nama) };
}

/** A unique index that fires after the pre-check (two admins saving at once) still gets the specific message. */
async function withDuplicateMessages<T>(db: Db, input: Fields, userId: number | null, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') await resolveFields(db, input, userId);
    throw err;
  }
}

export async function list(db: Db, q: z.output<typeof zUserListQuery>) {
  const active = q.status === 'aktif' ? true : q.status === 'nonaktif' ? false : null;
  return repo.listUsers(db, { ...q, active });
}

/**
 * The account rule for calls outside this module that act on someone's account (face reset, allowed locations):
 * what the caller may not change here, they may not change there.
 */
export async function guardAccountOf(db: Db, by: SessionUser, userId: number) {
  const user = await repo.findDetail(db, userId);
  if (user) guardAccountChange(by, 'ubah', { roles: user.roles, pic_ids: [] });
}

export async function get(db: Db, id: number) {
  const user = await repo.findDetail(db, id);
  if (!user) throw notFound('Karyawan');
  return user;
}

/** The account, locked for this transaction, as the account guard judges it. */
async function lockedAccount(t: Db, id: number) {
  await repo.lockUser(t, id);
  const user = await get(t, id);
  return { user, state: { roles: user.roles, pic_ids: user.pics.map((p) => p.id) } };
}

/**
 * Creates an account. A password HR chose is theirs to hand over; without one the server makes the login data: by
 * e-mail when it can (the account has no password until the e-mail leaves), otherwise answered once.
 */
export async function create(db: Db, by: SessionUser, input: CreateInput, appUrl: string) {
  if (input.password !== undefined) assertStrongPassword(input.password, input);
  const mailTo = input.password === undefined && input.email && (await mailEnabled(db)) ? input.email : undefined;
  const generated = input.password === undefined && !mailTo ? temporaryPassword() : undefined;
  const chosen = input.password ?? generated;
  const hash = chosen === undefined ? null : await hashPassword(chosen);
  const id = await withDuplicateMessages(db, input, null, () =>
    db.tx(async (t) => {
      const { cols, roleIds, roleNames } = await resolveFields(t, input, null);
      guardAccountChange(by, 'buat', null, { roles: roleNames, pic_ids: input.pic_ids });
      const newId = await repo.insertUser(t, cols, hash, input.password === undefined);
      if (input.jp_setelah_usia_pensiun) await repo.setJpSetelahUsiaPensiun(t, newId, true);
      await repo.setRoles(t, newId, roleIds);
      await repo.setPics(t, newId, input.pic_ids);
      if (mailTo) await queueLoginData(t, [newId]);
      return newId;
    }),
  );
  const user = await get(db, id);
  const made = `Akun ${user.fullname} telah dibuat.`;
  if (mailTo) return { ...user, data_login: mailedAnswer(mailTo, `${made} Data login sedang dikirim ke ${mailTo}.`) };
  if (generated) return { ...user, data_login: await shownAnswer(db, user, generated, appUrl, made) };
  return user;
}

/** Refuses what would leave the company without an active Admin. Call inside a transaction. */
async function guardLastAdmin(db: Db, userId: number, message: string) {
  if ((await repo.countOtherActiveAdmins(db, userId)) === 0) throw new AppError('CONFLICT', message);
}

export async function update(db: Db, by: SessionUser, id: number, input: UpdateInput) {
  await withDuplicateMessages(db, input, id, () =>
    db.tx(async (t) => {
      const { user: before, state } = await lockedAccount(t, id);
      const { cols, roleIds, roleNames } = await resolveFields(t, input, id);
      const deactivating = before.active && input.active === false;
      const action = deactivating ? 'nonaktifkan' : !before.active && input.active ? 'aktifkan' : 'ubah';
      guardAccountChange(by, action, state, { roles: roleNames, pic_ids: input.pic_ids });
      guardOwnPay(by, id, before, cols);
      const wasAdmin = isAdminRole(before.roles);
      if (deactivating && id === by.id) throw new AppError('CONFLICT', 'Anda tidak dapat menonaktifkan akun Anda sendiri.');
      if (wasAdmin && before.active && (!isAdminRole(roleNames) || deactivating)) {
        await guardLastAdmin(t, id, 'Tidak dapat mencabut peran atau menonaktifkan Admin aktif terakhir.');
      }
      await repo.updateUser(t, id, cols);
      await repo.setJpSetelahUsiaPensiun(t, id, input.jp_setelah_usia_pensiun ?? false);
      await repo.setRoles(t, id, roleIds);
      await repo.setPics(t, id, input.pic_ids);
      if (input.active !== undefined) await repo.setActive(t, id, input.active);
      const sameRoles = before.roles.length === roleNames.length && roleNames.every((r) => before.roles.includes(r));
      // New roles or a deactivation take effect at once: the person signs in again (the caller keeps their own session).
      if (!sameRoles || deactivating) {
        const keep = id === by.id ? by.sessionId : undefined;
        await forceLogout(t, id, FORCE_LOGOUT_MESSAGES[deactivating ? 'deactivated' : 'rolesChanged'], keep);
        await revokeUserSessions(t, id, keep);
      }
    }),
  );
  return get(db, id);
}

/** DELETE /users/{id}: deactivates and keeps the person's history; their sessions end at once. */
export async function deactivate(db: Db, by: SessionUser, id: number) {
  await db.tx(async (t) => {
    const { user, state } = await lockedAccount(t, id);
    if (id === by.id) throw new AppError('CONFLICT', 'Anda tidak dapat menonaktifkan akun Anda sendiri.');
    guardAccountChange(by, 'nonaktifkan', state);
    if (!user.active) return;
    if (isAdminRole(user.roles)) await guardLastAdmin(t, id, 'Tidak dapat menonaktifkan Admin aktif terakhir.');
    await repo.setActive(t, id, false);
    await forceLogout(t, id, FORCE_LOGOUT_MESSAGES.deactivated);
    await revokeUserSessions(t, id);
  });
}

/**
 * Issues new login data; the person must change the password at the next sign-in. By e-mail when the person has an
 * address and e-mail is on (the sender makes and sets the password when it leaves); otherwise made now, the old one
 * ends with the sessions, and the new one is answered this once.
 */
export async function resendLoginData(db: Db, by: SessionUser, userId: number, appUrl: string) {
  const check = async (t: Db) => {
    const { user, state } = await lockedAccount(t, userId);
    guardAccountChange(by, 'reset', state);
    if (!user.active) throw new AppError('CONFLICT', 'Akun karyawan ini tidak aktif. Aktifkan kembali terlebih dahulu.');
    return user;
  };
  // Refused before the (slow) hash; queued at once when it goes by e-mail.
  const mailed = await db.tx(async (t) => {
    const user = await check(t);
    return (await queueLoginData(t, [userId])).queued ? user : undefined;
  });
  if (mailed?.email) {
    return mailedAnswer(mailed.email, `Data login baru untuk ${mailed.fullname} sedang dikirim ke ${mailed.email}.`);
  }
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  // Judged again under the lock in case the account changed meanwhile.
  const user = await db.tx(async (t) => {
    const checked = await check(t);
    // A login data e-mail still waiting would replace the password shown now.
    await withdrawLoginDataMail(t, userId);
    await setTemporaryLogin(t, userId, hash);
    return checked;
  });
  return shownAnswer(db, user, password, appUrl, `Data login baru untuk ${user.fullname} telah dibuat.`);
}

export async function possiblePics(db: Db, id: number, q: { page: number; size: number; search?: string }) {
  await get(db, id);
  return repo.listRefs(db, { ...q, exceptId: id });
}
