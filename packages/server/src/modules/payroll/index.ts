import { registerMonthlyWageSource } from '../overtime-requests/index.ts';
import { upahBulanan } from './gaji-karyawan.service.ts';

// Overtime pay reads the monthly wage from the salary groups (payroll reads the request modules, never the reverse).
registerMonthlyWageSource(upahBulanan);

export { payrollRoutes } from './payroll.routes.ts';
// For the payroll run and overtime pay: each employee's components and amounts in force, base pay, and the
// monthly wage overtime is based on (users.upah_bulanan for employees in no group yet).
export { type KomponenBerlaku, komponenBerlaku } from './gaji-karyawan.repo.ts';
export { gajiPokok, upahBulanan } from './gaji-karyawan.service.ts';
