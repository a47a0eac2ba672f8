import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: lazyPage(() => import('./LoginPage')) },
  { path: 'lupa-password', lazy: lazyPage(() => import('./ForgotPasswordPage')) },
];
