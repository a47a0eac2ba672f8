import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Under /admin: laporan/rekap-periode, /datang-terlambat, /cuti-pribadi, /upah-borongan. */
export const reportAdminRoutes: RouteObject[] = [
  { path: 'laporan/rekap-periode', lazy: lazyPage(() => import('./RekapPeriodePage')) },
  { path: 'laporan/datang-terlambat', lazy: lazyPage(() => import('./TerlambatPage')) },
  { path: 'laporan/cuti-pribadi', lazy: lazyPage(() => import('./KuotaCutiPage')) },
  { path: 'laporan/upah-borongan', lazy: lazyPage(() => import('./UpahBoronganPage')) },
];
