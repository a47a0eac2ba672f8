import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

const punchPage = lazyPage(() => import('./PunchPage'));

/** Clock-in/out with camera and GPS, and face registration (employee area). */
export const attendanceRoutes: RouteObject[] = [
  { path: 'menu/absensi/pencatatan-waktu', lazy: lazyPage(() => import('./PunchChoicePage')) },
  // Only in and out, lowercase: any other type falls through to the 404 page.
  { path: 'menu/absensi/pencatatan-waktu/in', caseSensitive: true, lazy: punchPage },
  { path: 'menu/absensi/pencatatan-waktu/out', caseSensitive: true, lazy: punchPage },
  { path: 'menu/absensi/take-photo', lazy: lazyPage(() => import('./TakePhotoPage')) },
  { path: 'profile/face-registration', lazy: lazyPage(() => import('./FaceRegistrationPage')) },
];
