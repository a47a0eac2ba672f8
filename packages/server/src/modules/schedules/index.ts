import type { ModuleRoutes } from '../../platform/app-types.ts';

export const scheduleRoutes: ModuleRoutes = () => {};
export { type Workday, workdayFor } from './workday.ts';
