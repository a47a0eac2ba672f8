import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const overtimeEmployeeRoutes: RouteObject[] = [
  { path: 'menu/absensi/lembur', lazy: lazyPage(() => import('./OvertimeListPage')) },
  { path: 'menu/absensi/lembur/add', lazy: lazyPage(() => import('./OvertimeAddPage')) },
  { path: 'menu/absensi/lembur/:id', lazy: lazyPage(() => import('./OvertimeDetailPage')) },
];

/** Under /admin: every overtime (riwayat) and the ones to decide (approval); one detail page serves both. */
export const overtimeAdminRoutes: RouteObject[] = [
  { path: 'riwayat/lembur', lazy: lazyPage(() => import('./admin/OvertimeHistoryPage')) },
  { path: 'riwayat/lembur/:id', lazy: lazyPage(() => import('./admin/AdminOvertimeDetailPage')) },
  { path: 'approval/lembur', lazy: lazyPage(() => import('./admin/OvertimeApprovalPage')) },
  { path: 'approval/lembur/:id', lazy: lazyPage(() => import('./admin/AdminOvertimeDetailPage')) },
];
