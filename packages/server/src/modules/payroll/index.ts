import { registerMonthlyWageSource } from '../overtime-requests/index.ts';
import { registerPayImportSource } from '../users/index.ts';
import { importComponents, ownAmounts, saveOwnAmounts } from './gaji-karyawan-import.repo.ts';
import { upahBulanan } from './gaji-karyawan.service.ts';
import { guardOwnPay } from './own-pay.rules.ts';
import { describePayrollAudit } from './payroll.audit.ts';

// Overtime pay reads the monthly wage from the salary groups (payroll reads the request modules, never the reverse).
registerMonthlyWageSource(upahBulanan);
// The employee import sets employees' own amounts through payroll, under payroll's own-pay rule.
registerPayImportSource({ components: importComponents, amounts: ownAmounts, save: saveOwnAmounts, guardOwnPay });
// The audit log's sentences for employees' pay and the payroll runs.
describePayrollAudit();

export { payrollRoutes } from './payroll.routes.ts';
// For the payroll run and overtime pay: each employee's components and amounts in force, base pay, and the
// monthly wage overtime is based on (users.upah_bulanan for employees in no group yet).
export { type KomponenBerlaku, komponenBerlaku } from './gaji-karyawan.repo.ts';
export { gajiPokok, upahBulanan } from './gaji-karyawan.service.ts';
// For the demo seed: HR's monthly run, as the payroll routes call it.
export { createDraft as draftPayroll, finalise as finalisePayroll } from './payroll-run.service.ts';
