import type { ModuleRoutes } from '../../platform/app-types.ts';
import { registerRequestType } from '../approvals/index.ts';
import { dataPribadiRequestType } from './data-change.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { adminUserRoutes } from './users.routes.ts';

export { guardAccountOf } from './users.service.ts';

// An employee's change of tax and bank data is a request HR approves (approval engine).
registerRequestType(dataPribadiRequestType);

export const userRoutes: ModuleRoutes = async (app, deps) => {
  await profileRoutes(app, deps);
  await adminUserRoutes(app, deps);
};
