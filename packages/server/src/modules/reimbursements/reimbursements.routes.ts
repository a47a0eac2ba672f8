import {
  zIdParams,
  zReimburseAdminDetail,
  zReimburseAdminPage,
  zReimburseBayarRequest,
  zReimburseDetail,
  zReimburseListQuery,
  zReimbursePage,
  zReimburseRequest,
  zReportExport,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { exportReimburse } from './reimbursements.export.ts';
import * as service from './reimbursements.service.ts';

const tags = ['reimburse'];

// Static /admin wins over /:id in Fastify's router. Decisions go through POST /approval/reimburse/{id};
// receipts are uploaded first through POST /files.
export const reimbursementRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/reimburse',
    { config: { access: 'user' }, schema: { tags, querystring: zReimburseListQuery, response: { 200: zReimbursePage } } },
    (req) => service.listOwn(db, caller(req), req.query),
  );
  app.post(
    '/reimburse',
    { config: { access: 'user' }, schema: { tags, body: zReimburseRequest, response: { 201: zReimburseDetail } } },
    async (req, reply) => {
      reply.code(201);
      return idempotent(db, req, reply, (remember) => service.create(db, caller(req), req.body, remember), 201);
    },
  );
  app.get(
    '/reimburse/:id',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zReimburseDetail } } },
    (req) => service.getOwn(db, caller(req), req.params.id),
  );
  app.post(
    '/reimburse/:id/batal',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zReimburseDetail } } },
    (req) => service.cancel(db, caller(req), req.params.id),
  );

  app.get(
    '/reimburse/admin',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: zReimburseListQuery, response: { 200: zReimburseAdminPage } },
    },
    (req) => service.listAll(db, req.query),
  );
  app.get(
    '/reimburse/admin/export',
    { config: { access: 'admin' }, schema: { tags, querystring: zReimburseListQuery, response: { 200: zReportExport } } },
    (req) => exportReimburse(db, req.query, now()),
  );
  app.get(
    '/reimburse/admin/:id',
    { config: { access: 'admin' }, schema: { tags, params: zIdParams, response: { 200: zReimburseAdminDetail } } },
    (req) => service.getAny(db, caller(req), req.params.id),
  );
  app.post(
    '/reimburse/admin/:id/bayar',
    {
      config: { access: 'admin' },
      schema: { tags, params: zIdParams, body: zReimburseBayarRequest, response: { 200: zReimburseAdminDetail } },
    },
    (req, reply) =>
      idempotent(db, req, reply, (remember) => service.markPaid(db, caller(req), req.params.id, req.body, remember)),
  );
};
