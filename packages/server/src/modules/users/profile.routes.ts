import {
  zDataKaryawan,
  zDataKontak,
  zDataKontakRequest,
  zDataPribadiAdminPage,
  zDataPribadiAdminQuery,
  zDataPribadiRequest,
  zDataPribadiSaya,
  zListQuery,
  zMessage,
  zNotificationPreference,
  zNotificationPreferenceRequest,
  zPicRefList,
  zUpdateFcmTokenRequest,
  zUserRefList,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import * as dataChange from './data-change.service.ts';
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
  app.get('/users/data-pribadi', { config: user, schema: { tags, response: { 200: zDataPribadiSaya } } }, (req) =>
    service.getPribadi(db, caller(req)),
  );
  // Audited: personal data changed by its owner (UU 27/2022); tax and bank data become a request for HR.
  app.put(
    '/users/data-pribadi',
    {
      config: { access: 'user', audit: true },
      schema: { tags, body: zDataPribadiRequest, response: { 200: zDataPribadiSaya } },
    },
    (req) => service.updatePribadi(db, caller(req), req.body),
  );
  // HR's list of tax and bank data changes; each is decided through the approval engine.
  app.get(
    '/users/admin/perubahan-data-pribadi',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: zDataPribadiAdminQuery, response: { 200: zDataPribadiAdminPage } },
    },
    (req) => dataChange.listAdmin(db, req.query),
  );
  // Approval notifications by e-mail too (Profile screen).
  app.get('/users/preferensi-notifikasi', { config: user, schema: { tags, response: { 200: zNotificationPreference } } }, (req) =>
    service.getNotificationPreference(db, caller(req)),
  );
  app.put(
    '/users/preferensi-notifikasi',
    { config: user, schema: { tags, body: zNotificationPreferenceRequest, response: { 200: zNotificationPreference } } },
    (req) => service.setNotificationPreference(db, caller(req), req.body.notifikasi_email),
  );
  app.get('/users/data-karyawan', { config: user, schema: { tags, response: { 200: zDataKaryawan } } }, (req) =>
    service.getKaryawan(db, caller(req)),
  );
  app.get(
    '/users/users-by-pic',
    { config: user, schema: { tags, querystring: zListQuery, response: { 200: zUserRefList } } },
    (req) => service.usersByPic(db, caller(req), req.query),
  );
  // Not the employee's own data: the PIC picker of a new employee on the admin form (section karyawan).
  app.get(
    '/users/find-user',
    { config: { access: 'admin' }, schema: { tags, querystring: zListQuery, response: { 200: zPicRefList } } },
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
