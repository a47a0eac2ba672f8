import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Under /admin: the audit log (Admin only; the server refuses HRD). */
export const auditAdminRoutes: RouteObject[] = [{ path: 'audit-log', lazy: lazyPage(() => import('./AuditLogPage')) }];
