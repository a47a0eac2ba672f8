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

/**
 * The admin sections a custom role may open (role management). Admin, and HRD holding no custom role, open
 * every section; an HRD who also holds custom roles opens the union of their sections. The dashboard is
 * open to every admin-area user; role management, backup and the audit log belong to Admin alone.
 */
export const ADMIN_SECTIONS = [
  'karyawan',
  'riwayat',
  'reimburse',
  'pengumuman',
  'laporan',
  'penggajian',
  'approval',
  'pengaturan',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export const ADMIN_SECTION_LABELS: Record<AdminSection, string> = {
  karyawan: 'Karyawan',
  riwayat: 'Riwayat',
  reimburse: 'Reimburse',
  pengumuman: 'Pengumuman',
  laporan: 'Laporan',
  penggajian: 'Penggajian',
  approval: 'Approval',
  pengaturan: 'Pengaturan',
};

/** Whether sections (null = every section) include this one. */
export function opensSection(sections: readonly string[] | null, section: AdminSection): boolean {
  return sections === null || sections.includes(section);
}
