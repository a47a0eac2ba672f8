import type { RouteObject } from 'react-router';

/** Under /admin: laporan/rekap-periode, /datang-terlambat, /cuti-pribadi, /upah-borongan. */
export const reportAdminRoutes: RouteObject[] = [];
