import type { ModuleRoutes } from '../../platform/app-types.ts';

// Payroll: salary components and groups, runs and slips. Filled in by its own work.
export const payrollRoutes: ModuleRoutes = () => {};
