import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { splitRoles } from '@hadir/contract/roles';
import { getRole, getToken } from '../lib/storage';
import { AdminNotFound, NotFound } from './NotFound';

/**
 * The spec's route guard: no access token → /login. With required roles, the stored role string is
 * split on commas and trimmed and one must match; otherwise (or with no stored role) the Not Found
 * page of the matching flavour.
 */
export function RequireAuth({ roles, children }: { roles?: readonly string[]; children: ReactNode }) {
  const location = useLocation();
  if (!getToken()) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (roles?.length) {
    const stored = getRole();
    const mine = splitRoles(stored);
    if (!stored || !mine.some((r) => roles.includes(r))) {
      const adminFlavour = roles.includes('Admin') || roles.includes('HRD');
      return adminFlavour ? <AdminNotFound /> : <NotFound />;
    }
  }
  return <>{children}</>;
}
