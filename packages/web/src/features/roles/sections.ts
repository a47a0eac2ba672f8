import { ADMIN_SECTION_LABELS, ADMIN_SECTIONS, type Role } from '@hadir/contract';
import { ROLE_ADMIN, ROLE_HRD } from '@hadir/contract/roles';

/** What a role opens, in words: every section for Admin and HRD, none for Karyawan, else its list in sidebar order. */
export function sectionsText(role: Role): string {
  if (role.nama === ROLE_ADMIN || role.nama === ROLE_HRD) return 'Semua bagian';
  if (role.builtin) return 'Hanya aplikasi karyawan';
  return ADMIN_SECTIONS.filter((b) => role.bagian.includes(b))
    .map((b) => ADMIN_SECTION_LABELS[b])
    .join(', ');
}
