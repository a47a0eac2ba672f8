import {
  zIdParams,
  zLemburAdminDetail,
  zLemburAdminPage,
  zLemburDetail,
  zLemburListQuery,
  zLemburPage,
  zLemburPreview,
  zLemburPreviewQuery,
  zLemburRequest,
  zReportExport,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { exportLembur } from './overtime-requests.export.ts';
import * as service from './overtime-requests.service.ts';

const tags = ['lembur'];

// Static /preview and /admin win over /:id in Fastify's router. Decisions go through POST /approval/lembur/{id}.
export const overtimeRequestRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/lembur',
    { config: { access: 'user' }, schema: { tags, querystring: zLemburListQuery, response: { 200: zLemburPage } } },
    (req) => service.listOwn(db, caller(req), req.query),
  );
  app.post(
    '/lembur',
    { config: { access: 'user' }, schema: { tags, body: zLemburRequest, response: { 201: zLemburDetail } } },
    async (req, reply) => {
      reply.code(201);
      return idempotent(db, req, reply, (remember) => service.create(db, caller(req), req.body, remember), 201);
    },
  );
  app.get(
    '/lembur/preview',
    { config: { access: 'user' }, schema: { tags, querystring: zLemburPreviewQuery, response: { 200: zLemburPreview } } },
    (req) => service.preview(db, caller(req), req.query),
  );
  app.get(
    '/lembur/:id',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zLemburDetail } } },
    (req) => service.getOwn(db, caller(req), req.params.id),
  );
  app.post(
    '/lembur/:id/batal',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zLemburDetail } } },
    (req) => service.cancel(db, caller(req), req.params.id),
  );

  app.get(
    '/lembur/admin',
    { config: { access: 'admin' }, schema: { tags, querystring: zLemburListQuery, response: { 200: zLemburAdminPage } } },
    (req) => service.listAll(db, req.query),
  );
  app.get(
    '/lembur/admin/export',
    { config: { access: 'admin' }, schema: { tags, querystring: zLemburListQuery, response: { 200: zReportExport } } },
    (req) => exportLembur(db, req.query, now()),
  );
  app.get(
    '/lembur/admin/:id',
    { config: { access: 'admin' }, schema: { tags, params: zIdParams, response: { 200: zLemburAdminDetail } } },
    (req) => service.getAny(db, caller(req), req.params.id),
  );
};
