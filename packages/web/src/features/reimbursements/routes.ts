import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const reimburseEmployeeRoutes: RouteObject[] = [
  { path: 'menu/reimburse', lazy: lazyPage(() => import('./ReimburseListPage')) },
  { path: 'menu/reimburse/create', lazy: lazyPage(() => import('./ReimburseCreatePage')) },
  { path: 'menu/reimburse/:id', lazy: lazyPage(() => import('./ReimburseDetailPage')) },
];

/** Under /admin: every claim (with payment) and the ones to decide (approval); one detail page serves both. */
export const reimburseAdminRoutes: RouteObject[] = [
  { path: 'reimburse', lazy: lazyPage(() => import('./admin/ReimburseAdminPage')) },
  { path: 'reimburse/:id', lazy: lazyPage(() => import('./admin/AdminReimburseDetailPage')) },
  { path: 'approval/reimburse', lazy: lazyPage(() => import('./admin/ReimburseApprovalPage')) },
  { path: 'approval/reimburse/:id', lazy: lazyPage(() => import('./admin/AdminReimburseDetailPage')) },
];
