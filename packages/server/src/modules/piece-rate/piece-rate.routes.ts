import {
  zBoronganAdminDetail,
  zBoronganAdminPage,
  zBoronganAkses,
  zBoronganDetail,
  zBoronganListQuery,
  zBoronganPage,
  zBoronganRequest,
  zHargaBerlakuList,
  zHargaBerlakuQuery,
  zHargaBoronganDetail,
  zHargaBoronganListQuery,
  zHargaBoronganPage,
  zHargaBoronganRequest,
  zIdParams,
  zMessage,
  zPengaturanBorongan,
  zReportExport,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { idempotent } from '../../platform/idempotency.ts';
import * as akses from './akses.service.ts';
import { exportBorongan } from './borongan.export.ts';
import * as borongan from './borongan.service.ts';
import * as harga from './harga.service.ts';

const admin = { access: 'admin' } as const;
const user = { access: 'user' } as const;

/** The price list: Admin/HRD manage it; employees read the prices in force on a date (/berlaku). */
const hargaRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['harga-borongan'];
  app.get(
    '/harga-borongan',
    { config: admin, schema: { tags, querystring: zHargaBoronganListQuery, response: { 200: zHargaBoronganPage } } },
    (req) => harga.list(db, req.query, now()),
  );
  app.get(
    '/harga-borongan/berlaku',
    { config: user, schema: { tags, querystring: zHargaBerlakuQuery, response: { 200: zHargaBerlakuList } } },
    (req) => harga.inForce(db, caller(req), req.query.tanggal, now()),
  );
  app.post(
    '/harga-borongan',
    { config: admin, schema: { tags, body: zHargaBoronganRequest, response: { 201: zHargaBoronganDetail } } },
    async (req, reply) => reply.code(201).send(await harga.create(db, caller(req), req.body, now())),
  );
  app.get(
    '/harga-borongan/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zHargaBoronganDetail } } },
    (req) => harga.get(db, req.params.id, now()),
  );
  app.put(
    '/harga-borongan/:id',
    {
      config: admin,
      schema: { tags, params: zIdParams, body: zHargaBoronganRequest, response: { 200: zHargaBoronganDetail } },
    },
    (req) => harga.update(db, caller(req), req.params.id, req.body, now()),
  );
  app.delete('/harga-borongan/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } }, (req) =>
    harga.deactivate(db, req.params.id),
  );
};

// Static /admin wins over /:id in Fastify's router. Decisions go through POST /approval/borongan/{id}.
const boronganRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['borongan'];
  app.get(
    '/borongan',
    { config: user, schema: { tags, querystring: zBoronganListQuery, response: { 200: zBoronganPage } } },
    (req) => borongan.listOwn(db, caller(req), req.query),
  );
  app.post(
    '/borongan',
    { config: user, schema: { tags, body: zBoronganRequest, response: { 201: zBoronganDetail } } },
    async (req, reply) => {
      reply.code(201);
      return idempotent(db, req, reply, (remember) => borongan.create(db, caller(req), req.body, now(), remember), 201);
    },
  );
  app.get('/borongan/akses', { config: user, schema: { tags, response: { 200: zBoronganAkses } } }, (req) =>
    akses.akses(db, caller(req).id),
  );
  app.get('/borongan/:id', { config: user, schema: { tags, params: zIdParams, response: { 200: zBoronganDetail } } }, (req) =>
    borongan.getOwn(db, caller(req), req.params.id),
  );
  app.post(
    '/borongan/:id/batal',
    { config: user, schema: { tags, params: zIdParams, response: { 200: zBoronganDetail } } },
    (req) => borongan.cancel(db, caller(req), req.params.id),
  );
  app.get(
    '/borongan/admin',
    { config: admin, schema: { tags, querystring: zBoronganListQuery, response: { 200: zBoronganAdminPage } } },
    (req) => borongan.listAll(db, req.query),
  );
  app.get(
    '/borongan/admin/export',
    { config: admin, schema: { tags, querystring: zBoronganListQuery, response: { 200: zReportExport } } },
    (req) => exportBorongan(db, req.query, now()),
  );
  app.get(
    '/borongan/admin/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zBoronganAdminDetail } } },
    (req) => borongan.getAny(db, caller(req), req.params.id),
  );
};

/** Which employee types may enter work: a company setting Admin/HRD manage beside the price list. */
const pengaturanRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['harga-borongan'];
  app.get('/pengaturan-borongan', { config: admin, schema: { tags, response: { 200: zPengaturanBorongan } } }, () =>
    akses.get(db),
  );
  app.put(
    '/pengaturan-borongan',
    { config: admin, schema: { tags, body: zPengaturanBorongan, response: { 200: zPengaturanBorongan } } },
    (req) => akses.save(db, req.body),
  );
};

export const pieceRateRoutes: ModuleRoutes = async (app, deps) => {
  await hargaRoutes(app, deps);
  await pengaturanRoutes(app, deps);
  await boronganRoutes(app, deps);
};
