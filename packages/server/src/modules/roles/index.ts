import { describeRoleAudit } from './roles.audit.ts';
export { roleRoutes } from './roles.routes.ts';

// The audit log's sentences for role management.
describeRoleAudit();
