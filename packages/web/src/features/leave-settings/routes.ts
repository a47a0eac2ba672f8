import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const leaveSettingsAdminRoutes: RouteObject[] = [
  { path: 'pengaturan/jenis-izin', lazy: lazyPage(() => import('./jenis-izin/JenisIzinListPage')) },
  { path: 'pengaturan/jenis-izin/add', lazy: lazyPage(() => import('./jenis-izin/JenisIzinFormPage')) },
  { path: 'pengaturan/jenis-izin/:id', lazy: lazyPage(() => import('./jenis-izin/JenisIzinFormPage')) },
  { path: 'pengaturan/kuota-cuti', lazy: lazyPage(() => import('./kuota/KuotaListPage')) },
  { path: 'pengaturan/kuota-cuti/impor', lazy: lazyPage(() => import('./kuota/KuotaImportPage')) },
  { path: 'pengaturan/kuota-cuti/:id', lazy: lazyPage(() => import('./kuota/KuotaKaryawanPage')) },
  { path: 'pengaturan/kuota-cuti/:id/add', lazy: lazyPage(() => import('./kuota/KuotaFormPage')) },
  { path: 'pengaturan/kuota-cuti/:id/:kuotaId/edit', lazy: lazyPage(() => import('./kuota/KuotaFormPage')) },
];
