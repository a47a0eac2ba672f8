import {
  zIdParams,
  zKebijakanCuti,
  zKebijakanCutiRequest,
  zKuotaCutiKaryawanList,
  zKuotaCutiKaryawanQuery,
  zKuotaCutiPerKaryawan,
  zKuotaCutiUserParams,
  zMessage,
  zPenyesuaianCuti,
  zPenyesuaianCutiRequest,
  zPenyesuaianCutiUpdateRequest,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import { registerExcelImport } from '../../platform/xlsx-import.routes.ts';
import * as hak from './hak-cuti.service.ts';
import * as kebijakan from './kebijakan-cuti.service.ts';
import * as kuotaImport from './kuota-cuti.import.ts';

const admin = { access: 'admin' } as const;
const tags = ['kuota-cuti'];

/** Annual leave (Admin/HRD): the policy, each employee's derived periods, HR's adjustments and their import. */
export const kuotaCutiRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/kuota-cuti',
    { config: admin, schema: { tags, querystring: zKuotaCutiKaryawanQuery, response: { 200: zKuotaCutiKaryawanList } } },
    (req) => hak.listKaryawan(db, req.query),
  );
  app.get('/kuota-cuti/kebijakan', { config: admin, schema: { tags, response: { 200: zKebijakanCuti } } }, () =>
    kebijakan.get(db),
  );
  app.put(
    '/kuota-cuti/kebijakan',
    { config: admin, schema: { tags, body: zKebijakanCutiRequest, response: { 200: zKebijakanCuti } } },
    (req) => kebijakan.save(db, req.body),
  );
  app.get(
    '/kuota-cuti/user/:user_id',
    { config: admin, schema: { tags, params: zKuotaCutiUserParams, response: { 200: zKuotaCutiPerKaryawan } } },
    (req) => hak.ofKaryawan(db, req.params.user_id),
  );
  app.post(
    '/kuota-cuti/penyesuaian',
    { config: admin, schema: { tags, body: zPenyesuaianCutiRequest, response: { 201: zPenyesuaianCuti } } },
    async (req, reply) => reply.code(201).send(await hak.addPenyesuaian(db, req.body, caller(req).id)),
  );
  app.get(
    '/kuota-cuti/penyesuaian/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zPenyesuaianCuti } } },
    (req) => hak.getPenyesuaian(db, req.params.id),
  );
  app.put(
    '/kuota-cuti/penyesuaian/:id',
    {
      config: admin,
      schema: { tags, params: zIdParams, body: zPenyesuaianCutiUpdateRequest, response: { 200: zPenyesuaianCuti } },
    },
    (req) => hak.updatePenyesuaian(db, req.params.id, req.body),
  );
  app.delete(
    '/kuota-cuti/penyesuaian/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await hak.removePenyesuaian(db, req.params.id);
      return { message: 'Penyesuaian cuti berhasil dihapus.' };
    },
  );
  registerExcelImport(app, {
    path: '/kuota-cuti/import',
    tags,
    template: () => kuotaImport.template(),
    preview: (_by, bytes) => kuotaImport.preview(db, bytes),
    apply: (by, bytes) => kuotaImport.apply(db, by, bytes),
  });
};
