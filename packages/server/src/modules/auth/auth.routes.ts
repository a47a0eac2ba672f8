import { zChangePasswordRequest, zIdParams, zLoginRequest, zLoginResponse, zMeResponse, zMessage } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import * as service from './auth.service.ts';

export const authRoutes: ModuleRoutes = (app, { db, config }) => {
  app.post(
    '/auth/login',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: zLoginRequest, response: { 200: zLoginResponse } } },
    // req.ip is the client: X-Forwarded-For counts only from the proxies in TRUST_PROXY (app.ts).
    (req) => service.login(db, req.body, req.ip, config.sessionDays, now()),
  );
  app.post(
    '/auth/logout',
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: zMessage } } },
    async (req) => {
      await service.logout(db, caller(req));
      return { message: 'Berhasil keluar.' };
    },
  );
  app.get(
    '/auth/me',
    {
      config: { access: 'user', duringPasswordChange: true },
      schema: {
        tags: ['auth'],
        response: {
          200: zMeResponse,
        },
      },
    },
    (req) => service.me(db, caller(req)),
  );
  app.post(
    '/users/change-password',
    {
      config: { access: 'user', duringPasswordChange: true },
      schema: { tags: ['users'], body: zChangePasswordRequest, response: { 200: zMessage } },
    },
    async (req) => {
      await service.changePassword(db, caller(req), req.body, now());
      return { message: 'Password berhasil diubah.' };
    },
  );
  // Admin alone: clears an account's sign-in counters (a person slowed by someone guessing their password).
  app.post(
    '/users/:id/buka-kunci-login',
    { config: { access: 'adminOnly' }, schema: { tags: ['users'], params: zIdParams, response: { 200: zMessage } } },
    (req) => service.unlockSignIn(db, req.params.id),
  );
};
