export { leaveRoutes } from './leave.routes.ts';
export { quotaReport } from './kuota.service.ts';
