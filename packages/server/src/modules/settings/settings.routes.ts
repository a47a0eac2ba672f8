import {
  zIdParams,
  zJabatan,
  zJabatanRequest,
  zListQuery,
  zMessage,
  zPage,
  zPerusahaan,
  zPengaturanKeamanan,
  zPengaturanKeamananRequest,
  zPerusahaanRequest,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import * as jabatan from './jabatan.service.ts';
import * as keamanan from './keamanan.service.ts';
import * as perusahaan from './perusahaan.service.ts';

export const settingsRoutes: ModuleRoutes = (app, { db }) => {
  const admin = { access: 'admin' } as const;
  const tags = ['settings'];

  app.get('/jabatan', { config: admin, schema: { tags, querystring: zListQuery, response: { 200: zPage(zJabatan) } } }, (req) =>
    jabatan.list(db, req.query),
  );
  app.post(
    '/jabatan',
    { config: admin, schema: { tags, body: zJabatanRequest, response: { 201: zJabatan } } },
    async (req, reply) => reply.code(201).send(await jabatan.create(db, req.body)),
  );
  app.get('/jabatan/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zJabatan } } }, (req) =>
    jabatan.get(db, req.params.id),
  );
  app.put(
    '/jabatan/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zJabatanRequest, response: { 200: zJabatan } } },
    (req) => jabatan.update(db, req.params.id, req.body),
  );
  app.delete('/jabatan/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } }, async (req) => {
    await jabatan.remove(db, req.params.id);
    return { message: 'Jabatan berhasil dihapus.' };
  });

  // Everyone signed in reads the company profile (the employee app's /perusahaan page).
  app.get('/perusahaan', { config: { access: 'user' }, schema: { tags, response: { 200: zPerusahaan } } }, () =>
    perusahaan.get(db),
  );
  app.put('/perusahaan', { config: admin, schema: { tags, body: zPerusahaanRequest, response: { 200: zPerusahaan } } }, (req) =>
    perusahaan.save(db, req.body),
  );
  // Security and privacy (issue 15): face required for clock-in, photo retention, the offline-punch limit.
  app.get('/pengaturan-keamanan', { config: admin, schema: { tags, response: { 200: zPengaturanKeamanan } } }, () =>
    keamanan.get(db),
  );
  app.put(
    '/pengaturan-keamanan',
    { config: admin, schema: { tags, body: zPengaturanKeamananRequest, response: { 200: zPengaturanKeamanan } } },
    (req) => keamanan.save(db, req.body),
  );
};
