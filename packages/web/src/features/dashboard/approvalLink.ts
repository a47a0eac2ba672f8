import type { ApprovalTipe } from '@hadir/contract';

// The spec's dashboard card links (/menu/izin/{id}, /menu/lembur/{id}, ...) are not registered routes;
// they resolve to the approval detail routes that are: /menu/approval/{tipe}/{id}.
const TYPES: [word: string, route: string][] = [
  ['izin', 'izin'],
  ['lembur', 'lembur'],
  ['koreksi', 'koreksi'],
  ['reimburse', 'reimburse'],
  ['borongan', 'borongan'],
  // "Harian" entries are filed on the same Borongan/Harian screen.
  ['harian', 'borongan'],
  // Decided by HR only (issue 15).
  ['wajah', 'registrasi-wajah'],
  ['offline', 'absen-offline'],
  ['data pribadi', 'data-pribadi'],
];

/** Where a waiting-approval card leads, from its free-text type. */
export function approvalLink(item: { id: number; tipe_approval: string }): string {
  const tipe = item.tipe_approval.toLowerCase();
  const match = TYPES.find(([word]) => tipe.includes(word));
  return match ? `/menu/approval/${match[1]}/${item.id}` : '/menu/approval';
}

/** The person's own request opens its own page (they cannot decide it), by the contract's type. */
const OWN: Record<ApprovalTipe, (id: number) => string> = {
  koreksi: (id) => `/menu/absensi/koreksi-kehadiran/${id}`,
  izin: (id) => `/menu/absensi/izin/${id}`,
  lembur: (id) => `/menu/absensi/lembur/${id}`,
  reimburse: (id) => `/menu/reimburse/${id}`,
  borongan: (id) => `/menu/absensi/borongan/${id}`,
  'registrasi-wajah': () => '/profile/face-registration',
  // The clock-in choice page lists the person's held offline punches.
  'absen-offline': () => '/menu/absensi/pencatatan-waktu',
  'data-pribadi': () => '/profile/pribadi',
};

export function ownRequestLink(item: { id: number; tipe: ApprovalTipe }): string {
  return OWN[item.tipe](item.id);
}
