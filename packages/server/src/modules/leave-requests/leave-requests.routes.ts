import {
  zIdParams,
  zIzinAdminDetail,
  zIzinAdminPage,
  zIzinAdminQuery,
  zIzinDetail,
  zIzinListQuery,
  zIzinPage,
  zIzinPreview,
  zIzinPreviewQuery,
  zIzinRequest,
  zReportExport,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { exportIzin } from './leave-requests.export.ts';
import * as service from './leave-requests.service.ts';

const tags = ['izin'];

// Static /preview and /admin win over /:id in Fastify's router. Decisions go through POST /approval/izin/{id}.
export const leaveRequestRoutes: ModuleRoutes = (app, deps) => {
  const { db } = deps;
  app.get(
    '/izin',
    { config: { access: 'user' }, schema: { tags, querystring: zIzinListQuery, response: { 200: zIzinPage } } },
    (req) => service.listOwn(db, caller(req), req.query),
  );
  app.post(
    '/izin',
    { config: { access: 'user' }, schema: { tags, body: zIzinRequest, response: { 201: zIzinDetail } } },
    async (req, reply) => {
      const created = await idempotent(db, req, reply, (remember) => service.create(db, caller(req), req.body, remember), 201);
      return reply.code(201).send(created);
    },
  );
  app.get(
    '/izin/preview',
    { config: { access: 'user' }, schema: { tags, querystring: zIzinPreviewQuery, response: { 200: zIzinPreview } } },
    (req) => service.preview(db, caller(req), req.query),
  );
  app.get(
    '/izin/:id',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zIzinDetail } } },
    (req) => service.getOwn(db, caller(req), req.params.id),
  );
  app.post(
    '/izin/:id/batal',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zIzinDetail } } },
    (req) => service.cancel(db, caller(req), req.params.id),
  );

  app.get(
    '/izin/admin',
    { config: { access: 'admin' }, schema: { tags, querystring: zIzinAdminQuery, response: { 200: zIzinAdminPage } } },
    (req) => service.listAll(db, req.query),
  );
  app.get(
    '/izin/admin/export',
    { config: { access: 'admin' }, schema: { tags, querystring: zIzinAdminQuery, response: { 200: zReportExport } } },
    (req) => exportIzin(db, req.query, now()),
  );
  app.get(
    '/izin/admin/:id',
    { config: { access: 'admin' }, schema: { tags, params: zIdParams, response: { 200: zIzinAdminDetail } } },
    (req) => service.getAny(db, caller(req), req.params.id),
  );

  // Until the files module lists it itself (it moves there once attendance's files work is merged).
};
