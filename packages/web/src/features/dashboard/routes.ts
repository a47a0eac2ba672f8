import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy';
import { queryClient } from '../../lib/query';
import { getToken } from '../../lib/storage';
import HomePage from './HomePage';
import { homeQuery } from './useDashboard';

/** Home's calls start before the page renders (while the router settles); never waited for. */
function startHomeCalls() {
  if (getToken()) void queryClient.prefetchQuery(homeQuery);
  return null;
}

export const dashboardEmployeeRoutes: RouteObject[] = [
  // Not lazy: most opens of the app land here, and a lazy page would cost a phone a round trip more before it shows.
  { index: true, loader: startHomeCalls, Component: HomePage },
];
export const dashboardAdminRoutes: RouteObject[] = [{ index: true, lazy: lazyPage(() => import('./AdminDashboardPage')) }];
