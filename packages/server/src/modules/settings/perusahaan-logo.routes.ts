import multipart from '@fastify/multipart';
import { LOGO_MAX_BYTES, zLogoPerusahaan, zMessage } from '@hadir/contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import { readOneUpload } from '../../platform/multipart-upload.ts';
import { LOGO_TOO_LARGE } from './perusahaan-logo.image.ts';
import * as logo from './perusahaan-logo.service.ts';

// The company logo: everyone signed in sees it (the app's company page and header); Admin/HRD with the settings
// section upload (multipart/form-data, one file named `file`), replace and remove it.

const ONE_FILE = 'Kirim tepat satu berkas gambar logo.';

/** The one file of the request, fully read; 400/413/415 for anything else. */
async function readLogo(req: FastifyRequest): Promise<Buffer> {
  const file = await readOneUpload(req, {
    maxBytes: LOGO_MAX_BYTES,
    notMultipart: 'Kirim logo sebagai berkas (multipart/form-data).',
    tooLarge: LOGO_TOO_LARGE,
    oneFile: ONE_FILE,
    fields: 5,
  });
  return file.bytes;
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
