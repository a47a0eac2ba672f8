import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const profileRoutes: RouteObject[] = [
  { path: 'profile', lazy: lazyPage(() => import('./ProfilePage')) },
  { path: 'profile/kontak', lazy: lazyPage(() => import('./ContactPage')) },
  { path: 'profile/pribadi', lazy: lazyPage(() => import('./PersonalPage')) },
  { path: 'profile/karyawan', lazy: lazyPage(() => import('./EmploymentPage')) },
  { path: 'profile/change-password', lazy: lazyPage(() => import('./ChangePasswordPage')) },
  { path: 'perusahaan', lazy: lazyPage(() => import('./CompanyPage')) },
];
