import {
  zAbsenOfflineList,
  zFaceConsent,
  zFaceRegisterRequest,
  zFaceRegisterResponse,
  zLokasiAbsen,
  zLokasiAbsenRequest,
  zLokasiSaya,
  zMessage,
  zPunchAnswer,
  zPunchChallenge,
  zPunchRequest,
  zUserIdParams,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { urgent } from '../../platform/lanes.ts';
import { faceEngine } from '../face/index.ts';
import * as liveness from './face-registration.punch.ts';
import * as faces from './face-registration.service.ts';
import * as holds from './offline-hold.service.ts';
import * as service from './punch.service.ts';

const MB = 1024 * 1024;

/** Clock-in/out (POST /attendance), face registration, and where each employee may punch. */
export const punchRoutes: ModuleRoutes = async (app, deps) => {
  const { db, config } = deps;
  const store = fileStore(config);
  // The engine's workers start on the first photo that needs them, not here.
  const tools = {
    store,
    get engine() {
      return faceEngine();
    },
  };
  const tags = ['attendance'];

  app.post(
    '/attendance',
    {
      config: { access: 'user' },
      // Two frames of at most 2 MB each are ~5.4 MB of base64.
      bodyLimit: 6 * MB,
      schema: { tags, body: zPunchRequest, response: { 200: zPunchAnswer } },
    },
    (req, reply) =>
      urgent(() => idempotent(db, req, reply, (remember) => service.punch(db, tools, caller(req), req.body, now(), remember))),
  );

  // The caller's offline punches held for HR's confirmation, waiting and decided.
  app.get(
    '/attendance/absen-offline',
    { config: { access: 'user' }, schema: { tags, response: { 200: zAbsenOfflineList } } },
    (req) => holds.listOwn(db, caller(req)),
  );

  // A one-time head-turn challenge for the next punch's two frames (liveness).
  app.get('/attendance/tantangan', { config: { access: 'user' }, schema: { tags, response: { 200: zPunchChallenge } } }, (req) =>
    liveness.challenge(db, caller(req).id, now()),
  );

  // Where the caller may punch, for the clock-in page's distance and map before the selfie.
  app.get('/attendance/lokasi-saya', { config: { access: 'user' }, schema: { tags, response: { 200: zLokasiSaya } } }, (req) =>
    service.lokasiSaya(db, caller(req)),
  );

  app.get(
    '/face-recognition/persetujuan',
    { config: { access: 'user' }, schema: { tags, response: { 200: zFaceConsent } } },
    () => faces.consent(db),
  );
  app.post(
    '/face-recognition/register',
    {
      config: { access: 'user' },
      bodyLimit: 8 * MB,
      schema: { tags, body: zFaceRegisterRequest, response: { 200: zFaceRegisterResponse } },
    },
    (req) => faces.register(db, store, tools.engine, caller(req).id, req.body),
  );
  app.delete(
    '/face-recognition/admin/:user_id',
    { config: { access: 'admin' }, schema: { tags, params: zUserIdParams, response: { 200: zMessage } } },
    (req) => faces.reset(db, store, caller(req), req.params.user_id),
  );

  app.get(
    '/attendance/admin/lokasi-absen/:user_id',
    { config: { access: 'admin' }, schema: { tags, params: zUserIdParams, response: { 200: zLokasiAbsen } } },
    (req) => service.getLokasiAbsen(db, req.params.user_id),
  );
  app.put(
    '/attendance/admin/lokasi-absen/:user_id',
    {
      config: { access: 'admin' },
      schema: { tags, params: zUserIdParams, body: zLokasiAbsenRequest, response: { 200: zLokasiAbsen } },
    },
    (req) => service.saveLokasiAbsen(db, caller(req), req.params.user_id, req.body),
  );

  // Until app.ts lists the files module itself.
};
