import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** The employee's own roster, this month and next (employee area). */
export const jadwalSayaRoutes: RouteObject[] = [{ path: 'jadwal-saya', lazy: lazyPage(() => import('./JadwalSayaPage')) }];
