import { type FaceConsent, type FaceRegisterRequest, type FaceRegisterResponse, PHOTO_MAX_BYTES } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { deleteFileRows, type FileStore, parseImageDataUrl } from '../../platform/files.ts';
import { submit } from '../approvals/index.ts';
import { type FaceEngine, FaceError, type FaceErrorReason } from '../face/index.ts';
import { securitySettings } from '../settings/index.ts';
import { guardAccountOf } from '../users/index.ts';
import * as repo from './face-registration.repo.ts';
import { formatAngka } from '@hadir/contract';

/** Refusals about one photo's content name the photo; engine trouble (busy, timeout) does not. */
const ABOUT_THE_PHOTO: FaceErrorReason[] = ['NO_FACE', 'MULTIPLE_FACES', 'INVALID_IMAGE', 'UNSUPPORTED_IMAGE', 'IMAGE_TOO_LARGE'];

/** Describes one photo of a numbered set (owner: whose turn it is in the engine's fair queue). */
export function describeNumbered(engine: FaceEngine, bytes: Uint8Array, label: string, owner: number) {
  return numbered(engine.describe(bytes, { owner }), label);
}

/** The face work of one photo of a numbered set, its refusals about the photo naming it ("Foto kedua: ..."). */
export async function numbered<T>(work: Promise<T>, label: string): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof FaceError && ABOUT_THE_PHOTO.includes(err.reason)) {
      throw new AppError(err.code, `${label}: ${err.message}`);
    }
    throw err;
  }
}

/** The wording's version: raise it whenever CONSENT_TEXT changes, so that a consent names the text it agreed to. */
export const CONSENT_VERSION = 1;

const consentText = (bulan: number) =>
  'Saya setuju perusahaan menyimpan foto wajah saya dan data pengenal wajah yang dihitung darinya, semata-mata untuk ' +
  'memastikan bahwa absen masuk dan pulang dilakukan oleh saya sendiri. Foto absen disimpan paling lama ' +
  `${bulan} bulan. Foto dan data wajah pendaftaran dihapus paling lama ${bulan} bulan setelah saya tidak lagi ` +
  'bekerja di perusahaan, atau lebih awal bila saya memintanya kepada HRD, sesuai Undang-Undang Pelindungan Data Pribadi.';

/** The consent a person gives before registering a face, with the retention months in force. */
export async function consent(db: Db): Promise<FaceConsent> {
  const { retensi_foto_bulan } = await securitySettings(db);
  return { versi: CONSENT_VERSION, teks: consentText(retensi_foto_bulan), retensi_foto_bulan };
}

const ROUTE = '/face-recognition/register';
const score = (n: number) => formatAngka(n);

/**
 * Registers the caller's face from 2-5 live photos (each exactly one face, all the same person), with their consent.
 * A first registration takes effect at once. Re-registering a registered face takes effect at once only when every
 * new photo matches the registered face (a live match); otherwise it becomes a 'registrasi-wajah' request for HR,
 * and the registration in force stays. Every path is written to the audit log.
 */
