import {
  zBukaPenggajianRequest,
  zFinalPenggajianRequest,
  zIdParams,
  zListQuery,
  zMessage,
  zPenggajianDetail,
  zPenggajianList,
  zPenggajianListQuery,
  zPenggajianRequest,
  zPenyesuaianRequest,
  zSlipDetail,
  zSlipList,
  zSlipParams,
  zSlipSayaList,
} from '@hadir/contract';
import type { FastifyReply } from 'fastify';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import { inBackground } from '../../platform/lanes.ts';
import * as service from './payroll-run.service.ts';
import { slipDocument } from './payslip.document.ts';

const tags = ['penggajian'];
const admin = { access: 'admin' } as const;

function sendPdf(reply: FastifyReply, pdf: { file: Buffer; filename: string }) {
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.filename}"`).send(pdf.file);
}

// Static paths (/penggajian/saya) win over /:id in Fastify's router. Reopening is Admin only (not HRD).
export const payrollRunRoutes: ModuleRoutes = (app, { db, config }) => {
  const store = fileStore(config);
  app.get(
    '/penggajian',
    { config: admin, schema: { tags, querystring: zPenggajianListQuery, response: { 200: zPenggajianList } } },
    (req) => service.list(db, req.query),
  );
  app.post(
    '/penggajian',
    { config: admin, schema: { tags, body: zPenggajianRequest, response: { 201: zPenggajianDetail } } },
    // A draft judges a month of every employee in the groups: HR's work, in the background lane.
    async (req, reply) => reply.code(201).send(await inBackground(() => service.createDraft(db, caller(req), req.body))),
  );
  app.get(
    '/penggajian/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zPenggajianDetail } } },
    (req) => service.get(db, req.params.id),
  );
  app.delete(
    '/penggajian/:id',
    { config: admin, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await service.remove(db, req.params.id);
      return { message: 'Draft penggajian dihapus.' };
    },
  );
  app.post(
    '/penggajian/:id/final',
    {
      config: admin,
      schema: { tags, params: zIdParams, body: zFinalPenggajianRequest, response: { 200: zPenggajianDetail } },
    },
    (req) => service.finalise(db, caller(req), req.params.id, req.body?.konfirmasi === true),
  );
  app.post(
    '/penggajian/:id/buka',
    {
      config: { access: 'adminOnly' },
      schema: { tags, params: zIdParams, body: zBukaPenggajianRequest, response: { 200: zPenggajianDetail } },
    },
    (req) => service.reopen(db, caller(req), req.params.id, req.body),
  );
  app.get(
    '/penggajian/:id/slip',
    { config: admin, schema: { tags, params: zIdParams, querystring: zListQuery, response: { 200: zSlipList } } },
    (req) => service.listSlips(db, req.params.id, req.query),
  );
  app.get(
    '/penggajian/:id/slip/:user_id/rincian',
    { config: admin, schema: { tags, params: zSlipParams, response: { 200: zSlipDetail } } },
    (req) => service.slipDetail(db, req.params.id, req.params.user_id),
  );
  // Audited by the service with the line's name (payroll-run.adjust-audit.ts).
  app.put(
    '/penggajian/:id/slip/:user_id/rincian',
    {
      config: { ...admin, audit: false },
      schema: { tags, params: zSlipParams, body: zPenyesuaianRequest, response: { 200: zSlipDetail } },
    },
    (req) => service.adjust(db, caller(req), req.params.id, req.params.user_id, req.body),
  );
  app.get('/penggajian/:id/slip/:user_id', { config: admin, schema: { tags, params: zSlipParams } }, async (req, reply) =>
    sendPdf(reply, await slipDocument(db, store, await service.slipDetail(db, req.params.id, req.params.user_id), 'hrd')),
  );

  app.get(
    '/penggajian/saya',
    { config: { access: 'user' }, schema: { tags, querystring: zListQuery, response: { 200: zSlipSayaList } } },
    (req) => service.ownSlips(db, caller(req), req.query),
  );
  app.get(
    '/penggajian/saya/:id',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zSlipDetail } } },
    (req) => service.ownSlip(db, caller(req), req.params.id),
  );
  app.get('/penggajian/saya/:id/pdf', { config: { access: 'user' }, schema: { tags, params: zIdParams } }, async (req, reply) =>
    sendPdf(reply, await slipDocument(db, store, await service.ownSlip(db, caller(req), req.params.id), 'karyawan')),
  );
};
