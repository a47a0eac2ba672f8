import { registerRequestType } from '../approvals/index.ts';
import { reimburseRequestType } from './reimbursements.approval.ts';

// Reimbursements plug into the approval engine when this module loads (app.ts imports it before serving).
registerRequestType(reimburseRequestType);

export { reimbursementRoutes } from './reimbursements.routes.ts';
