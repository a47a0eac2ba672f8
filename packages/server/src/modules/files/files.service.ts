import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { isAdmin } from '../../platform/http.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as repo from './files.repo.ts';

export interface FileContent {
  nama: string;
  tipe: string;
  bytes: Buffer;
}

/**
 * A stored file for the viewer, if they may see it (others get 404, as if it did not exist). Every view of
 * biometric data (selfies, face photos) by someone other than its owner is logged.
 */
export async function view(db: Db, store: FileStore, viewer: SessionUser, id: number): Promise<FileContent> {
  const file = await repo.findVisible(db, id, viewer.id, isAdmin(viewer));
  if (!file) throw notFound('File');
  let bytes: Buffer;
  try {
    bytes = await store.read(file.storage_key);
  } catch {
    // The row outlived its bytes (a lost disk): nothing to show.
    throw notFound('File');
  }
  if (file.biometrik && file.uploaded_by !== null && file.uploaded_by !== viewer.id) {
    await repo.logBiometricView(db, viewer.id, file.uploaded_by, `file ${file.id}: ${file.nama}`);
  }
  return { nama: file.nama, tipe: file.tipe, bytes };
}
