import type { RouteObject } from 'react-router';

/** Under /admin: pengaturan/gaji/komponen-gaji (list, add, detail) and grup-gaji (list, add, detail, list-karyawan). */
export const payrollSettingsAdminRoutes: RouteObject[] = [];
