import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';

/** Under /admin: the roster grid and its Excel import. */
export const rosterAdminRoutes: RouteObject[] = [
  { path: 'roster', lazy: lazyPage(() => import('./RosterPage')) },
  { path: 'roster/impor', lazy: lazyPage(() => import('./RosterImportPage')) },
];
