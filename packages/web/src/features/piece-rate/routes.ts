import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Employee: /menu/absensi/borongan, /create, /:id. */
export const pieceRateEmployeeRoutes: RouteObject[] = [
  { path: 'menu/absensi/borongan', lazy: lazyPage(() => import('./BoronganListPage')) },
  { path: 'menu/absensi/borongan/create', lazy: lazyPage(() => import('./BoronganCreatePage')) },
  { path: 'menu/absensi/borongan/:id', lazy: lazyPage(() => import('./BoronganDetailPage')) },
];

/** Under /admin: price list settings, history and approval of harian/borongan entries (one detail page serves both). */
export const pieceRateAdminRoutes: RouteObject[] = [
  { path: 'pengaturan/harga-harian-borongan', lazy: lazyPage(() => import('./admin/HargaListPage')) },
  { path: 'pengaturan/harga-harian-borongan/add', lazy: lazyPage(() => import('./admin/HargaFormPage')) },
  { path: 'pengaturan/harga-harian-borongan/:id', lazy: lazyPage(() => import('./admin/HargaFormPage')) },
  { path: 'riwayat/harian-borongan', lazy: lazyPage(() => import('./admin/BoronganHistoryPage')) },
  { path: 'riwayat/harian-borongan/:id', lazy: lazyPage(() => import('./admin/AdminBoronganDetailPage')) },
  { path: 'approval/harian-borongan', lazy: lazyPage(() => import('./admin/BoronganApprovalPage')) },
  { path: 'approval/harian-borongan/:id', lazy: lazyPage(() => import('./admin/AdminBoronganDetailPage')) },
];
