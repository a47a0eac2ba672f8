import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';

// The archive: one .tar.gz whose first entry is manifest.json, then one JSON-lines file per table (in the order
// they load), then the file store's files under their storage keys. The same on both engines.

export const FORMAT = 'hadir-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
const DATA_ENTRY = /^data\/\d{3}_[a-z0-9_]+\.jsonl$/;
const FILE_ENTRY = /^files\/[0-9a-f]{2}\/[0-9a-f]{32}$/;
// Entries carry a fixed time: the same data makes the same archive entries.
const MTIME = new Date(0);

const zSha256 = z.string().regex(/^[0-9a-f]{64}$/);
const zSize = z.number().int().min(0);

export const zManifest = z.object({
  format: z.literal(FORMAT),
  versi_format: z.literal(FORMAT_VERSION),
  versi_aplikasi: z.string(),
  engine: z.string(),
  created_at: z.string(),
  /** The applied migrations: a backup restores only at the same level. */
  migrasi: z.array(z.string()),
  tabel: z.array(
    z.object({
      nama: z.string().regex(/^[a-z0-9_]+$/),
      kolom: z.array(z.string()),
      baris: zSize,
      entri: z.string().regex(DATA_ENTRY),
      ukuran: zSize,
      sha256: zSha256,
    }),
  ),
  berkas: z.array(z.object({ entri: z.string().regex(FILE_ENTRY), ukuran: zSize, sha256: zSha256 })),
});
export type Manifest = z.infer<typeof zManifest>;

export const fileEntry = (storageKey: string) => `files/${storageKey}`;

export interface SourceEntry {
  entri: string;
  /** The bytes, opened when the entry is written (one at a time: a table's dump on disk, a stored file). */
  open: () => Readable | Promise<Readable>;
  ukuran: number;
  sha256: string;
}

/** Hashes and counts what flows through. */
function meter() {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      bytes += chunk.length;
      cb(null, chunk);
    },
  });
  return { stream, result: () => ({ ukuran: bytes, sha256: hash.digest('hex') }) };
}

async function addEntry(pack: tar.Pack, e: SourceEntry): Promise<void> {
  const src = await e.open();
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    // A source left half read would hold its file or connection open.
    const fail = (err: Error) => {
      src.destroy();
      reject(err);
    };
    const entry = pack.entry({ name: e.entri, size: e.ukuran, mode: 0o600, mtime: MTIME }, (err) => {
      if (err) return fail(err);
      if (hash.digest('hex') !== e.sha256) return reject(new Error(`sha256 of ${e.entri} differs`));
      resolve();
    });
    src.on('data', (chunk) => hash.update(chunk));
    src.on('error', fail);
    src.pipe(entry);
  });
}

/**
 * Writes manifest + entries to target (through target.tmp, renamed when whole). Each entry's bytes are checked
 * against its sha256 on the way in: a file damaged in the store fails the backup instead of hiding in it.
 */
export async function writeArchive(target: string, manifest: Manifest, entries: SourceEntry[]) {
  const tmp = `${target}.tmp`;
  const pack = tar.pack();
  const out = meter();
  const written = pipeline(pack, zlib.createGzip(), out.stream, fs.createWriteStream(tmp, { mode: 0o600 }));
  try {
    const head = Buffer.from(JSON.stringify(manifest));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: MANIFEST, size: head.length, mode: 0o600, mtime: MTIME }, head, (err) =>
        err ? reject(err) : resolve(),
      ),
    );
    for (const e of entries) await addEntry(pack, e);
    pack.finalize();
    await written;
  } catch (err) {
    pack.destroy();
    await written.catch(() => {});
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  await fsp.rename(tmp, target);
  return out.result();
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > max) throw new AppError('BACKUP_INVALID');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new AppError('BACKUP_INVALID');
  }
  const parsed = zManifest.safeParse(json);
  if (!parsed.success) throw new AppError('BACKUP_INVALID');
  return parsed.data;
}

/**
 * Unpacks an archive into dir, checking every entry against the manifest (its name, size and sha256) before
 * anything is loaded. `accept` sees the manifest first and may refuse it (wrong migration level) before the
 * rest of the upload is read. Anything that is not a whole, matching Hadir archive is BACKUP_INVALID.
 */
export async function extractArchive(input: Readable, dir: string, accept: (m: Manifest) => Promise<void>): Promise<Manifest> {
  let manifest: Manifest | undefined;
  let expected = new Map<string, { ukuran: number; sha256: string }>();
  const seen = new Set<string>();

  const handle = async (header: tar.Headers, stream: Readable) => {
    if (header.type !== 'file') throw new AppError('BACKUP_INVALID');
    if (!manifest) {
      if (header.name !== MANIFEST) throw new AppError('BACKUP_INVALID');
      manifest = parseManifest(await readAll(stream, MANIFEST_MAX_BYTES));
      expected = new Map([...manifest.tabel, ...manifest.berkas].map((e) => [e.entri, e]));
      if (expected.size !== manifest.tabel.length + manifest.berkas.length) throw new AppError('BACKUP_INVALID');
      await accept(manifest);
      return;
    }
    const want = expected.get(header.name);
    if (!want || seen.has(header.name)) throw new AppError('BACKUP_INVALID');
    seen.add(header.name);
    const target = path.join(dir, header.name);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const got = meter();
    await pipeline(stream, got.stream, fs.createWriteStream(target, { mode: 0o600 }));
    const { ukuran, sha256 } = got.result();
    if (ukuran !== want.ukuran || sha256 !== want.sha256) throw new AppError('BACKUP_INVALID');
  };

  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    handle(header, stream).then(
      () => next(),
      (err) => {
        stream.resume();
        next(err);
      },
    );
  });
  try {
    await pipeline(input, zlib.createGunzip(), extract);
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Disk trouble is the server's; a broken gzip or tar stream is the file's.
    const code = (err as { code?: string }).code ?? '';
    if (/^E[A-Z]+$/.test(code) && code !== 'EPIPE') throw err;
    throw new AppError('BACKUP_INVALID');
  }
  if (!manifest || seen.size !== expected.size) throw new AppError('BACKUP_INVALID');
  return manifest;
}
