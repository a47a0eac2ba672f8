import {
  zIdParams,
  zJadwalSaya,
  zJadwalSayaQuery,
  zMessage,
  zPengaturanShift,
  zShift,
  zShiftList,
  zShiftRequest,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { jadwalSaya } from './jadwal-saya.service.ts';
import * as shift from './shift.service.ts';

// Shift work (decision 0024): shift definitions and the punch-window rules (admin, section pengaturan), and the
// employee's own roster month (Jadwal Saya).
export const shiftRoutes: ModuleRoutes = (app, { db }) => {
  const admin = { access: 'admin' } as const;
  const tags = ['settings'];

  app.get('/shift', { config: admin, schema: { tags, response: { 200: zShiftList } } }, () => shift.list(db));
  app.post('/shift', { config: admin, schema: { tags, body: zShiftRequest, response: { 201: zShift } } }, async (req, reply) =>
    reply.code(201).send(await shift.create(db, req.body)),
  );
  app.get('/shift/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zShift } } }, (req) =>
    shift.get(db, req.params.id),
  );
  app.put(
    '/shift/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zShiftRequest, response: { 200: zShift } } },
    (req) => shift.update(db, req.params.id, req.body),
  );
  app.delete('/shift/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } }, async (req) => {
    await shift.remove(db, req.params.id);
    return { message: 'Shift berhasil dihapus.' };
  });

  app.get('/pengaturan-shift', { config: admin, schema: { tags, response: { 200: zPengaturanShift } } }, () =>
    shift.getPengaturan(db),
  );
  app.put(
    '/pengaturan-shift',
    { config: admin, schema: { tags, body: zPengaturanShift, response: { 200: zPengaturanShift } } },
    (req) => shift.savePengaturan(db, req.body),
  );

  app.get(
    '/jadwal-saya',
    {
      config: { access: 'user' },
      schema: { tags: ['attendance'], querystring: zJadwalSayaQuery, response: { 200: zJadwalSaya } },
    },
    (req) => jadwalSaya(db, caller(req).id, req.query.bulan, now()),
  );
};
