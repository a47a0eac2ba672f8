import {
  zIdParams,
  zImporAttlog,
  zImporAttlogQuery,
  zLogMesinDitolakList,
  zMesinAbsen,
  zMesinAbsenList,
  zMesinAbsenRequest,
  zPinMesin,
  zPinMesinRequest,
} from '@hadir/contract';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App, ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { readOneUpload } from '../../platform/multipart-upload.ts';
import type { Db } from '../../platform/db.ts';
import * as admin from './mesin-absen.admin.ts';
import * as device from './mesin-absen.service.ts';

const adminOnly = { access: 'admin' } as const;

/** Registered terminals and their refused lines (Admin/HRD, under Pengaturan); changes are audited. */
export const mesinAbsenRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['mesin-absen'];
  app.get('/mesin-absen', { config: adminOnly, schema: { tags, response: { 200: zMesinAbsenList } } }, () => admin.list(db));
  app.post(
    '/mesin-absen',
    { config: adminOnly, schema: { tags, body: zMesinAbsenRequest, response: { 201: zMesinAbsen } } },
    async (req, reply) => reply.code(201).send(await admin.create(db, req.body)),
  );
  app.get('/mesin-absen/:id', { config: adminOnly, schema: { tags, params: zIdParams, response: { 200: zMesinAbsen } } }, (req) =>
    admin.get(db, req.params.id),
  );
  app.put(
    '/mesin-absen/:id',
    { config: adminOnly, schema: { tags, params: zIdParams, body: zMesinAbsenRequest, response: { 200: zMesinAbsen } } },
    (req) => admin.update(db, req.params.id, req.body),
  );
  app.get(
    '/mesin-absen/pin/:id',
    { config: adminOnly, schema: { tags, params: zIdParams, response: { 200: zPinMesin } } },
    (req) => admin.getPin(db, req.params.id),
  );
  app.put(
    '/mesin-absen/pin/:id',
    { config: adminOnly, schema: { tags, params: zIdParams, body: zPinMesinRequest, response: { 200: zPinMesin } } },
    (req) => admin.savePin(db, caller(req), req.params.id, req.body),
  );
  // Multipart only in this scope: every other route keeps taking JSON alone.
  app.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/mesin-absen/:id/impor',
      {
        config: adminOnly,
        schema: { tags, params: zIdParams, querystring: zImporAttlogQuery, response: { 200: zImporAttlog } },
      },
      async (req) => {
        const file = await readOneUpload(req, {
          maxBytes: 20 * 1024 * 1024,
          notMultipart: 'Unggah berkas log absen dari mesin (attlog.dat).',
          tooLarge: 'Berkas log absen paling besar 20 MB.',
          oneFile: 'Unggah satu berkas log absen.',
        });
        return admin.importFile(db, req.params.id, file.bytes, req.query.dry_run, now());
      },
    );
  });
  app.get('/mesin-absen/ditolak', { config: adminOnly, schema: { tags, response: { 200: zLogMesinDitolakList } } }, () =>
    admin.refused(db),
  );
};

const text = (reply: FastifyReply, answer: device.DeviceAnswer) =>
  reply.code(answer.status).type('text/plain; charset=utf-8').send(answer.text);
const param = (q: unknown, key: string): string => {
  const v = (q as Record<string, unknown>)[key];
  return typeof v === 'string' ? v.trim().slice(0, 64) : '';
};

/**
 * The terminals' own protocol, outside /api (they are set up with the server's address and call /iclock/...):
 * plain text in and out, no session (a terminal is known by its registered serial number), any content type.
 */
export function iclockRoutes({ db }: { db: Db }) {
  return async (app: App) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 8 * 1024 * 1024 }, (_req, body, done) => done(null, body));
    const hide = { schema: { hide: true } };
    app.get('/iclock/cdata', hide, async (req, reply) => text(reply, await device.handshake(db, param(req.query, 'SN'))));
    app.post('/iclock/cdata', hide, async (req, reply) => {
      const q = req.query;
      const body = typeof req.body === 'string' ? req.body : '';
      const answer = await device.upload(
        db,
        param(q, 'SN'),
        param(q, 'table').toUpperCase(),
        param(q, 'Stamp') || null,
        body,
        now(),
      );
      return text(reply, answer);
    });
    app.get('/iclock/getrequest', hide, async (req, reply) => text(reply, await device.poll(db, param(req.query, 'SN'))));
    app.post('/iclock/devicecmd', hide, async (req, reply) => text(reply, await device.poll(db, param(req.query, 'SN'))));
  };
}
