import {
  zFaceRegisterRequest,
  zFaceRegistrationStatus,
  zLokasiAbsen,
  zLokasiAbsenRequest,
  zMessage,
  zPunchRequest,
  zPunchResponse,
  zUserIdParams,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import { idempotent } from '../../platform/idempotency.ts';
import { faceEngine } from '../face/index.ts';
import * as faces from './face-registration.service.ts';
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
      // A 2 MB photo is ~2.7 MB of base64.
      bodyLimit: 3 * MB,
      schema: { tags, body: zPunchRequest, response: { 200: zPunchResponse } },
    },
    (req, reply) => idempotent(db, req, reply, (remember) => service.punch(db, tools, caller(req), req.body, now(), remember)),
  );

  app.post(
    '/face-recognition/register',
    {
      config: { access: 'user' },
      bodyLimit: 8 * MB,
      schema: { tags, body: zFaceRegisterRequest, response: { 200: zFaceRegistrationStatus } },
    },
    (req) => faces.register(db, store, tools.engine, caller(req).id, req.body.photos),
  );
  app.delete(
    '/face-recognition/admin/:user_id',
    { config: { access: 'admin' }, schema: { tags, params: zUserIdParams, response: { 200: zMessage } } },
    (req) => faces.reset(db, store, req.params.user_id),
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
    (req) => service.saveLokasiAbsen(db, req.params.user_id, req.body),
  );

  // Until app.ts lists the files module itself.
};
