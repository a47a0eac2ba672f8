import type { ModuleRoutes } from '../../platform/app-types.ts';

export const approvalRoutes: ModuleRoutes = () => {};