export async function register(
  db: Db,
  store: FileStore,
  engine: FaceEngine,
  userId: number,
  input: FaceRegisterRequest,
): Promise<FaceRegisterResponse> {
  const agreed = await consent(db);
  if (input.versi_persetujuan !== agreed.versi) {
    throw new AppError('CONFLICT', 'Teks persetujuan sudah diperbarui. Muat ulang halaman, baca, lalu setujui kembali.');
  }
  const images = input.photos.map((p, i) => parseImageDataUrl(p, PHOTO_MAX_BYTES, `Foto ${i + 1}`));
  // All photos go to the engine at once; a refusal names the first bad photo in order, not the first to finish.
  const settled = await Promise.allSettled(images.map((img, i) => describeNumbered(engine, img.bytes, `Foto ${i + 1}`, userId)));
  const refused = settled.find((r) => r.status === 'rejected');
  if (refused) throw refused.reason;
  const descriptors = settled.map((r) => (r as PromiseFulfilledResult<{ descriptor: number[] }>).value.descriptor);
  for (let i = 0; i < descriptors.length; i++) {
    for (let j = i + 1; j < descriptors.length; j++) {
      if (engine.compare(descriptors[i], descriptors[j]) > engine.threshold) {
        throw new AppError('BAD_REQUEST', 'Foto-foto tidak menunjukkan wajah yang sama.');
      }
    }
  }
  const staged = await store.stage(
    images.map((img, i) => ({ bytes: img.bytes, nama: `wajah-${i + 1}.${img.ext}`, tipe: img.tipe })),
  );
  const given = { at: new Date(), versi: agreed.versi, teks: agreed.teks };
  let result: { answer: FaceRegisterResponse; oldKeys: string[] };
  try {
    result = await db.tx(async (t) => {
      if (!(await repo.lockUser(t, userId))) throw new AppError('UNAUTHENTICATED');
      const ids = await staged.record(t, userId, { biometrik: true });
      const current = await repo.findDescriptors(t, userId);
      if (!current) {
        const oldKeys = await deleteFileRows(t, await repo.replace(t, userId, descriptors, ids, given));
        await repo.audit(
          t,
          userId,
          userId,
          ROUTE,
          `Mendaftarkan wajah (${ids.length} foto) dengan persetujuan versi ${agreed.versi}.`,
        );
        return {
          oldKeys,
          answer: { face_registration_status: true, menunggu_persetujuan: false, message: 'Wajah berhasil didaftarkan.' },
        };
      }
      // The weakest of the new photos against the registered face decides: every one must be the same person.
      const matches = descriptors.map((d) => engine.match(d, current));
      const worst = matches.reduce((a, b) => (b.distance > a.distance ? b : a));
      if (worst.accepted) {
        const oldKeys = await deleteFileRows(t, await repo.replace(t, userId, descriptors, ids, given));
        await repo.audit(
          t,
          userId,
          userId,
          ROUTE,
          `Mengganti registrasi wajah: foto baru cocok dengan wajah terdaftar (kemiripan ${score(worst.similarity)}).`,
        );
        return {
          oldKeys,
          answer: { face_registration_status: true, menunggu_persetujuan: false, message: 'Wajah berhasil didaftarkan.' },
        };
      }
      if (await repo.hasPendingRequest(t, userId)) {
        throw new AppError('CONFLICT', 'Pengajuan registrasi wajah Anda masih menunggu persetujuan HRD.');
      }
      const requestId = await repo.insertRequest(t, userId, descriptors, ids, worst.similarity, given);
      await submit(t, { tipe: 'registrasi-wajah', requestId, requesterId: userId });
      await repo.audit(
        t,
        userId,
        userId,
        ROUTE,
        `Mengajukan registrasi wajah baru yang tidak cocok dengan wajah terdaftar (kemiripan ${score(worst.similarity)}); menunggu persetujuan HRD.`,
      );
      return {
        oldKeys: [],
        answer: {
          face_registration_status: true,
          menunggu_persetujuan: true,
          message:
            'Wajah baru tidak cocok dengan wajah yang terdaftar, jadi pendaftaran ulang dikirim ke HRD untuk disetujui. ' +
            'Sampai disetujui, absen tetap memakai wajah yang lama.',
        },
      };
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  await store.remove(result.oldKeys);
  return result.answer;
}

/** Admin: forgets an employee's face (and its photos), e.g. after a bad registration. */
export async function reset(db: Db, store: FileStore, by: SessionUser, userId: number) {
  if (!(await repo.userExists(db, userId))) throw notFound('Karyawan');
  await guardAccountOf(db, by, userId);
  const keys = await db.tx(async (t) => {
    const fotoIds = await repo.remove(t, userId);
    if (!fotoIds) throw new AppError('NOT_FOUND', 'Karyawan ini belum mendaftarkan wajah.');
    return deleteFileRows(t, fotoIds);
  });
  await store.remove(keys);
  return { message: 'Pendaftaran wajah berhasil direset.' };
}
