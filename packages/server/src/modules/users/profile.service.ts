import {
  DATA_PRIBADI_HR_FIELDS,
  type DataKaryawan,
  type DataKontak,
  type DataPribadiSaya,
  type NotificationPreference,
  type zDataKontakRequest,
  type zDataPribadiRequest,
} from '@hadir/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type SessionUser, setSessionPushSubscription } from '../../platform/sessions.ts';
import { checkPushSubscription, mailEnabled } from '../notifications/index.ts';
import * as dataChange from './data-change.service.ts';
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

/** The own personal data with the bank account, and the change of tax and bank data waiting for HR. */
export async function getPribadi(db: Db, user: SessionUser): Promise<DataPribadiSaya> {
  const detail = await me(db, user);
  return {
    ...pick(detail, PRIBADI),
    nama_bank: detail.nama_bank,
    no_rekening: detail.no_rekening,
    menunggu_persetujuan: await dataChange.pendingOf(db, user.id),
  };
}

/** Other personal fields save at once; tax and bank data (HR's fields) become a request HR approves. */
export async function updatePribadi(db: Db, user: SessionUser, input: z.output<typeof zDataPribadiRequest>) {
  const direct = pick(
    input,
    PRIBADI.filter((k) => !(DATA_PRIBADI_HR_FIELDS as readonly string[]).includes(k)),
  );
  const asked = Object.fromEntries(
    DATA_PRIBADI_HR_FIELDS.filter((k) => input[k] !== undefined).map((k) => [k, input[k] ?? null]),
  );
  const filing = await db.tx(async (tx) => {
    // Filing first: it may withdraw the pending request (its approvals row) before this users row is locked, the
    // order an approval takes them in, so the two never wait on each other.
    const filed = await dataChange.fileChange(tx, user, asked);
    await repo.updateOwnFields(tx, user.id, { ...direct, tanggal_lahir: input.tanggal_lahir ?? null });
    return filed;
  });
  return { ...(await getPribadi(db, user)), message: dataChange.filingMessage(filing) };
}

export const getKaryawan = async (db: Db, user: SessionUser): Promise<DataKaryawan> => pick(await me(db, user), KARYAWAN);

export function usersByPic(db: Db, user: SessionUser, q: { page: number; size: number; search?: string }) {
  return repo.listRefs(db, { ...q, picOf: user.id });
}

/** Active people with only what the PIC picker shows: id, NIP and name. */
export async function findUsers(db: Db, q: { page: number; size: number; search?: string }) {
  const { items, total } = await repo.listRefs(db, q);
  return { items: items.map(({ id, nip, fullname }) => ({ id, nip, fullname })), total };
}

/** The push subscription belongs to this sign-in (device), so it is kept on the session. */
export async function updateFcmToken(db: Db, user: SessionUser, token: string | null) {
  await checkPushSubscription(db, token);
  await setSessionPushSubscription(db, user.sessionId, token || null);
}

export async function getNotificationPreference(db: Db, user: SessionUser): Promise<NotificationPreference> {
  const choice = await repo.findNotificationChoice(db, user.id);
  return { notifikasi_email: choice.notifikasi_email, email: choice.email, email_aktif: await mailEnabled(db) };
}

/** Approval notifications by e-mail as well: only where e-mail is sent, and to an address the person gave. */
export async function setNotificationPreference(db: Db, user: SessionUser, byEmail: boolean) {
  if (byEmail) {
    if (!(await mailEnabled(db))) throw new AppError('CONFLICT', 'Pengiriman email belum diaktifkan. Hubungi HRD.');
    if (!(await repo.findNotificationChoice(db, user.id)).email) {
      const message = 'Isi alamat email di Data Kontak terlebih dahulu.';
      throw new AppError('VALIDATION_ERROR', message, { notifikasi_email: message });
    }
  }
  await repo.setNotificationChoice(db, user.id, byEmail);
  return getNotificationPreference(db, user);
}
