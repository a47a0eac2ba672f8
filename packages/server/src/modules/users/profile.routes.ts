import {
  zDataKaryawan,
  zDataKontak,
  zDataKontakRequest,
  zDataPribadi,
  zDataPribadiRequest,
  zListQuery,
  zMessage,
  zUpdateFcmTokenRequest,
  zUserRefList,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import * as service from './profile.service.ts';

const tags = ['users'];

/** The signed-in person's own data; whose record is always the session's, never an id from the client. */
export const profileRoutes: ModuleRoutes = (app, { db }) => {
  const user = { access: 'user' } as const;

  app.get('/users/data-kontak', { config: user, schema: { tags, response: { 200: zDataKontak } } }, (req) =>
    service.getKontak(db, caller(req)),
  );
  app.put(
    '/users/data-kontak',
    { config: user, schema: { tags, body: zDataKontakRequest, response: { 200: zDataKontak } } },
    (req) => service.updateKontak(db, caller(req), req.body),
  );
  app.get('/users/data-pribadi', { config: user, schema: { tags, response: { 200: zDataPribadi } } }, (req) =>
    service.getPribadi(db, caller(req)),
  );
  app.put(
    '/users/data-pribadi',
    { config: user, schema: { tags, body: zDataPribadiRequest, response: { 200: zDataPribadi } } },
    (req) => service.updatePribadi(db, caller(req), req.body),
  );
  app.get('/users/data-karyawan', { config: user, schema: { tags, response: { 200: zDataKaryawan } } }, (req) =>
    service.getKaryawan(db, caller(req)),
  );
  app.get(
    '/users/users-by-pic',
    { config: user, schema: { tags, querystring: zListQuery, response: { 200: zUserRefList } } },
    (req) => service.usersByPic(db, caller(req), req.query),
  );
  app.get(
    '/users/find-user',
    { config: user, schema: { tags, querystring: zListQuery, response: { 200: zUserRefList } } },
    (req) => service.findUsers(db, req.query),
  );
  // Reachable with a temporary password too: it only touches this sign-in's own session.
  app.post(
    '/users/update-fcm-token',
    {
      config: { access: 'user', duringPasswordChange: true },
      schema: { tags, body: zUpdateFcmTokenRequest, response: { 200: zMessage } },
    },
    async (req) => {
      await service.updateFcmToken(db, caller(req), req.body.fcm_token);
      return { message: 'Token notifikasi berhasil disimpan.' };
    },
  );
};
