import type { RouteObject } from 'react-router';

/** Under /admin: backup. */
export const backupAdminRoutes: RouteObject[] = [];
