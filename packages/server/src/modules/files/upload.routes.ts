import path from 'node:path';
import multipart from '@fastify/multipart';
import { type UploadedFile, zUploadedFile } from '@hadir/contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type FileStore, fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import { readOneUpload } from '../../platform/multipart-upload.ts';

// POST /files: one attachment (a doctor's letter, a receipt) per request, as multipart/form-data.
// Requests then refer to it by id; GET /files/{id} serves it to those who may see the record using it.

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What may be attached, judged by the bytes that start the file (the declared type and name are hints only). */
const KINDS = [
  { tipe: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { tipe: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { tipe: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
] as const;

const TOO_LARGE = 'Ukuran berkas maksimal 5 MB.';
const ONE_FILE = 'Kirim tepat satu berkas per unggahan.';

function kindOf(bytes: Buffer) {
  return KINDS.find((k) => bytes.length > k.magic.length && k.magic.every((b, i) => bytes[i] === b));
}

/** The name as sent, without folders or control characters; a plain name when nothing is left. */
function cleanName(raw: string | undefined, ext: string): string {
  const name = path
    .basename((raw ?? '').replaceAll('\\', '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return name || `lampiran.${ext}`;
}

/** The one file of a multipart request, fully read; 400/413/415 for anything else. */
const readOneFile = (req: FastifyRequest) =>
  readOneUpload(req, {
    maxBytes: UPLOAD_MAX_BYTES,
    notMultipart: 'Kirim berkas sebagai multipart/form-data.',
    tooLarge: TOO_LARGE,
    oneFile: ONE_FILE,
  });

/** Checks the content, writes the bytes, then records the row (bytes first: a row never points at nothing). */
export async function storeUpload(db: Db, store: FileStore, userId: number, file: { bytes: Buffer; filename: string }) {
  if (file.bytes.length === 0) throw new AppError('BAD_REQUEST', 'Berkas kosong.');
  const kind = kindOf(file.bytes);
  if (!kind) throw new AppError('BAD_REQUEST', 'Berkas harus berupa gambar JPEG atau PNG, atau dokumen PDF.');
  const nama = cleanName(file.filename, kind.ext);
  const staged = await store.stage([{ bytes: file.bytes, nama, tipe: kind.tipe }]);
  try {
    const [id] = await staged.record(db, userId, { biometrik: false });
    return { id, nama, tipe: kind.tipe, ukuran: file.bytes.length } satisfies UploadedFile;
  } catch (err) {
    await staged.discard();
    throw err;
  }
}

export const uploadRoutes: ModuleRoutes = (app, { db, config }) => {
  const store = fileStore(config);
  // Multipart parsing only where files are uploaded: every other route keeps taking JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post(
      '/files',
      { config: { access: 'user' }, schema: { tags: ['files'], response: { 201: zUploadedFile } } },
      async (req, reply) => reply.code(201).send(await storeUpload(db, store, caller(req).id, await readOneFile(req))),
    );
  });
};
