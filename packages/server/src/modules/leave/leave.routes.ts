import {
  zGenerateKuotaCutiRequest,
  zGenerateKuotaCutiResponse,
  zIdParams,
  zJenisIzin,
  zJenisIzinList,
  zJenisIzinListQuery,
  zJenisIzinRequest,
  zKuotaCuti,
  zKuotaCutiKaryawanList,
  zKuotaCutiKaryawanQuery,
  zKuotaCutiPerKaryawan,
  zKuotaCutiRequest,
  zKuotaCutiUpdateRequest,
  zKuotaCutiUserParams,
  zKuotaCutiUserQuery,
  zMessage,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller, isAdmin } from '../../platform/http.ts';
import * as jenisIzin from './jenis-izin.service.ts';
import * as kuota from './kuota.service.ts';

const admin = { access: 'admin' } as const;

/** Leave types: employees read the active ones (they pick one when filing leave); Admin/HRD manage them. */
const jenisIzinRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['jenis-izin'];
  app.get(
    '/jenis-izin',
    { config: { access: 'user' }, schema: { tags, querystring: zJenisIzinListQuery, response: { 200: zJenisIzinList } } },
    (req) => jenisIzin.list(db, req.query, isAdmin(caller(req))),
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

/** Annual leave quotas per employee and year (Admin/HRD). */
const kuotaRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['kuota-cuti'];
  app.get(
    '/kuota-cuti',
    { config: admin, schema: { tags, querystring: zKuotaCutiKaryawanQuery, response: { 200: zKuotaCutiKaryawanList } } },
    (req) => kuota.listKaryawan(db, req.query),
  );
  app.post(
    '/kuota-cuti',
    { config: admin, schema: { tags, body: zKuotaCutiRequest, response: { 201: zKuotaCuti } } },
    async (req, reply) => reply.code(201).send(await kuota.create(db, req.body)),
  );
  app.post(
    '/kuota-cuti/generate',
    { config: admin, schema: { tags, body: zGenerateKuotaCutiRequest, response: { 200: zGenerateKuotaCutiResponse } } },
    (req) => kuota.generate(db, req.body.tahun),
  );
  app.get(
    '/kuota-cuti/user/:user_id',
    {
      config: admin,
      schema: { tags, params: zKuotaCutiUserParams, querystring: zKuotaCutiUserQuery, response: { 200: zKuotaCutiPerKaryawan } },
    },
    (req) => kuota.listOfUser(db, req.params.user_id, req.query.tahun),
  );
  app.get('/kuota-cuti/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zKuotaCuti } } }, (req) =>
    kuota.get(db, req.params.id),
  );
  app.put(
    '/kuota-cuti/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zKuotaCutiUpdateRequest, response: { 200: zKuotaCuti } } },
    (req) => kuota.update(db, req.params.id, req.body),
  );
  app.delete(
    '/kuota-cuti/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await kuota.remove(db, req.params.id);
      return { message: 'Kuota cuti berhasil dihapus.' };
    },
  );
};

export const leaveRoutes: ModuleRoutes = async (app, deps) => {
  await jenisIzinRoutes(app, deps);
  await kuotaRoutes(app, deps);
};
