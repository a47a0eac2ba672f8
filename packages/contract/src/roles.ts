// Role names and the guard's role-string rules; zod-free so the web shell can import it cheaply.

export const ROLE_ADMIN = 'Admin';
export const ROLE_HRD = 'HRD';
export const ROLE_KARYAWAN = 'Karyawan';
/** Either one opens every admin route (spec section 6). */
export const ADMIN_ROLES = [ROLE_ADMIN, ROLE_HRD] as const;

/** Splits the stored comma-separated role string as the route guard does: split, trim, drop empties. */
export function splitRoles(role: string | null | undefined): string[] {
  return (role ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
}

export function hasAdminRole(roles: readonly string[]): boolean {
  return roles.some((r) => (ADMIN_ROLES as readonly string[]).includes(r));
}
