import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const correctionRoutes: RouteObject[] = [
  { path: 'menu/absensi/koreksi-kehadiran', lazy: lazyPage(() => import('./CorrectionListPage')) },
  { path: 'menu/absensi/koreksi-kehadiran/add', lazy: lazyPage(() => import('./CorrectionAddPage')) },
  { path: 'menu/absensi/koreksi-kehadiran/:id', lazy: lazyPage(() => import('./CorrectionDetailPage')) },
];
