import { zAttendanceToday, zFaceRegistrationStatus } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import * as service from './attendance.service.ts';
import { historyRoutes } from './history.routes.ts';
import { punchRoutes } from './punch.routes.ts';

export const attendanceRoutes: ModuleRoutes = async (app, deps) => {
  const { db } = deps;
  await punchRoutes(app, deps);
  await historyRoutes(app, deps);
  app.get(
    '/attendance/today',
    { config: { access: 'user' }, schema: { tags: ['attendance'], response: { 200: zAttendanceToday } } },
    (req) => service.today(db, caller(req)),
  );
  app.get(
    '/face-recognition/check-status',
    { config: { access: 'user' }, schema: { tags: ['attendance'], response: { 200: zFaceRegistrationStatus } } },
    (req) => service.faceStatus(db, caller(req)),
  );
};
