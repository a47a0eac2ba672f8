import { zIdParams, zMessage, zUpahMinimum, zUpahMinimumList, zUpahMinimumListQuery, zUpahMinimumRequest } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import * as upahMinimum from './upah-minimum.service.ts';

const admin = { access: 'admin' } as const;

/** The minimum wage of each location (Admin/HRD); changes go to the audit log like every admin change. */
export const upahMinimumRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['upah-minimum'];
  app.get(
    '/upah-minimum',
    { config: admin, schema: { tags, querystring: zUpahMinimumListQuery, response: { 200: zUpahMinimumList } } },
    (req) => upahMinimum.list(db, req.query),
  );
  app.post(
    '/upah-minimum',
    { config: admin, schema: { tags, body: zUpahMinimumRequest, response: { 201: zUpahMinimum } } },
    async (req, reply) => reply.code(201).send(await upahMinimum.create(db, req.body)),
  );
  app.get('/upah-minimum/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zUpahMinimum } } }, (req) =>
    upahMinimum.get(db, req.params.id),
  );
  app.put(
    '/upah-minimum/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zUpahMinimumRequest, response: { 200: zUpahMinimum } } },
    (req) => upahMinimum.update(db, req.params.id, req.body),
  );
  app.delete(
    '/upah-minimum/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await upahMinimum.remove(db, req.params.id);
      return { message: 'Upah minimum berhasil dihapus.' };
    },
  );
};
