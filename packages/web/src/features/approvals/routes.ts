import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const approvalEmployeeRoutes: RouteObject[] = [
  { path: 'menu/approval', lazy: lazyPage(() => import('./ApprovalListPage')) },
  { path: 'menu/approval/:tipe/:id', lazy: lazyPage(() => import('./ApprovalDetailPage')) },
];
/** Admin approval lists per type; only koreksi-kehadiran is live until the other request types land. */
export const approvalAdminRoutes: RouteObject[] = [
  { path: 'approval/koreksi-kehadiran', lazy: lazyPage(() => import('./admin/AdminApprovalListPage')) },
  { path: 'approval/koreksi-kehadiran/:id', lazy: lazyPage(() => import('./admin/AdminApprovalDetailPage')) },
  { path: 'approval/data-pribadi', lazy: lazyPage(() => import('./admin/DataPribadiApprovalPage')) },
  { path: 'approval/data-pribadi/:id', lazy: lazyPage(() => import('./admin/DataPribadiApprovalDetailPage')) },
  { path: 'approval/absen-offline', lazy: lazyPage(() => import('./admin/AbsenOfflineApprovalPage')) },
  { path: 'approval/absen-offline/:id', lazy: lazyPage(() => import('./admin/AbsenOfflineApprovalDetailPage')) },
  { path: 'approval/registrasi-wajah', lazy: lazyPage(() => import('./admin/RegistrasiWajahApprovalPage')) },
  { path: 'approval/registrasi-wajah/:id', lazy: lazyPage(() => import('./admin/RegistrasiWajahApprovalDetailPage')) },
];
