import { zAdminAttendanceOverview, zAdminSummary, zAdminTrend, zDashboardApprovals } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { now } from '../../platform/clock.ts';
import { caller } from '../../platform/http.ts';
import { inBackground } from '../../platform/lanes.ts';
import * as admin from './dashboard.admin.service.ts';
import * as service from './dashboard.service.ts';

export const dashboardRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/dashboard/user/approvals',
    { config: { access: 'user' }, schema: { tags: ['dashboard'], response: { 200: zDashboardApprovals } } },
    (req) => service.userApprovals(db, caller(req)),
  );
  app.get(
    '/dashboard/admin/summary',
    { config: { access: 'admin' }, schema: { tags: ['dashboard'], response: { 200: zAdminSummary } } },
    (req) => service.adminSummary(db, caller(req)),
  );
  app.get(
    '/dashboard/admin/kehadiran',
    { config: { access: 'admin' }, schema: { tags: ['dashboard'], response: { 200: zAdminAttendanceOverview } } },
    () => admin.attendanceOverview(db, now()),
  );
  app.get(
    '/dashboard/admin/tren',
    { config: { access: 'admin' }, schema: { tags: ['dashboard'], response: { 200: zAdminTrend } } },
    () => inBackground(() => admin.attendanceTrend(db, now())),
  );
};
