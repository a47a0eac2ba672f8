import { zIdParams } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import * as service from './files.service.ts';

/** GET /files/{id}: the bytes of a stored file, to those allowed to see it. */
export const fileRoutes: ModuleRoutes = (app, { db, config }) => {
  const store = fileStore(config);
  // What a killed process left in the store (issue 15), swept once at start alongside serving: a large folder or a
  // bucket that is away must not hold the start.
  app.addHook('onReady', async () => {
    store
      .sweep(db)
      .then((n) => n && app.log.warn(`${n} berkas sisa proses yang terhenti dihapus dari penyimpanan`))
      .catch((err) => app.log.error({ err }, 'Gagal membersihkan sisa berkas'));
  });
  app.get('/files/:id', { config: { access: 'user' }, schema: { tags: ['files'], params: zIdParams } }, async (req, reply) => {
    const file = await service.view(db, store, caller(req), req.params.id);
    // Personal data: never kept by a shared cache or the browser's disk cache.
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', `inline; filename="${file.nama.replace(/[^\w.-]/g, '_')}"`)
      .type(file.tipe)
      .send(file.bytes);
  });
};
