import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Clock-in/out with camera and GPS, and face registration (employee area). */
export const attendanceRoutes: RouteObject[] = [
  { path: 'menu/absensi/pencatatan-waktu', lazy: lazyPage(() => import('./PunchChoicePage')) },
  { path: 'menu/absensi/pencatatan-waktu/:type', lazy: lazyPage(() => import('./PunchPage')) },
  { path: 'menu/absensi/take-photo', lazy: lazyPage(() => import('./TakePhotoPage')) },
  { path: 'profile/face-registration', lazy: lazyPage(() => import('./FaceRegistrationPage')) },
];
