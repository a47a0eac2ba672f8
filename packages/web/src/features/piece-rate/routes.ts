import type { RouteObject } from 'react-router';

/** Employee: /menu/absensi/borongan, /create, /:id. */
export const pieceRateEmployeeRoutes: RouteObject[] = [];

/** Under /admin: price list settings, history and approval of harian/borongan entries. */
export const pieceRateAdminRoutes: RouteObject[] = [];
