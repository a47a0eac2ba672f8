import { zEbupotQuery, zIdParams, zEbupotFile, zTahunPajakQuery, zUserIdParams } from '@hadir/contract';
import type { FastifyReply } from 'fastify';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { fileStore } from '../../platform/files.ts';
import { caller } from '../../platform/http.ts';
import * as service from './ebupot.service.ts';

function sendPdf(reply: FastifyReply, pdf: { file: Buffer; filename: string }) {
  return reply.type('application/pdf').header('content-disposition', `inline; filename="${pdf.filename}"`).send(pdf.file);
}

// Coretax e-Bupot XML of a final run (Admin/HRD, like the bank file: base64 + file name), and the annual Bukti Potong
// A1: the caller's own, or anyone's for Admin/HRD. Static segments win over /:id in Fastify's router.
export const ebupotRoutes: ModuleRoutes = (app, { db, config }) => {
  const tags = ['penggajian'];
  const store = fileStore(config);
  app.get(
    '/penggajian/:id/ebupot',
    {
      config: { access: 'admin' },
      schema: { tags, params: zIdParams, querystring: zEbupotQuery, response: { 200: zEbupotFile } },
    },
    (req) => service.ebupotFile(db, req.params.id, req.query.jenis),
  );
  app.get(
    '/penggajian/saya/bukti-potong-a1',
    { config: { access: 'user' }, schema: { tags, querystring: zTahunPajakQuery } },
    async (req, reply) => sendPdf(reply, await service.buktiPotongA1(db, store, caller(req).id, req.query.tahun, 'karyawan')),
  );
  app.get(
    '/penggajian/bukti-potong-a1/:user_id',
    { config: { access: 'admin' }, schema: { tags, params: zUserIdParams, querystring: zTahunPajakQuery } },
    async (req, reply) => sendPdf(reply, await service.buktiPotongA1(db, store, req.params.user_id, req.query.tahun, 'hrd')),
  );
};
