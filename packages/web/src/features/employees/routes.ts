import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const employeeAdminRoutes: RouteObject[] = [
  { path: 'karyawan', lazy: lazyPage(() => import('./EmployeeListPage')) },
  { path: 'karyawan/add', lazy: lazyPage(() => import('./EmployeeFormPage')) },
  { path: 'karyawan/impor', lazy: lazyPage(() => import('./EmployeeImportPage')) },
  { path: 'karyawan/:id', lazy: lazyPage(() => import('./EmployeeFormPage')) },
];
