import { registerRequestType } from '../approvals/index.ts';
import { lemburRequestType } from './overtime-requests.approval.ts';

// Overtime plugs into the approval engine when this module loads (app.ts imports it before serving).
registerRequestType(lemburRequestType);

export { overtimeRequestRoutes } from './overtime-requests.routes.ts';
export { type MonthlyWageSource, registerMonthlyWageSource } from './monthly-wage.ts';
