import { registerRequestType } from '../approvals/index.ts';
import { izinRequestType } from './leave-requests.approval.ts';

// Leave plugs into the approval engine when this module loads (app.ts imports it before serving).
registerRequestType(izinRequestType);

export { leaveRequestRoutes } from './leave-requests.routes.ts';
