import type { ModuleRoutes } from '../../platform/app-types.ts';

/** Attendance history with derived statuses, employee and admin. */
export const historyRoutes: ModuleRoutes = () => {};
