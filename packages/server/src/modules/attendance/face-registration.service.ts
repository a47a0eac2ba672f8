import { PHOTO_MAX_BYTES } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { deleteFileRows, type FileStore, parseImageDataUrl } from '../../platform/files.ts';
import { DESCRIPTOR_LENGTH, type FaceEngine, FaceError, type FaceErrorReason } from '../face/index.ts';
import * as repo from './face-registration.repo.ts';

/** Refusals about one photo's content name the photo; engine trouble (busy, timeout) does not. */
const ABOUT_THE_PHOTO: FaceErrorReason[] = ['NO_FACE', 'MULTIPLE_FACES', 'INVALID_IMAGE', 'UNSUPPORTED_IMAGE', 'IMAGE_TOO_LARGE'];

async function describeNumbered(engine: FaceEngine, bytes: Uint8Array, index: number): Promise<number[]> {
  try {
    return (await engine.describe(bytes)).descriptor;
  } catch (err) {
    if (err instanceof FaceError && ABOUT_THE_PHOTO.includes(err.reason)) {
      throw new AppError(err.code, `Foto ${index + 1}: ${err.message}`);
    }
    throw err;
  }
}

/**
 * Registers the caller's face from 2-5 live photos: each must show exactly one face and all the same person
 * (every pair within the engine's match threshold). Replaces an earlier registration and deletes its photos.
 */
export async function register(db: Db, store: FileStore, engine: FaceEngine, userId: number, photos: string[]) {
  const images = photos.map((p, i) => parseImageDataUrl(p, PHOTO_MAX_BYTES, `Foto ${i + 1}`));
  // All photos go to the workers at once; a refusal names the first bad photo in order, not the first to finish.
  const settled = await Promise.allSettled(images.map((img, i) => describeNumbered(engine, img.bytes, i)));
  const refused = settled.find((r) => r.status === 'rejected');
  if (refused) throw refused.reason;
  const descriptors = settled.map((r) => (r as PromiseFulfilledResult<number[]>).value);
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
  let oldKeys: string[];
  try {
    oldKeys = await db.tx(async (t) => {
      const ids = await staged.record(t, userId, { biometrik: true });
      const oldIds = await repo.replace(t, userId, descriptors, ids);
      return deleteFileRows(t, oldIds);
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  await store.remove(oldKeys);
  return { face_registration_status: true };
}

/** Admin: forgets an employee's face (and its photos), e.g. after a bad registration. */
export async function reset(db: Db, store: FileStore, userId: number) {
  if (!(await repo.userExists(db, userId))) throw notFound('Karyawan');
  const keys = await db.tx(async (t) => {
    const fotoIds = await repo.remove(t, userId);
    if (!fotoIds) throw new AppError('NOT_FOUND', 'Karyawan ini belum mendaftarkan wajah.');
    return deleteFileRows(t, fotoIds);
  });
  await store.remove(keys);
  return { message: 'Pendaftaran wajah berhasil direset.' };
}

/**
 * The face check of a punch against the registered descriptors: null without a registration (no check), else the
 * similarity of the selfie to the registered face, refusing a selfie without a face (400) or of someone else (403).
 */
export async function checkPunchFace(
  engine: FaceEngine,
  registered: number[][] | null,
  selfie: Uint8Array,
): Promise<number | null> {
  if (!registered) return null;
  const usable = registered.filter((d) => Array.isArray(d) && d.length === DESCRIPTOR_LENGTH);
  if (usable.length === 0) throw new AppError('CONFLICT', 'Data wajah Anda tidak dapat dipakai. Silakan daftar ulang wajah.');
  const probe = await engine.describe(selfie);
  const match = engine.match(probe.descriptor, usable);
  if (!match.accepted) throw new AppError('FORBIDDEN', 'Wajah tidak cocok dengan wajah yang terdaftar.');
  return match.similarity;
}
