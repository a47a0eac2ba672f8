import {
  zCalonKaryawanGrupList,
  zCalonKaryawanQuery,
  zGrupGaji,
  zGrupGajiKaryawanParams,
  zGrupGajiList,
  zGrupGajiListQuery,
  zGrupGajiRequest,
  zIdParams,
  zKaryawanGrupGajiList,
  zKomponenGaji,
  zKomponenGajiList,
  zKomponenGajiListQuery,
  zKomponenGajiRequest,
  zListQuery,
  zMessage,
  zNilaiGridRequest,
  zNilaiGridResult,
  zNilaiKaryawanRequest,
  zPengaturanPenggajian,
  zPengaturanPenggajianRequest,
  zTambahKaryawanFilterRequest,
  zTambahKaryawanFilterResult,
  zTambahKaryawanGrupRequest,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import * as grup from './grup-gaji.service.ts';
import { payrollFilesRoutes } from './payroll-files.routes.ts';
import { payrollRunRoutes } from './payroll-run.routes.ts';
import { payrollChecklistRoutes } from './payroll-checklist.routes.ts';
import { ebupotRoutes } from './ebupot.routes.ts';
import * as komponen from './komponen-gaji.service.ts';
import * as pengaturan from './pengaturan-penggajian.service.ts';
import { upahMinimumRoutes } from './upah-minimum.routes.ts';

const admin = { access: 'admin' } as const;

/** Salary components (Admin/HRD). */
const komponenRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['komponen-gaji'];
  app.get(
    '/komponen-gaji',
    { config: admin, schema: { tags, querystring: zKomponenGajiListQuery, response: { 200: zKomponenGajiList } } },
    (req) => komponen.list(db, req.query),
  );
  app.post(
    '/komponen-gaji',
    { config: admin, schema: { tags, body: zKomponenGajiRequest, response: { 201: zKomponenGaji } } },
    async (req, reply) => reply.code(201).send(await komponen.create(db, req.body)),
  );
  app.get('/komponen-gaji/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zKomponenGaji } } }, (req) =>
    komponen.get(db, req.params.id),
  );
  app.put(
    '/komponen-gaji/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zKomponenGajiRequest, response: { 200: zKomponenGaji } } },
    (req) => komponen.update(db, req.params.id, req.body),
  );
  app.delete(
    '/komponen-gaji/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await komponen.remove(db, req.params.id);
      return { message: 'Komponen gaji berhasil dihapus.' };
    },
  );
};

/** Salary groups and their employees (Admin/HRD). */
const grupRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['grup-gaji'];
  app.get(
    '/grup-gaji',
    { config: admin, schema: { tags, querystring: zGrupGajiListQuery, response: { 200: zGrupGajiList } } },
    (req) => grup.list(db, req.query),
  );
  app.post(
    '/grup-gaji',
    { config: admin, schema: { tags, body: zGrupGajiRequest, response: { 201: zGrupGaji } } },
    async (req, reply) => reply.code(201).send(await grup.create(db, req.body)),
  );
  app.get('/grup-gaji/:id', { config: admin, schema: { tags, params: zIdParams, response: { 200: zGrupGaji } } }, (req) =>
    grup.get(db, req.params.id),
  );
  app.put(
    '/grup-gaji/:id',
    { config: admin, schema: { tags, params: zIdParams, body: zGrupGajiRequest, response: { 200: zGrupGaji } } },
    (req) => grup.update(db, req.params.id, req.body),
  );
  app.delete(
    '/grup-gaji/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await grup.remove(db, req.params.id);
      return { message: 'Grup gaji berhasil dihapus.' };
    },
  );
  app.get(
    '/grup-gaji/:id/karyawan',
    { config: admin, schema: { tags, params: zIdParams, querystring: zListQuery, response: { 200: zKaryawanGrupGajiList } } },
    (req) => grup.listKaryawan(db, req.params.id, req.query),
  );
  app.get(
    '/grup-gaji/:id/calon-karyawan',
    {
      config: admin,
      schema: { tags, params: zIdParams, querystring: zCalonKaryawanQuery, response: { 200: zCalonKaryawanGrupList } },
    },
    (req) => grup.listCalon(db, caller(req), req.params.id, req.query),
  );
  app.post(
    '/grup-gaji/:id/karyawan',
    { config: admin, schema: { tags, params: zIdParams, body: zTambahKaryawanGrupRequest, response: { 200: zMessage } } },
    (req) => grup.tambahKaryawan(db, caller(req), req.params.id, req.body),
  );
  app.post(
    '/grup-gaji/:id/karyawan/sesuai-filter',
    {
      config: admin,
      schema: { tags, params: zIdParams, body: zTambahKaryawanFilterRequest, response: { 200: zTambahKaryawanFilterResult } },
    },
    (req) => grup.tambahSesuaiFilter(db, caller(req), req.params.id, req.body),
  );
  app.put(
    '/grup-gaji/:id/nilai-karyawan',
    { config: admin, schema: { tags, params: zIdParams, body: zNilaiGridRequest, response: { 200: zNilaiGridResult } } },
    (req) => grup.simpanNilaiGrid(db, caller(req), req.params.id, req.body),
  );
  app.put(
    '/grup-gaji/:id/karyawan/:user_id',
    {
      config: admin,
      schema: { tags, params: zGrupGajiKaryawanParams, body: zNilaiKaryawanRequest, response: { 200: zMessage } },
    },
    (req) => grup.setNilaiKaryawan(db, caller(req), req.params.id, req.params.user_id, req.body),
  );
  app.delete(
    '/grup-gaji/:id/karyawan/:user_id',
    { config: admin, schema: { tags, params: zGrupGajiKaryawanParams, response: { 200: zMessage } } },
    async (req) => {
      await grup.keluarkanKaryawan(db, caller(req), req.params.id, req.params.user_id);
      return { message: 'Karyawan dikeluarkan dari grup gaji.' };
    },
  );
};

/** The company's payroll settings (the JKK risk class), Admin/HRD. */
const pengaturanRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['pengaturan-penggajian'];
  app.get('/pengaturan-penggajian', { config: admin, schema: { tags, response: { 200: zPengaturanPenggajian } } }, () =>
    pengaturan.get(db),
  );
  app.put(
    '/pengaturan-penggajian',
    { config: admin, schema: { tags, body: zPengaturanPenggajianRequest, response: { 200: zPengaturanPenggajian } } },
    (req) => pengaturan.update(db, caller(req), req.body),
  );
};

export const payrollRoutes: ModuleRoutes = async (app, deps) => {
  await komponenRoutes(app, deps);
  await pengaturanRoutes(app, deps);
  await grupRoutes(app, deps);
  await payrollRunRoutes(app, deps);
  await payrollChecklistRoutes(app, deps);
  await ebupotRoutes(app, deps);
  await payrollFilesRoutes(app, deps);
  await upahMinimumRoutes(app, deps);
};
