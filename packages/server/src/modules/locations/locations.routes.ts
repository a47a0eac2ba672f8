import { zIdParams, zListQuery, zLokasi, zLokasiRequest, zMessage, zPage } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import * as service from './locations.service.ts';

export const locationRoutes: ModuleRoutes = (app, { db }) => {
  const admin = { access: 'admin' } as const;
  const tags = ['settings'];

  app.get('/lokasi', { config: admin, schema: { tags, querystring: zListQuery, response: { 200: zPage(zLokasi) } } }, (req) =>
    service.list(db, req.query),
  );
  app.post('/lokasi', { config: admin, schema: { tags, body: zLokasiRequest, response: { 201: zLokasi } } }, async (req, reply) =>
    reply.code(201).send(await service.create(db, req.body)),
  );
  app.get('/lokasi/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zLokasi } } }, (req) =>
    service.get(db, req.params.id),
  );
  app.put(
    '/lokasi/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zLokasiRequest, response: { 200: zLokasi } } },
    (req) => service.update(db, req.params.id, req.body),
  );
  app.delete('/lokasi/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } }, async (req) => {
    await service.remove(db, req.params.id);
    return { message: 'Lokasi berhasil dihapus.' };
  });
};
