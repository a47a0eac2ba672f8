import { zIdParams, zJenisIzin, zJenisIzinList, zJenisIzinListQuery, zJenisIzinRequest, zMessage } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller, isAdmin } from '../../platform/http.ts';
import * as jenisIzin from './jenis-izin.service.ts';
import { kuotaCutiRoutes } from './kuota-cuti.routes.ts';

const admin = { access: 'admin' } as const;

/** Leave types: employees read the active ones (they pick one when filing leave); Admin/HRD manage them. */
const jenisIzinRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['jenis-izin'];
  app.get(
    '/jenis-izin',
    { config: { access: 'user' }, schema: { tags, querystring: zJenisIzinListQuery, response: { 200: zJenisIzinList } } },
    (req) => {
      const user = caller(req);
      return jenisIzin.list(db, req.query, { id: user.id, admin: isAdmin(user) });
    },
  );
  app.post(
    '/jenis-izin',
    { config: admin, schema: { tags, body: zJenisIzinRequest, response: { 201: zJenisIzin } } },
    async (req, reply) => reply.code(201).send(await jenisIzin.create(db, req.body)),
  );
  app.get('/jenis-izin/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zJenisIzin } } }, (req) =>
    jenisIzin.get(db, req.params.id),
  );
  app.put(
    '/jenis-izin/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zJenisIzinRequest, response: { 200: zJenisIzin } } },
    (req) => jenisIzin.update(db, req.params.id, req.body),
  );
  app.delete(
    '/jenis-izin/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await jenisIzin.remove(db, req.params.id);
      return { message: 'Jenis izin berhasil dihapus.' };
    },
  );
};

export const leaveRoutes: ModuleRoutes = async (app, deps) => {
  await jenisIzinRoutes(app, deps);
  await kuotaCutiRoutes(app, deps);
};
