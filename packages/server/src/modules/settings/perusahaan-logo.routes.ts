import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES, zLogoPerusahaan, zMessage } from '@hadir/contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { AppError } from '../../platform/errors.ts';
import { fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import { LOGO_TOO_LARGE } from './perusahaan-logo.image.ts';
import * as logo from './perusahaan-logo.service.ts';

// The company logo: everyone signed in sees it (the app's company page and header); Admin/HRD with the settings
// section upload (multipart/form-data, one file named `file`), replace and remove it.

const ONE_FILE = 'Kirim tepat satu berkas gambar logo.';

/** The one file of the request, fully read; 400/413/415 for anything else. */
async function readLogo(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Kirim logo sebagai berkas (multipart/form-data).');
  let bytes: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') bytes = await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', LOGO_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', ONE_FILE);
    // Anything else here is the body itself (a cut-off upload, a boundary that never comes): the sender's to fix.
    throw new AppError('BAD_REQUEST', 'Berkas tidak dapat dibaca. Coba unggah lagi.');
  }
  if (!bytes) throw new AppError('BAD_REQUEST', ONE_FILE);
  return bytes;
}

export const companyLogoRoutes: ModuleRoutes = (app, { db, config }) => {
  const store = fileStore(config);
  const tags = ['settings'];
  const admin = { access: 'admin' } as const;

  app.get('/perusahaan/logo', { config: { access: 'user' }, schema: { tags, response: { 200: zLogoPerusahaan } } }, () =>
    logo.info(db),
  );
  app.get('/perusahaan/logo/gambar', { config: { access: 'user' }, schema: { tags } }, async (_req, reply) => {
    const img = await logo.image(db, store);
    return reply.header('Cache-Control', 'private, no-store').type(img.tipe).send(img.bytes);
  });
  app.delete('/perusahaan/logo', { config: admin, schema: { tags, response: { 200: zMessage } } }, async () => {
    await logo.remove(db, store);
    return { message: 'Logo perusahaan dihapus.' };
  });
  // Multipart parsing only here: the other routes keep taking JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/perusahaan/logo', { config: admin, schema: { tags, response: { 200: zLogoPerusahaan } } }, async (req) =>
      logo.upload(db, store, caller(req).id, await readLogo(req)),
    );
  });
};
