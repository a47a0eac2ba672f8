import type { DataKaryawan, DataKontak, DataPribadi, zDataKontakRequest, zDataPribadiRequest } from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type SessionUser, setSessionPushSubscription } from '../../platform/sessions.ts';
import * as repo from './users.repo.ts';

// The caller's own record only: every function takes the session user, never an id from the client.

const KONTAK = ['email', 'no_hp', 'alamat', 'kontak_darurat_nama', 'kontak_darurat_hubungan', 'kontak_darurat_no_hp'] as const;
const PRIBADI = [
  'nik',
  'tempat_lahir',
  'tanggal_lahir',
  'jenis_kelamin',
  'agama',
  'status_perkawinan',
  'status_ptkp',
  'npwp',
] as const;
const KARYAWAN = [
  'nip',
  'username',
  'fullname',
  'roles',
  'jabatan',
  'lokasi',
  'jadwal_kerja',
  'tipe_karyawan',
  'tanggal_masuk',
  'nama_bank',
  'no_rekening',
  'no_bpjs_kesehatan',
  'no_bpjs_ketenagakerjaan',
  'pics',
] as const;

function pick<T extends object, K extends keyof T>(obj: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, obj[k]])) as Pick<T, K>;
}

async function me(db: Db, user: SessionUser) {
  const detail = await repo.findDetail(db, user.id);
  // The session check already proved the user exists and is active.
  if (!detail) throw new AppError('UNAUTHENTICATED');
  return detail;
}

export const getKontak = async (db: Db, user: SessionUser): Promise<DataKontak> => pick(await me(db, user), KONTAK);

export async function updateKontak(db: Db, user: SessionUser, input: z.output<typeof zDataKontakRequest>) {
  await repo.updateOwnFields(db, user.id, pick(input, KONTAK));
  return getKontak(db, user);
}

export const getPribadi = async (db: Db, user: SessionUser): Promise<DataPribadi> => pick(await me(db, user), PRIBADI);

export async function updatePribadi(db: Db, user: SessionUser, input: z.output<typeof zDataPribadiRequest>) {
  await repo.updateOwnFields(db, user.id, { ...pick(input, PRIBADI), tanggal_lahir: input.tanggal_lahir ?? null });
  return getPribadi(db, user);
}

export const getKaryawan = async (db: Db, user: SessionUser): Promise<DataKaryawan> => pick(await me(db, user), KARYAWAN);

export function usersByPic(db: Db, user: SessionUser, q: { page: number; size: number; search?: string }) {
  return repo.listRefs(db, { ...q, picOf: user.id });
}

export function findUsers(db: Db, q: { page: number; size: number; search?: string }) {
  return repo.listRefs(db, q);
}

/** The push subscription belongs to this sign-in (device), so it is kept on the session. */
export async function updateFcmToken(db: Db, user: SessionUser, token: string | null) {
  await setSessionPushSubscription(db, user.sessionId, token || null);
}
