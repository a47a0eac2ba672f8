import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Under /admin: pengaturan/mesin-absen (list with refused lines, add, detail). */
export const devicesAdminRoutes: RouteObject[] = [
  { path: 'pengaturan/mesin-absen', lazy: lazyPage(() => import('./MesinAbsenListPage')) },
  { path: 'pengaturan/mesin-absen/add', lazy: lazyPage(() => import('./MesinAbsenFormPage')) },
  { path: 'pengaturan/mesin-absen/:id', lazy: lazyPage(() => import('./MesinAbsenFormPage')) },
];
