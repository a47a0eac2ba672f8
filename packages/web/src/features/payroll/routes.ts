import type { RouteObject } from 'react-router';

/** Employee: the caller's own payslips (profile/slip-gaji, profile/slip-gaji/:id). */
export const payrollEmployeeRoutes: RouteObject[] = [];

/** Under /admin: penggajian/olah, penggajian/riwayat, penggajian/riwayat/:id. */
export const payrollAdminRoutes: RouteObject[] = [];
