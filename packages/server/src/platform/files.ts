import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';
import { AppError } from './errors.ts';

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
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) throw new AppError('BAD_REQUEST', `${label} tidak dapat dibaca.`);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `Ukuran ${label.toLowerCase()} maksimal ${formatMb(maxBytes)} MB.`);
  }
  for (const [tipe, { ext, magic }] of Object.entries(IMAGE_TYPES)) {
    if (bytes.length > magic.length && magic.every((b, i) => bytes[i] === b)) return { bytes, tipe: tipe as ImageType, ext };
  }
  throw new AppError('BAD_REQUEST', `${label} harus berupa gambar JPEG atau PNG.`);
}

export interface NewFile {
  bytes: Buffer;
  nama: string;
  tipe: string;
}

/** Files written to disk but not yet recorded: record them in the caller's transaction, or discard them. */
export interface StagedFiles {
  /** Inserts the files rows; returns their ids in the order staged. */
  record(db: Db, uploadedBy: number, opts: { biometrik: boolean }): Promise<number[]>;
  /** Removes the bytes (the transaction failed or the request was refused late). */
  discard(): Promise<void>;
}

/**
 * Bytes live on disk under root (DATA_DIR/files) at random keys, written before the database row so that
 * a row never points at missing bytes; the database's files table is the index.
 */
export class FileStore {
  /** Fan-out directories known to exist, so that a write costs no mkdir. */
  private readonly made = new Set<string>();
  constructor(readonly root: string) {}

  private fullPath(key: string): string {
    if (!/^[0-9a-f]{2}\/[0-9a-f]{32}$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(this.root, key);
  }

  async stage(files: NewFile[]): Promise<StagedFiles> {
    const written: { key: string; file: NewFile; sha256: string }[] = [];
    const discard = () => this.remove(written.map((w) => w.key));
    try {
      for (const file of files) {
        const id = crypto.randomBytes(16).toString('hex');
        const key = `${id.slice(0, 2)}/${id}`;
        const target = this.fullPath(key);
        const dir = path.dirname(target);
        if (!this.made.has(dir)) {
          await fs.mkdir(dir, { recursive: true });
          this.made.add(dir);
        }
        // Write then rename: a reader never sees half a file.
        await fs.writeFile(`${target}.tmp`, file.bytes, { mode: 0o600 });
        await fs.rename(`${target}.tmp`, target);
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

  read(key: string): Promise<Buffer> {
    return fs.readFile(this.fullPath(key));
  }

  /** Best effort: a leftover file wastes space, it never breaks a record. */
  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.fullPath(key), { force: true }).catch(() => {})));
  }
}

const stores = new Map<string, FileStore>();

/** The store for a data directory (one instance per directory). */
export function fileStore(dataDir: string): FileStore {
  const root = path.join(dataDir, 'files');
  let store = stores.get(root);
  if (!store) {
    store = new FileStore(root);
    stores.set(root, store);
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
