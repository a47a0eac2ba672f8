import {
  zHariLibur,
  zHariLiburListQuery,
  zHariLiburRequest,
  zIdParams,
  zJadwalKerja,
  zJadwalKerjaRequest,
  zListQuery,
  zMessage,
  zPage,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { registerExcelImport } from '../../platform/xlsx-import.routes.ts';
import * as liburImport from './hari-libur.import.ts';
import * as libur from './hari-libur.service.ts';
import * as jadwal from './jadwal.service.ts';

export const scheduleRoutes: ModuleRoutes = (app, { db }) => {
  const admin = { access: 'admin' } as const;
  const tags = ['settings'];

  app.get(
    '/jadwal-kerja',
    { config: admin, schema: { tags, querystring: zListQuery, response: { 200: zPage(zJadwalKerja) } } },
    (req) => jadwal.list(db, req.query),
  );
  app.post(
    '/jadwal-kerja',
    { config: admin, schema: { tags, body: zJadwalKerjaRequest, response: { 201: zJadwalKerja } } },
    async (req, reply) => reply.code(201).send(await jadwal.create(db, req.body)),
  );
  app.get('/jadwal-kerja/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zJadwalKerja } } }, (req) =>
    jadwal.get(db, req.params.id),
  );
  app.put(
    '/jadwal-kerja/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zJadwalKerjaRequest, response: { 200: zJadwalKerja } } },
    (req) => jadwal.update(db, req.params.id, req.body),
  );
  app.delete(
    '/jadwal-kerja/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await jadwal.remove(db, req.params.id);
      return { message: 'Jadwal kerja berhasil dihapus.' };
    },
  );

  app.get(
    '/hari-libur',
    { config: admin, schema: { tags, querystring: zHariLiburListQuery, response: { 200: zPage(zHariLibur) } } },
    (req) => libur.list(db, req.query),
  );
  app.post(
    '/hari-libur',
    { config: admin, schema: { tags, body: zHariLiburRequest, response: { 201: zHariLibur } } },
    async (req, reply) => reply.code(201).send(await libur.create(db, req.body)),
  );
  registerExcelImport(app, {
    path: '/hari-libur/import',
    tags,
    template: () => liburImport.template(),
    preview: (_by, bytes) => liburImport.preview(db, bytes),
    apply: (by, bytes) => liburImport.apply(db, by, bytes),
  });
  app.get('/hari-libur/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zHariLibur } } }, (req) =>
    libur.get(db, req.params.id),
  );
  app.put(
    '/hari-libur/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zHariLiburRequest, response: { 200: zHariLibur } } },
    (req) => libur.update(db, req.params.id, req.body),
  );
  app.delete(
    '/hari-libur/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await libur.remove(db, req.params.id);
      return { message: 'Hari libur berhasil dihapus.' };
    },
  );
};
