import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Employee: the caller's own payslips (profile/slip-gaji, profile/slip-gaji/:id). */
export const payrollEmployeeRoutes: RouteObject[] = [
  { path: 'profile/slip-gaji', lazy: lazyPage(() => import('./SlipSayaListPage')) },
  { path: 'profile/slip-gaji/:id', lazy: lazyPage(() => import('./SlipSayaPage')) },
];

/** Under /admin: penggajian/olah, penggajian/riwayat, penggajian/riwayat/:id. */
export const payrollAdminRoutes: RouteObject[] = [
  { path: 'penggajian/olah', lazy: lazyPage(() => import('./OlahPage')) },
  { path: 'penggajian/riwayat', lazy: lazyPage(() => import('./RiwayatPage')) },
  { path: 'penggajian/riwayat/:id', lazy: lazyPage(() => import('./RunDetailPage')) },
];
