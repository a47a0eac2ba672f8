import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const historyEmployeeRoutes: RouteObject[] = [
  { path: 'menu/absensi', lazy: lazyPage(() => import('./HistoryListPage')) },
  { path: 'menu/absensi/riwayat', lazy: lazyPage(() => import('./HistoryListPage')) },
  { path: 'menu/absensi/riwayat/:id', lazy: lazyPage(() => import('./HistoryDetailPage')) },
];
export const historyAdminRoutes: RouteObject[] = [
  { path: 'riwayat/absensi', lazy: lazyPage(() => import('./admin/AdminHistoryListPage')) },
  { path: 'riwayat/absensi/:id', lazy: lazyPage(() => import('./admin/AdminHistoryDetailPage')) },
];
