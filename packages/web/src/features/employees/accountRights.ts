import type { MeResponse } from '@hadir/contract';
import { ROLE_ADMIN, ROLE_KARYAWAN } from '@hadir/contract/roles';
import { storedRoles } from '../../lib/roles';

// What the signed-in Admin/HRD may change on an account, as the server's account guard decides (issue 15). The
// form only stops offering what would be refused; the server still decides.

export interface AccountRights {
  /** Why the account cannot be changed at all by this caller; undefined when it can. */
  locked?: string;
  /** New login data (the caller would receive the password). */
  mayReset: boolean;
  /** Roles this caller may give or take: Admin all, HRD only Karyawan. */
  grantable: (role: string) => boolean;
  /** Appointing or removing PICs needs the approval section. */
  mayAppointPics: boolean;
  /** The caller themself, never offered as a PIC. */
  myId?: number;
  /** Editing one's own account: salary group and tax data stay as they are. */
  ownPay: boolean;
}

const privileged = (roles: string[]) => roles.some((r) => r !== ROLE_KARYAWAN);

export function accountRights(me: MeResponse | undefined, target?: { id: number; roles: string[] }): AccountRights {
  const isAdmin = storedRoles().includes(ROLE_ADMIN);
  const sections = me?.bagian_admin ?? null;
  const limited = !isAdmin && sections !== null;
  let locked: string | undefined;
  if (target && !isAdmin && target.roles.includes(ROLE_ADMIN)) locked = 'Akun Admin hanya dapat diubah oleh Admin.';
  else if (target && limited && privileged(target.roles)) {
    locked = 'HRD dengan akses terbatas tidak dapat mengubah akun yang memegang peran Admin, HRD, atau role khusus.';
  }
  return {
    locked,
    mayReset: !locked && (isAdmin || !target || !privileged(target.roles)),
    grantable: (role) => isAdmin || role === ROLE_KARYAWAN,
    mayAppointPics: isAdmin || sections === null || sections.includes('approval'),
    myId: me?.id,
    ownPay: target !== undefined && me !== undefined && target.id === me.id,
  };
}
