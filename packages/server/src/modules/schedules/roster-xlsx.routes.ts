import { zReportExport, zRosterQuery } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { registerExcelImport } from '../../platform/xlsx-import.routes.ts';
import { exportRoster, rosterTemplate } from './roster.export.ts';
import * as rosterImport from './roster.import.ts';

// The roster's month in Excel: export with the grid's filters, and the import (template, dry run, apply).
// /api/roster is in the riwayat section (admin-sections.ts).

const zRosterExportQuery = zRosterQuery.omit({ page: true, size: true });

export const rosterXlsxRoutes: ModuleRoutes = (app, { db }) => {
  const tags = ['roster'];
  app.get(
    '/roster/export',
    { config: { access: 'admin' }, schema: { tags, querystring: zRosterExportQuery, response: { 200: zReportExport } } },
    (req) => exportRoster(db, req.query),
  );
  registerExcelImport(app, {
    path: '/roster/import',
    tags,
    template: () => rosterTemplate(db, now()),
    preview: (_by, bytes) => rosterImport.preview(db, bytes),
    apply: (by, bytes) => rosterImport.apply(db, by, bytes),
  });
};
