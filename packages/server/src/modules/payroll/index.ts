export { payrollRoutes } from './payroll.routes.ts';
// For the payroll run and overtime pay: each employee's components and amounts in force, base pay, and the
// monthly wage overtime is based on (users.upah_bulanan for employees in no group yet).
export { type KomponenBerlaku, komponenBerlaku } from './gaji-karyawan.repo.ts';
export { gajiPokok, upahBulanan } from './gaji-karyawan.service.ts';
