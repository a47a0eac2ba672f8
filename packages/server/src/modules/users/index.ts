import type { ModuleRoutes } from '../../platform/app-types.ts';
import { registerRequestType } from '../approvals/index.ts';
import { registerLoginDataMail } from '../notifications/index.ts';
import { dataPribadiRequestType } from './data-change.service.ts';
import { employeeImportRoutes } from './employee-import.routes.ts';
import { loginDataMail } from './login-data.ts';
import { profileRoutes } from './profile.routes.ts';
import { describeUserAudit } from './users.audit.ts';
import { adminUserRoutes } from './users.routes.ts';

// Payroll registers how the employee import reads and sets employees' own salary amounts.
export { registerPayImportSource } from './employee-import.pay.ts';
export { queueLoginData } from './login-data.ts';
export { guardAccountOf } from './users.service.ts';

// An employee's change of tax and bank data is a request HR approves (approval engine).
registerRequestType(dataPribadiRequestType);
// Login data e-mails are made by this module when the notifications' sender sends them.
registerLoginDataMail(loginDataMail);
// The audit log's sentences for HR's changes to employees.
describeUserAudit();

export const userRoutes: ModuleRoutes = async (app, deps) => {
  await profileRoutes(app, deps);
  await adminUserRoutes(app, deps);
  await employeeImportRoutes(app, deps);
};
