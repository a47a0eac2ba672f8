import { zAuditPage, zAuditQuery } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import * as repo from './audit.repo.ts';

/** GET /audit-log: Admin only (HRD's own changes are in it). */
export const auditRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/audit-log',
    { config: { access: 'adminOnly' }, schema: { tags: ['audit'], querystring: zAuditQuery, response: { 200: zAuditPage } } },
    (req) =>
      repo.list(db, {
        jenis: req.query.jenis,
        from: req.query['start-date'],
        to: req.query['end-date'],
        search: req.query.search,
        page: req.query.page,
        size: req.query.size,
      }),
  );
};
