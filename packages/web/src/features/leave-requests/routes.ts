import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const leaveRequestEmployeeRoutes: RouteObject[] = [
  { path: 'menu/absensi/izin', lazy: lazyPage(() => import('./LeaveListPage')) },
  { path: 'menu/absensi/izin/add', lazy: lazyPage(() => import('./LeaveAddPage')) },
  { path: 'menu/absensi/izin/:id', lazy: lazyPage(() => import('./LeaveDetailPage')) },
];

/** Under /admin: every request (riwayat) and the ones to decide (approval). */
export const leaveRequestAdminRoutes: RouteObject[] = [
  { path: 'riwayat/izin', lazy: lazyPage(() => import('./admin/LeaveHistoryPage')) },
  { path: 'riwayat/izin/:id', lazy: lazyPage(() => import('./admin/LeaveHistoryDetailPage')) },
  { path: 'approval/izin', lazy: lazyPage(() => import('./admin/LeaveApprovalPage')) },
  { path: 'approval/izin/:id', lazy: lazyPage(() => import('./admin/LeaveApprovalDetailPage')) },
];
