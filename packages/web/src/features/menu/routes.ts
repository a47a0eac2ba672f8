import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

export const menuRoutes: RouteObject[] = [{ path: 'menu', lazy: lazyPage(() => import('./MenuPage')) }];
