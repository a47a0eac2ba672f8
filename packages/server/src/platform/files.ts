import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import type { Blobs } from './files.blobs.ts';
export { BlobMissing } from './files.blobs.ts';
import { DiskBlobs } from './files.disk.ts';
import { S3Blobs } from './files.s3.ts';

/** Image types the app stores, by the magic bytes that start them (the declared type is only a hint). */
const IMAGE_TYPES = {
  'image/jpeg': { ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  'image/png': { ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export interface ImageUpload {
  bytes: Buffer;
  tipe: ImageType;
  ext: string;
}

const DATA_URL = /^data:(image\/(?:jpeg|jpg|png));base64,/i;

const formatMb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10}`.replace('.', ',');

/**
 * A JPEG or PNG sent as a base64 data URL: 400 for anything else (by declared type and by content),
 * 413 over maxBytes once decoded. `label` names the photo in the messages.
 */
export function parseImageDataUrl(input: string, maxBytes: number, label = 'Foto'): ImageUpload {
  const head = DATA_URL.exec(input.slice(0, 40));
  if (!head) throw new AppError('BAD_REQUEST', `${label} harus berupa gambar JPEG atau PNG.`);
  const payload = input.slice(head[0].length);
  // base64 is 4/3 of the bytes: refuse before decoding a huge string.
  if (Math.floor((payload.length * 3) / 4) - 2 > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Ukuran ${label.toLowerCase()} maksimal ${formatMb(maxBytes)} MB.`);
  }
  const bytes = Buffer.from(payload, 'base64');
  // Node skips what is not base64 (spaces, URL-safe letters, stray marks): only a payload that encodes back to
  // itself was read whole. On every punch: 0.015 ms for a 45 KB selfie, where a regular expression took 0.245 ms.
  if (unpadded(bytes.toString('base64')) !== unpadded(payload)) {
    throw new AppError('BAD_REQUEST', `${label} tidak dapat dibaca.`);
  }
  if (bytes.length > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Ukuran ${label.toLowerCase()} maksimal ${formatMb(maxBytes)} MB.`);
  }
  for (const [tipe, { ext, magic }] of Object.entries(IMAGE_TYPES)) {
    if (bytes.length > magic.length && magic.every((b, i) => bytes[i] === b)) return { bytes, tipe: tipe as ImageType, ext };
  }
  throw new AppError('BAD_REQUEST', `${label} harus berupa gambar JPEG atau PNG.`);
}

function unpadded(base64: string): string {
  let end = base64.length;
  while (end > base64.length - 2 && base64[end - 1] === '=') end--;
  return base64.slice(0, end);
}

export interface NewFile {
  bytes: Buffer;
  nama: string;
  tipe: string;
}

/** Files whose bytes are stored but not yet recorded: record them in the caller's transaction, or discard them. */
export interface StagedFiles {
  /** Inserts the files rows; returns their ids in the order staged. */
  record(db: Db, uploadedBy: number, opts: { biometrik: boolean }): Promise<number[]>;
  /** Removes the bytes (the transaction failed or the request was refused late). */
  discard(): Promise<void>;
}

const KEY = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;
function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

/**
 * Bytes live at random keys (`ab/<32 hex>`) in the configured Blobs, written before the database row so that a
 * row never points at missing bytes; the database's files table is the index.
 */
export class FileStore {
  constructor(private readonly blobs: Blobs) {}

  async stage(files: NewFile[]): Promise<StagedFiles> {
    const written: { key: string; file: NewFile; sha256: string }[] = [];
    const discard = () => this.remove(written.map((w) => w.key));
    try {
      for (const file of files) {
        const id = crypto.randomBytes(16).toString('hex');
        const key = `${id.slice(0, 2)}/${id}`;
        await this.blobs.put(key, file.bytes);
        written.push({ key, file, sha256: crypto.createHash('sha256').update(file.bytes).digest('hex') });
      }
    } catch (err) {
      await discard();
      throw err;
    }
    return {
      discard,
      record: async (db, uploadedBy, { biometrik }) => {
        const ids: number[] = [];
        for (const w of written) {
          const [row] = await db.query<{ id: number }>(
            `insert into files (nama, tipe, ukuran, sha256, storage_key, uploaded_by, biometrik)
             values ($1, $2, $3, $4, $5, $6, $7) returning id`,
            [w.file.nama, w.file.tipe, w.file.bytes.length, w.sha256, w.key, uploadedBy, biometrik],
          );
          ids.push(row.id);
        }
        return ids;
      },
    };
  }

  async read(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of await this.blobs.open(checked(key))) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** The bytes as a stream (backups: one file at a time, never all in memory). */
  open(key: string): Promise<Readable> {
    return this.blobs.open(checked(key));
  }

  /** Stores bytes under a known key (a restore puts back the keys its rows name). */
  put(key: string, bytes: Buffer): Promise<void> {
    return this.blobs.put(checked(key), bytes);
  }

  /**
   * Removes what a killed process left (issue 15): bytes no files row names (staged, then the process died before
   * its transaction committed) once older than `orphanAgeMs` (a write still on its way is younger), and a
   * folder's unfinished `.tmp` writes older than `tmpAgeMs`. Answers how many names it removed.
   */
  async sweep(db: Db, { orphanAgeMs = 60 * 60_000, tmpAgeMs = 10 * 60_000 } = {}): Promise<number> {
    const now = Date.now();
    let removed = 0;
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const known = await db.query<{ storage_key: string }>('select storage_key from files where storage_key = any($1::text[])', [
        batch,
      ]);
      const keep = new Set(known.map((r) => r.storage_key));
      const orphans = batch.filter((k) => !keep.has(k));
      await this.remove(orphans);
      removed += orphans.length;
      batch = [];
    };
    for await (const { key, modified } of this.blobs.list()) {
      const age = now - modified.getTime();
      if (KEY.test(key)) {
        if (age < orphanAgeMs) continue;
        batch.push(key);
        if (batch.length >= 1000) await flush();
      } else if (key.endsWith('.tmp') && KEY.test(key.slice(0, -'.tmp'.length)) && age >= tmpAgeMs) {
        await this.blobs.delete(key);
        removed += 1;
      }
    }
    await flush();
    return removed;
  }

  /** Best effort: a leftover file wastes space, it never breaks a record. */
  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.blobs.delete(checked(key)).catch(() => {})));
  }
}

const stores = new Map<string, FileStore>();

/**
 * The store the configuration names, the one place that chooses: the S3 bucket when S3_BUCKET is set, else
 * DATA_DIR/files. One instance per bucket or folder.
 */
export function fileStore(config: Pick<Config, 'dataDir' | 's3'>): FileStore {
  const s3 = config.s3;
  const id = s3
    ? JSON.stringify(['s3', s3.endpoint, s3.bucket, s3.prefix, s3.region, s3.credentials?.accessKeyId])
    : config.dataDir;
  let store = stores.get(id);
  if (!store) {
    store = new FileStore(s3 ? new S3Blobs(s3) : new DiskBlobs(path.join(config.dataDir, 'files')));
    stores.set(id, store);
  }
  return store;
}

/** Deletes files rows (in the caller's transaction) and answers their storage keys, to remove after commit. */
export async function deleteFileRows(db: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ storage_key: string }>('delete from files where id = any($1::bigint[]) returning storage_key', [
    ids,
  ]);
  return rows.map((r) => r.storage_key);
}
