import type { LogoPerusahaan } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { BlobMissing, type FileStore } from '../../platform/files.ts';
import { checkLogo } from './perusahaan-logo.image.ts';
import * as repo from './perusahaan-logo.repo.ts';

// The company logo (issue 17): uploaded in Profil Perusahaan by Admin/HRD, replaced or removed, shown in the app and
// at the head of the payroll's PDFs. Bytes go to the file store first, then one transaction points the company at
// them and drops the previous logo's row; its bytes are removed after commit. A refused upload changes nothing.

const toWire = (row: repo.LogoRow | undefined): LogoPerusahaan => ({
  logo: row ? { versi: row.id, tipe: row.tipe, ukuran: row.ukuran, diunggah_pada: row.created_at.toISOString() } : null,
});

async function read(store: FileStore, row: repo.LogoRow): Promise<Buffer | null> {
  try {
    return await store.read(row.storage_key);
  } catch (err) {
    // The row outlived its bytes (a lost disk): as if there were no logo. A store that is away may answer later.
    if (err instanceof BlobMissing) return null;
    throw new AppError('FILES_UNAVAILABLE');
  }
}

export async function info(db: Db): Promise<LogoPerusahaan> {
  return toWire(await repo.find(db));
}

export async function upload(db: Db, store: FileStore, by: number, bytes: Buffer): Promise<LogoPerusahaan> {
  const logo = checkLogo(bytes);
  const staged = await store.stage([
    { bytes: logo.bytes, nama: `logo.${logo.tipe === 'image/png' ? 'png' : 'jpg'}`, tipe: logo.tipe },
  ]);
  let obsolete: string[];
  try {
    obsolete = (await db.tx((tx) => repo.replace(tx, staged, by))).obsolete;
  } catch (err) {
    await staged.discard();
    throw err;
  }
  await store.remove(obsolete);
  return toWire(await repo.find(db));
}

export async function remove(db: Db, store: FileStore): Promise<void> {
  const obsolete = await db.tx((tx) => repo.clear(tx));
  if (!obsolete) throw notFound('Logo perusahaan');
  await store.remove(obsolete);
}

/** The image for the app; 404 without a logo. */
export async function image(db: Db, store: FileStore): Promise<{ bytes: Buffer; tipe: string }> {
  const row = await repo.find(db);
  const bytes = row && (await read(store, row));
  if (!row || !bytes) throw notFound('Logo perusahaan');
  return { bytes, tipe: row.tipe };
}

/** The image for documents (slips, tax forms), or null without a logo: a document is made with or without one. */
export async function companyLogo(db: Db, store: FileStore): Promise<{ bytes: Buffer; tipe: string } | null> {
  const row = await repo.find(db);
  const bytes = row && (await read(store, row));
  return row && bytes ? { bytes, tipe: row.tipe } : null;
}
