import multipart from '@fastify/multipart';
import { zBackupItem, zBackupJadwal, zBackupList, zBackupRestoreResult, zIdParams, zMessage } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { AppError } from '../../platform/errors.ts';
import { caller } from '../../platform/http.ts';
import { openUpload } from '../../platform/multipart-upload.ts';
import * as service from './backup.service.ts';

// /backup: Admin only, never HRD (a backup holds every employee's personal and biometric data: decision 0009).
const tags = ['backup'];
const access = 'adminOnly' as const;
// An archive holds every photo the company ever stored: far above the 1 MB JSON body limit.
const RESTORE_MAX_BYTES = 64 * 1024 * 1024 * 1024;

export const backupRoutes: ModuleRoutes = (app, deps) => {
  // A process killed mid-backup left a dump behind: gone before the first request is served.
  app.addHook('onReady', async () => {
    const removed = await service.removeBackupLeftovers(deps.config);
    if (removed.length) app.log.warn({ removed }, 'sisa backup yang terputus dihapus');
  });

  app.get('/backup', { config: { access }, schema: { tags, response: { 200: zBackupList } } }, () => service.listBackups(deps));

  app.post('/backup', { config: { access }, schema: { tags, response: { 201: zBackupItem } } }, async (req, reply) =>
    reply.code(201).send(await service.createBackup(deps, { oleh: caller(req).fullname })),
  );

  app.get('/backup/jadwal', { config: { access }, schema: { tags, response: { 200: zBackupJadwal } } }, () =>
    service.getJadwal(deps),
  );

  app.put(
    '/backup/jadwal',
    { config: { access }, schema: { tags, body: zBackupJadwal, response: { 200: zBackupJadwal } } },
    (req) => service.saveJadwal(deps, req.body),
  );

  app.get('/backup/:id/download', { config: { access }, schema: { tags, params: zIdParams } }, async (req, reply) => {
    const file = await service.openBackup(deps, req.params.id);
    return reply
      .type('application/gzip')
      .header('Content-Length', file.ukuran)
      .header('Content-Disposition', `attachment; filename="${file.nama}"`)
      .header('Cache-Control', 'no-store')
      .send(file.stream);
  });

  app.delete(
    '/backup/:id',
    { config: { access }, schema: { tags, params: zIdParams, response: { 200: zMessage } } },
    async (req) => {
      await service.deleteBackup(deps, req.params.id);
      return { message: 'Backup berhasil dihapus.' };
    },
  );

  // Multipart parsing only here: the archive streams to disk, never into memory.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: RESTORE_MAX_BYTES, files: 1, fields: 5 } });
    scope.post(
      '/backup/restore',
      { config: { access }, schema: { tags, response: { 200: zBackupRestoreResult } } },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Kirim berkas backup sebagai multipart/form-data.');
        const part = await openUpload(req);
        if (!part) throw new AppError('BAD_REQUEST', 'Pilih berkas backup (.tar.gz) yang akan dipulihkan.');
        try {
          return await service.restore(deps, part.file);
        } finally {
          // Whatever was refused early: read the rest of the upload so the answer reaches the browser.
          part.file.resume();
        }
      },
    );
  });
};
