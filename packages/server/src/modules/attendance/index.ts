export { attendanceRoutes } from './attendance.routes.ts';
export * from './corrections.apply.ts';
export * from './status.repo.ts';
export type { DailyStatus, StatusFilter } from './status.rules.ts';
export * from './status.totals.repo.ts';
