import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const dashboardEmployeeRoutes: RouteObject[] = [{ index: true, lazy: lazyPage(() => import('./HomePage')) }];
export const dashboardAdminRoutes: RouteObject[] = [{ index: true, lazy: lazyPage(() => import('./AdminDashboardPage')) }];
