import {
  zIdParams,
  zKoreksiAdminDetail,
  zKoreksiAdminPage,
  zKoreksiDetail,
  zKoreksiListQuery,
  zKoreksiPage,
  zKoreksiRequest,
  zReportExport,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { exportKoreksi } from './corrections.export.ts';
import * as service from './corrections.service.ts';

const tags = ['koreksi-kehadiran'];

// Static /admin wins over /:id in Fastify's router. Decisions go through POST /approval/koreksi/{id}.
export const correctionRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/koreksi-kehadiran',
    { config: { access: 'user' }, schema: { tags, querystring: zKoreksiListQuery, response: { 200: zKoreksiPage } } },
    (req) => service.listOwn(db, caller(req), req.query),
  );
  app.post(
    '/koreksi-kehadiran',
    { config: { access: 'user' }, schema: { tags, body: zKoreksiRequest, response: { 201: zKoreksiDetail } } },
    async (req, reply) => {
      reply.code(201);
      return idempotent(db, req, reply, (remember) => service.create(db, caller(req), req.body, remember), 201);
    },
  );
  app.get(
    '/koreksi-kehadiran/:id',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zKoreksiDetail } } },
    (req) => service.getOwn(db, caller(req), req.params.id),
  );
  app.post(
    '/koreksi-kehadiran/:id/batal',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zKoreksiDetail } } },
    (req) => service.cancel(db, caller(req), req.params.id),
  );

  app.get(
    '/koreksi-kehadiran/admin',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: zKoreksiListQuery, response: { 200: zKoreksiAdminPage } },
    },
    (req) => service.listAll(db, req.query),
  );
  app.get(
    '/koreksi-kehadiran/admin/export',
    { config: { access: 'admin' }, schema: { tags, querystring: zKoreksiListQuery, response: { 200: zReportExport } } },
    (req) => exportKoreksi(db, req.query, now()),
  );
  app.get(
    '/koreksi-kehadiran/admin/:id',
    { config: { access: 'admin' }, schema: { tags, params: zIdParams, response: { 200: zKoreksiAdminDetail } } },
    (req) => service.getAny(db, caller(req), req.params.id),
  );
};
