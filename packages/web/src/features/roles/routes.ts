import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const roleAdminRoutes: RouteObject[] = [
  { path: 'role-management', lazy: lazyPage(() => import('./RoleListPage')) },
  { path: 'role-management/add', lazy: lazyPage(() => import('./RoleFormPage')) },
  { path: 'role-management/:id', lazy: lazyPage(() => import('./RoleFormPage')) },
];
