import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const announcementEmployeeRoutes: RouteObject[] = [
  { path: 'menu/pengumuman', lazy: lazyPage(() => import('./AnnouncementListPage')) },
  { path: 'menu/pengumuman/:id', lazy: lazyPage(() => import('./AnnouncementDetailPage')) },
];
export const announcementAdminRoutes: RouteObject[] = [
  { path: 'pengumuman', lazy: lazyPage(() => import('./admin/AdminAnnouncementListPage')) },
  { path: 'pengumuman/add', lazy: lazyPage(() => import('./admin/AdminAnnouncementFormPage')) },
  { path: 'pengumuman/:id', lazy: lazyPage(() => import('./admin/AdminAnnouncementFormPage')) },
];
