export { leaveRoutes } from './leave.routes.ts';
export { quotaReport } from './kuota.service.ts';
// For leave requests: reserving quota (lock the year's row, then read what is used and reserved).
export { listOfUser as quotasOfUser, lockById as lockQuota } from './kuota.repo.ts';
