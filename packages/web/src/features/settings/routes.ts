import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const settingsAdminRoutes: RouteObject[] = [
  { path: 'pengaturan/jabatan', lazy: lazyPage(() => import('./jabatan/JabatanListPage')) },
  { path: 'pengaturan/jabatan/add', lazy: lazyPage(() => import('./jabatan/JabatanFormPage')) },
  { path: 'pengaturan/jabatan/:id', lazy: lazyPage(() => import('./jabatan/JabatanFormPage')) },
  { path: 'pengaturan/lokasi', lazy: lazyPage(() => import('./lokasi/LokasiListPage')) },
  { path: 'pengaturan/lokasi/add', lazy: lazyPage(() => import('./lokasi/LokasiFormPage')) },
  { path: 'pengaturan/lokasi/:id', lazy: lazyPage(() => import('./lokasi/LokasiFormPage')) },
  { path: 'pengaturan/jadwal-kerja', lazy: lazyPage(() => import('./jadwal/JadwalListPage')) },
  { path: 'pengaturan/jadwal-kerja/add', lazy: lazyPage(() => import('./jadwal/JadwalFormPage')) },
  { path: 'pengaturan/jadwal-kerja/:id', lazy: lazyPage(() => import('./jadwal/JadwalDetailPage')) },
  { path: 'pengaturan/jadwal-kerja/edit/:id', lazy: lazyPage(() => import('./jadwal/JadwalFormPage')) },
  { path: 'pengaturan/shift', lazy: lazyPage(() => import('./shift/ShiftListPage')) },
  { path: 'pengaturan/shift/add', lazy: lazyPage(() => import('./shift/ShiftFormPage')) },
  { path: 'pengaturan/shift/:id', lazy: lazyPage(() => import('./shift/ShiftFormPage')) },
  { path: 'pengaturan/hari-libur', lazy: lazyPage(() => import('./libur/HariLiburListPage')) },
  { path: 'pengaturan/hari-libur/add', lazy: lazyPage(() => import('./libur/HariLiburFormPage')) },
  { path: 'pengaturan/hari-libur/impor', lazy: lazyPage(() => import('./libur/HariLiburImportPage')) },
  { path: 'pengaturan/hari-libur/:id', lazy: lazyPage(() => import('./libur/HariLiburFormPage')) },
  { path: 'pengaturan/profile-perusahaan', lazy: lazyPage(() => import('./perusahaan/CompanyProfilePage')) },
  { path: 'pengaturan/keamanan-privasi', lazy: lazyPage(() => import('./keamanan/SecuritySettingsPage')) },
];
