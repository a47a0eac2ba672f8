import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const approvalEmployeeRoutes: RouteObject[] = [
  { path: 'menu/approval', lazy: lazyPage(() => import('./ApprovalListPage')) },
  { path: 'menu/approval/:tipe/:id', lazy: lazyPage(() => import('./ApprovalDetailPage')) },
];
/** Admin approval pages of the approval feature (the other request types keep theirs in their own features). */
export const approvalAdminRoutes: RouteObject[] = [
  { path: 'approval/koreksi-kehadiran', lazy: lazyPage(() => import('./admin/AdminApprovalListPage')) },
  { path: 'approval/koreksi-kehadiran/:id', lazy: lazyPage(() => import('./admin/AdminApprovalDetailPage')) },
  { path: 'approval/data-pribadi', lazy: lazyPage(() => import('./admin/DataPribadiApprovalPage')) },
  // The types only HR decides share one detail page, and one list but data-pribadi's (it shows the changed values).
  { path: 'approval/data-pribadi/:id', lazy: lazyPage(() => import('./admin/HrApprovalDetailPage')) },
  { path: 'approval/absen-offline', lazy: lazyPage(() => import('./admin/HrApprovalListPage')) },
  { path: 'approval/absen-offline/:id', lazy: lazyPage(() => import('./admin/HrApprovalDetailPage')) },
  { path: 'approval/registrasi-wajah', lazy: lazyPage(() => import('./admin/HrApprovalListPage')) },
  { path: 'approval/registrasi-wajah/:id', lazy: lazyPage(() => import('./admin/HrApprovalDetailPage')) },
];
