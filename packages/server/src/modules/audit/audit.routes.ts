import { zAuditOpsi, zAuditPage, zAuditQuery } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import * as repo from './audit.repo.ts';
import { toItem } from './audit.sentence.ts';

/** GET /audit-log: Admin only (HRD's own changes are in it). */
export const auditRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/audit-log',
    { config: { access: 'adminOnly' }, schema: { tags: ['audit'], querystring: zAuditQuery, response: { 200: zAuditPage } } },
    async (req) => {
      const page = await repo.list(db, {
        jenis: req.query.jenis,
        kategori: req.query.kategori,
        pelakuId: req.query.pelaku_id,
        karyawanId: req.query.karyawan_id,
        from: req.query['start-date'],
        to: req.query['end-date'],
        search: req.query.search,
        page: req.query.page,
        size: req.query.size,
      });
      return { total: page.total, items: page.items.map(toItem) };
    },
  );
  app.get(
    '/audit-log/opsi',
    { config: { access: 'adminOnly' }, schema: { tags: ['audit'], response: { 200: zAuditOpsi } } },
    () => repo.opsi(db),
  );
};
