import { describeApprovalAudit } from './approvals.audit.ts';
export { approvalRoutes } from './approvals.routes.ts';
export { cancel, canDecide, pendingApprovals, submit } from './approvals.service.ts';
export { type Approver, type RequestType, registerRequestType } from './registry.ts';

// The audit log's sentences for decisions.
describeApprovalAudit();
