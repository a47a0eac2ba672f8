import { zHapusBiometrikParams, zHapusBiometrikResponse } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import { ownDataZip } from './export.service.ts';
import { eraseBiometrics } from './privacy.service.ts';

const tags = ['privasi'];

export const privacyRoutes: ModuleRoutes = (app, deps) => {
  const { db, config } = deps;
  const store = fileStore(config);

  // The caller's own data, always the session's: no id from the client.
  app.get('/users/unduh-data-saya', { config: { access: 'user' }, schema: { tags } }, async (req, reply) => {
    const zip = await ownDataZip(db, store, caller(req).id);
    return reply.type('application/zip').header('Content-Disposition', `attachment; filename="${zip.nama}"`).send(zip.stream);
  });

  app.delete(
    '/privasi/admin/biometrik/:user_id',
    {
      config: { access: 'adminOnly' },
      schema: { tags, params: zHapusBiometrikParams, response: { 200: zHapusBiometrikResponse } },
    },
    (req) => eraseBiometrics(deps, req.params.user_id),
  );
};
