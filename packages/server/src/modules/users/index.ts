import type { ModuleRoutes } from '../../platform/app-types.ts';
import { profileRoutes } from './profile.routes.ts';
import { adminUserRoutes } from './users.routes.ts';

export const userRoutes: ModuleRoutes = async (app, deps) => {
  await profileRoutes(app, deps);
  await adminUserRoutes(app, deps);
};
