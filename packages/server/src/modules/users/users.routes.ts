import {
  zCreateUserRequest,
  zCreateUserResponse,
  zIdParams,
  zKuotaCutiList,
  zKuotaCutiQuery,
  zListQuery,
  zMessage,
  zReportExport,
  zResendLoginDataRequest,
  zResendLoginDataResponse,
  zUpdateUserRequest,
  zUserDetail,
  zUserList,
  zUserListQuery,
  zUserRefList,
} from '@hadir/contract';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { quotaReport } from '../leave/index.ts';
import { exportUsers } from './users.export.ts';
import * as service from './users.service.ts';

const tags = ['users'];

/** Employee management for Admin and HRD. */
export const adminUserRoutes: ModuleRoutes = (app, { db, config }) => {
  const admin = { access: 'admin' } as const;
  // Where people open the app, for the login data message: APP_URL, else the address this admin used.
  const appUrl = (req: FastifyRequest) => config.appUrl ?? `${req.protocol}://${req.host}`;

  app.get('/users', { config: admin, schema: { tags, querystring: zUserListQuery, response: { 200: zUserList } } }, (req) =>
    service.list(db, req.query),
  );
  app.post(
    '/users',
    { config: admin, schema: { tags, body: zCreateUserRequest, response: { 201: zCreateUserResponse } } },
    async (req, reply) => reply.code(201).send(await service.create(db, caller(req), req.body, appUrl(req))),
  );
  // The list's rows with its filters as xlsx.
  app.get(
    '/users/export',
    { config: admin, schema: { tags, querystring: zUserListQuery, response: { 200: zReportExport } } },
    (req) => exportUsers(db, req.query, now()),
  );
  // The Laporan Kuota Cuti rows; annual leave and its use belong to the leave module.
  app.get(
    '/users/kuota-cuti',
    { config: admin, schema: { tags, querystring: zKuotaCutiQuery, response: { 200: zKuotaCutiList } } },
    (req) => quotaReport(db, req.query),
  );
  app.get(
    '/users/posible-pic/:id',
    { config: admin, schema: { tags, params: zIdParams, querystring: zListQuery, response: { 200: zUserRefList } } },
    (req) => service.possiblePics(db, req.params.id, req.query),
  );
  app.post(
    '/users/resend-login-data',
    { config: admin, schema: { tags, body: zResendLoginDataRequest, response: { 200: zResendLoginDataResponse } } },
    (req) => service.resendLoginData(db, caller(req), req.body.user_id, appUrl(req)),
  );
  app.get('/users/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zUserDetail } } }, (req) =>
    service.get(db, req.params.id),
  );
  app.put(
    '/users/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zUpdateUserRequest, response: { 200: zUserDetail } } },
    (req) => service.update(db, caller(req), req.params.id, req.body),
  );
  app.delete('/users/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } }, async (req) => {
    await service.deactivate(db, caller(req), req.params.id);
    return { message: 'Karyawan berhasil dinonaktifkan.' };
  });
};
