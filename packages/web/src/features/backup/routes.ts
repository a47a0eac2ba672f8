import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Under /admin: backup (Admin only; the server refuses HRD). */
export const backupAdminRoutes: RouteObject[] = [{ path: 'backup', lazy: lazyPage(() => import('./BackupPage')) }];
