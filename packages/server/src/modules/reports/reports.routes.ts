import {
  zKuotaCutiPage,
  zKuotaCutiReportQuery,
  zRekapPage,
  zReportExport,
  zReportExportQuery,
  zReportQuery,
  zTerlambatPage,
  zUpahPage,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { inBackground } from '../../platform/lanes.ts';
import * as service from './reports.service.ts';

const tags = ['laporan'];
const config = { access: 'admin' } as const;

/** The four reports (Admin/HRD) and the Excel exports of the whole filtered range: HR's work, in the background lane. */
export const reportRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/laporan/rekap-periode',
    { config, schema: { tags, querystring: zReportQuery, response: { 200: zRekapPage } } },
    (req) => inBackground(() => service.recap(db, req.query, now())),
  );
  app.get(
    '/laporan/datang-terlambat',
    { config, schema: { tags, querystring: zReportQuery, response: { 200: zTerlambatPage } } },
    (req) => inBackground(() => service.late(db, req.query, now())),
  );
  app.get(
    '/laporan/kuota-cuti',
    { config, schema: { tags, querystring: zKuotaCutiReportQuery, response: { 200: zKuotaCutiPage } } },
    (req) => inBackground(() => service.kuotaCuti(db, req.query)),
  );
  app.get(
    '/laporan/upah-borongan',
    { config, schema: { tags, querystring: zReportQuery, response: { 200: zUpahPage } } },
    (req) => inBackground(() => service.upah(db, req.query)),
  );
  app.get(
    '/laporan/export/rekap-full',
    { config, schema: { tags, querystring: zReportExportQuery, response: { 200: zReportExport } } },
    (req) => service.exportRecap(db, req.query, now()),
  );
  app.get(
    '/laporan/export/upah-borongan',
    { config, schema: { tags, querystring: zReportExportQuery, response: { 200: zReportExport } } },
    (req) => service.exportUpah(db, req.query),
  );
};
