export { attendanceRoutes } from './attendance.routes.ts';
export * from './corrections.apply.ts';
export * from './status.repo.ts';
