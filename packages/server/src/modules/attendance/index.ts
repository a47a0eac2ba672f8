export { attendanceRoutes } from './attendance.routes.ts';
