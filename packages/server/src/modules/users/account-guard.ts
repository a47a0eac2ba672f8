import { ROLE_ADMIN, ROLE_KARYAWAN } from '@hadir/contract';
import { AppError } from '../../platform/errors.ts';
import { mayOpenSection } from '../../platform/http.ts';
import type { SessionUser } from '../../platform/sessions.ts';

// Who may change whose account (issue 15): the one rule that every users call changing an account goes through,
// so that no path (edit, roles, PICs, deactivate, reactivate, new login data) is looser than another.

export type AccountAction = 'buat' | 'ubah' | 'nonaktifkan' | 'aktifkan' | 'reset';

/** The account as it is (null when it is being created) and as the call would leave it. */
export interface AccountState {
  roles: string[];
  pic_ids: number[];
}

export const MESSAGES = {
  adminAccount: 'Akun Admin hanya dapat diubah oleh Admin.',
  limitedHrd: 'HRD dengan akses terbatas tidak dapat mengubah akun yang memegang peran Admin, HRD, atau role khusus.',
  resetPrivileged: 'Data login akun HRD atau pemegang role khusus hanya dapat dibuat ulang oleh Admin.',
  grantAdmin: 'Hanya Admin yang dapat memberikan, mencabut, atau mengelola akun dengan peran Admin.',
  grantHrd: 'Peran HRD dan role khusus hanya dapat diberikan atau dicabut oleh Admin.',
  picSection: 'Menunjuk atau mengganti PIC hanya dapat dilakukan oleh Admin atau HRD yang memiliki akses Approval.',
  picSelf: 'Anda tidak dapat menunjuk diri sendiri sebagai PIC karyawan.',
  ownPay:
    'Anda tidak dapat mengubah grup gaji atau data pajak (status PTKP, NPWP, NIK) Anda sendiri. Minta Admin atau HRD lain untuk mengubahnya.',
} as const;

const lower = (roles: string[]) => roles.map((r) => r.toLowerCase());
const holds = (roles: string[], role: string) => lower(roles).includes(role.toLowerCase());
/** HRD, Admin or a custom role: an account that opens the admin area. */
const privileged = (roles: string[]) => lower(roles).some((r) => r !== ROLE_KARYAWAN.toLowerCase());
const isAdminCaller = (by: SessionUser) => holds(by.roles, ROLE_ADMIN);

function forbid(message: string): never {
  throw new AppError('FORBIDDEN', message);
}

/**
 * Refuses (403) what the caller may not do to this account:
 * - HRD changes no Admin account; an HRD limited by custom roles changes no HRD, Admin or custom-role holder;
 * - only Admin issues new login data for an HRD or custom-role holder (the caller would receive their password);
 * - only Admin grants or removes Admin, HRD and custom roles;
 * - appointing or removing PICs needs the approval section, and nobody appoints themselves.
 */
export function guardAccountChange(
  by: SessionUser,
  action: AccountAction,
  before: AccountState | null,
  after: AccountState | null = before,
) {
  const admin = isAdminCaller(by);
  if (before && !admin) {
    if (holds(before.roles, ROLE_ADMIN)) forbid(MESSAGES.adminAccount);
    if (by.sections !== null && privileged(before.roles)) forbid(MESSAGES.limitedHrd);
    if (action === 'reset' && privileged(before.roles)) forbid(MESSAGES.resetPrivileged);
  }
  if (!after) return;
  const [was, will] = [lower(before?.roles ?? []), lower(after.roles)];
  const changed = [...was.filter((r) => !will.includes(r)), ...will.filter((r) => !was.includes(r))];
  if (!admin && changed.includes(ROLE_ADMIN.toLowerCase())) forbid(MESSAGES.grantAdmin);
  // What is left besides Admin and Karyawan is HRD or a custom role.
  if (!admin && changed.some((r) => r !== ROLE_ADMIN.toLowerCase() && r !== ROLE_KARYAWAN.toLowerCase())) {
    forbid(MESSAGES.grantHrd);
  }
  const picsBefore = new Set(before?.pic_ids ?? []);
  const added = after.pic_ids.filter((id) => !picsBefore.has(id));
  const removed = [...picsBefore].filter((id) => !after.pic_ids.includes(id));
  if ((added.length || removed.length) && !mayOpenSection(by, 'approval')) forbid(MESSAGES.picSection);
  if (added.includes(by.id)) forbid(MESSAGES.picSelf);
}

/** Nobody changes their own pay from the employee form: salary group and tax data (PTKP, NPWP, NIK as NPWP). */
export function guardOwnPay(
  by: SessionUser,
  userId: number,
  before: Record<PayField, string | number | null>,
  after: Record<PayField, string | number | null>,
) {
  if (userId !== by.id) return;
  if (PAY_FIELDS.some((f) => (before[f] ?? null) !== (after[f] ?? null))) forbid(MESSAGES.ownPay);
}

export const PAY_FIELDS = ['grup_gaji_id', 'status_ptkp', 'npwp', 'nik'] as const;
type PayField = (typeof PAY_FIELDS)[number];
