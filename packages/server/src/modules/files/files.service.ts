import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { BlobMissing, type FileStore } from '../../platform/files.ts';
import { mayOpenSection } from '../../platform/http.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as repo from './files.repo.ts';

export interface FileContent {
  nama: string;
  tipe: string;
  bytes: Buffer;
}

/**
 * Who may see a stored file (issue 15): its owner; Admin/HRD whose sections open a record that uses it; the
 * owner's PICs for files of the requests they decide; everyone for a published announcement's attachment. A file
 * no record uses yet is its owner's alone.
 */
export function mayView(viewer: SessionUser, file: repo.FileWithUses): boolean {
  if (file.uploaded_by === viewer.id) return true;
  return file.uses.some((use) => use.everyone || use.sections.some((s) => mayOpenSection(viewer, s)) || (use.pics && file.pic));
}

/**
 * A stored file for the viewer, if they may see it (others get 404, as if it did not exist). Every view of
 * biometric data (selfies, face photos) by someone other than its owner is logged.
 */
export async function view(db: Db, store: FileStore, viewer: SessionUser, id: number): Promise<FileContent> {
  const file = await repo.findWithUses(db, id, viewer.id);
  if (!file || !mayView(viewer, file)) throw notFound('File');
  let bytes: Buffer;
  try {
    bytes = await store.read(file.storage_key);
  } catch (err) {
    // The row outlived its bytes (a lost disk, an emptied bucket): nothing to show. Anything else is the store
    // being away (a bucket that does not answer): a retry may do.
    if (err instanceof BlobMissing) throw notFound('File');
    throw new AppError('FILES_UNAVAILABLE');
  }
  if (file.biometrik && file.uploaded_by !== null && file.uploaded_by !== viewer.id) {
    await repo.logBiometricView(db, viewer.id, file.uploaded_by, `file ${file.id}: ${file.nama}`);
  }
  return { nama: file.nama, tipe: file.tipe, bytes };
}

/**
 * Claims the uploader's files for one request (or announcement), inside its transaction: each file belongs to at
 * most one record of any type. Someone else's file answers as a missing one (its existence is not the
 * caller's business); a selfie or a file already attached elsewhere is 409.
 */
export async function claimAttachments(
  tx: Db,
  userId: number,
  ids: number[],
  allowed?: { tipe: readonly string[]; message: string },
): Promise<void> {
  if (ids.length === 0) return;
  const files = await repo.lockOwn(tx, userId, ids);
  const invalid = (message: string) => new AppError('VALIDATION_ERROR', message, { lampiran_ids: message });
  if (files.length !== new Set(ids).size) throw invalid('Lampiran tidak ditemukan. Unggah ulang berkasnya.');
  if (allowed && files.some((f) => !allowed.tipe.includes(f.tipe))) throw invalid(allowed.message);
  if (files.some((f) => f.dipakai)) {
    throw new AppError('CONFLICT', 'Lampiran sudah dipakai pada pengajuan lain. Unggah ulang berkasnya.', {
      lampiran_ids: 'Lampiran sudah dipakai pada pengajuan lain.',
    });
  }
  await repo.markAttached(tx, ids);
}
