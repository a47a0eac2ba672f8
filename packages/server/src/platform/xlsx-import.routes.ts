import multipart from '@fastify/multipart';
import {
  type ImportPreview,
  type ImportRejected,
  type ImportResult,
  zErrorBody,
  zImportPreview,
  zImportQuery,
  zImportRejected,
  zImportResult,
  zReportExport,
} from '@hadir/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from './app-types.ts';
import { caller } from './http.ts';
import type { SessionUser } from './sessions.ts';
import type { ExportFile } from './xlsx-export.ts';
import { readXlsxUpload } from './xlsx-import.ts';

// The one shape of an Excel import's routes (employees, holidays, leave quotas): `GET {path}/template` answers the
// template, `POST {path}?dry_run=true` the preview with every problem, `POST {path}` applies the whole file in one
// transaction answering { created, updated }, or a 400 with the preview's errors and nothing written. The service
// writes its readable audit entry inside that transaction, so the generic audit hook (which cannot read an
// upload) stays out.

export interface ExcelImport {
  path: string;
  tags: string[];
  template: () => Promise<ExportFile>;
  preview: (by: SessionUser, bytes: Buffer) => Promise<ImportPreview>;
  apply: (by: SessionUser, bytes: Buffer) => Promise<{ result: ImportResult } | { rejected: ImportRejected }>;
}

export function registerExcelImport(app: App, im: ExcelImport) {
  const config = { access: 'admin', audit: false } as const;
  app.get(`${im.path}/template`, { config, schema: { tags: im.tags, response: { 200: zReportExport } } }, () => im.template());
  // Multipart parsing only in this scope: every other route keeps taking JSON alone.
  app.register(async (plain) => {
    await plain.register(multipart);
    plain.withTypeProvider<ZodTypeProvider>().post(
      im.path,
      {
        config,
        schema: {
          tags: im.tags,
          querystring: zImportQuery,
          response: { 200: z.union([zImportPreview, zImportResult]), 400: z.union([zImportRejected, zErrorBody]) },
        },
      },
      async (req, reply) => {
        const bytes = await readXlsxUpload(req);
        if (req.query.dry_run) return im.preview(caller(req), bytes);
        const done = await im.apply(caller(req), bytes);
        return 'rejected' in done ? reply.code(400).send(done.rejected) : done.result;
      },
    );
  });
}
