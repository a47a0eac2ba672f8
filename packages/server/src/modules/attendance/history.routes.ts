import {
  zHistoryAdminDetail,
  zHistoryAdminPage,
  zHistoryAdminQuery,
  zHistoryDetail,
  zHistoryPage,
  zHistoryQuery,
  zIdParams,
  zReportExport,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { exportHistory } from './history.export.ts';
import * as service from './history.service.ts';

const tags = ['attendance'];

/** Attendance history with derived statuses, employee and admin. */
export const historyRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/attendance/riwayat',
    { config: { access: 'user' }, schema: { tags, querystring: zHistoryQuery, response: { 200: zHistoryPage } } },
    (req) => service.myHistory(db, caller(req), req.query),
  );
  app.get(
    '/attendance/riwayat/:id',
    { config: { access: 'user' }, schema: { tags, params: zIdParams, response: { 200: zHistoryDetail } } },
    (req) => service.myDetail(db, caller(req), req.params.id),
  );
  app.get(
    '/attendance/admin',
    { config: { access: 'admin' }, schema: { tags, querystring: zHistoryAdminQuery, response: { 200: zHistoryAdminPage } } },
    (req) => service.adminHistory(db, caller(req), req.query),
  );
  app.get(
    '/attendance/admin/export',
    { config: { access: 'admin' }, schema: { tags, querystring: zHistoryAdminQuery, response: { 200: zReportExport } } },
    (req) => exportHistory(db, caller(req), req.query, now()),
  );
  app.get(
    '/attendance/admin/:id',
    { config: { access: 'admin' }, schema: { tags, params: zIdParams, response: { 200: zHistoryAdminDetail } } },
    (req) => service.adminDetail(db, req.params.id),
  );
};
