import { zAttendanceToday, zFaceRegistrationStatus } from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import * as service from './attendance.service.ts';

export const attendanceRoutes: ModuleRoutes = (app, { db }) => {
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
