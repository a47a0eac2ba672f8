import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Under /admin: pengaturan/gaji/komponen-gaji (list, add, detail) and grup-gaji (list, add, detail, list-karyawan). */
export const payrollSettingsAdminRoutes: RouteObject[] = [
  { path: 'pengaturan/gaji/komponen-gaji', lazy: lazyPage(() => import('./komponen/KomponenListPage')) },
  { path: 'pengaturan/gaji/komponen-gaji/add', lazy: lazyPage(() => import('./komponen/KomponenFormPage')) },
  { path: 'pengaturan/gaji/komponen-gaji/:id', lazy: lazyPage(() => import('./komponen/KomponenFormPage')) },
  { path: 'pengaturan/gaji/grup-gaji', lazy: lazyPage(() => import('./grup/GrupListPage')) },
  { path: 'pengaturan/gaji/grup-gaji/add', lazy: lazyPage(() => import('./grup/GrupFormPage')) },
  { path: 'pengaturan/gaji/grup-gaji/:id', lazy: lazyPage(() => import('./grup/GrupFormPage')) },
  { path: 'pengaturan/gaji/grup-gaji/:id/list-karyawan', lazy: lazyPage(() => import('./grup/GrupKaryawanPage')) },
  { path: 'pengaturan/gaji/upah-minimum', lazy: lazyPage(() => import('./upah-minimum/UpahMinimumListPage')) },
  { path: 'pengaturan/gaji/upah-minimum/add', lazy: lazyPage(() => import('./upah-minimum/UpahMinimumFormPage')) },
  { path: 'pengaturan/gaji/upah-minimum/:id', lazy: lazyPage(() => import('./upah-minimum/UpahMinimumFormPage')) },
];
