import type { ModuleRoutes } from '../../platform/app-types.ts';

// The four reports and their Excel exports (/laporan). Filled in by its own work.
export const reportRoutes: ModuleRoutes = () => {};
