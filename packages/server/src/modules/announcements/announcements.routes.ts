import {
  zIdParams,
  zListQuery,
  zMessage,
  zPengumumanDetail,
  zPengumumanLatest,
  zPengumumanPage,
  zPengumumanRequest,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import * as service from './announcements.service.ts';

const tags = ['pengumuman'];

// Static segments (/latest, /admin) win over /:id in Fastify's router; a non-numeric id is a 400.
export const announcementRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/pengumuman',
    { config: { access: 'user' }, schema: { tags, querystring: zListQuery, response: { 200: zPengumumanPage } } },
    (req) => service.listPublished(db, caller(req), req.query),
  );
  app.get('/pengumuman/latest', { config: { access: 'user' }, schema: { tags, response: { 200: zPengumumanLatest } } }, (req) =>
    service.latest(db, caller(req)),
  );
  app.get(
    '/pengumuman/:id',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zPengumumanDetail } } },
    (req) => service.getPublished(db, caller(req), req.params.id),
  );

  app.get(
    '/pengumuman/admin',
    { config: { access: 'admin' }, schema: { tags, querystring: zListQuery, response: { 200: zPengumumanPage } } },
    (req) => service.listAll(db, req.query),
  );
  app.get(
    '/pengumuman/admin/:id',
    { config: { access: 'admin' }, schema: { tags, params: zIdParams, response: { 200: zPengumumanDetail } } },
    (req) => service.getAny(db, req.params.id),
  );
  app.post(
    '/pengumuman/admin',
    {
      config: { access: 'admin' },
      schema: { tags, body: zPengumumanRequest, response: { 201: zPengumumanDetail } },
    },
    async (req, reply) => reply.code(201).send(await service.create(db, caller(req), req.body)),
  );
  app.put(
    '/pengumuman/admin/:id',
    {
      config: { access: 'admin' },
      schema: { tags, params: zIdParams, body: zPengumumanRequest, response: { 200: zPengumumanDetail } },
    },
    (req) => service.update(db, caller(req), req.params.id, req.body),
  );
  app.delete(
    '/pengumuman/admin/:id',
    { config: { access: 'admin' }, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await service.remove(db, req.params.id);
      return { message: 'Pengumuman berhasil dihapus.' };
    },
  );
};
