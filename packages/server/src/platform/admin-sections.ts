import { type AdminSection, opensSection } from '@hadir/contract/roles';
import type { SessionUser } from './sessions.ts';

// Which admin section each Admin/HRD route belongs to, for HRD users limited by custom roles (decision 0015).
// Keyed by the route's URL pattern; the longest matching prefix wins. A route with access 'admin' that
// matches nothing here stops the app at start, so a new admin route cannot skip this rule.

/** Open to every admin-area user (the dashboard). */
const EVERY_SECTION = 'semua';
type Rule = AdminSection | typeof EVERY_SECTION;

const PREFIXES: [string, Rule][] = [
  ['/api/dashboard/admin', EVERY_SECTION],
  ['/api/users', 'karyawan'],
  ['/api/users/admin/perubahan-data-pribadi', 'approval'],
  ['/api/face-recognition/admin', 'karyawan'],
  ['/api/attendance/admin/lokasi-absen', 'karyawan'],
  ['/api/attendance/admin', 'riwayat'],
  ['/api/izin/admin', 'riwayat'],
  ['/api/lembur/admin', 'riwayat'],
  ['/api/borongan/admin', 'riwayat'],
  ['/api/koreksi-kehadiran/admin', 'approval'],
  ['/api/reimburse/admin', 'reimburse'],
  ['/api/pengumuman/admin', 'pengumuman'],
  ['/api/laporan', 'laporan'],
  ['/api/penggajian', 'penggajian'],
  ['/api/pengaturan-penggajian', 'penggajian'],
  ['/api/jabatan', 'pengaturan'],
  ['/api/lokasi', 'pengaturan'],
  ['/api/jadwal-kerja', 'pengaturan'],
  ['/api/shift', 'pengaturan'],
  ['/api/pengaturan-shift', 'pengaturan'],
  // Rosters are attendance planning: a shift supervisor's HRD role with the attendance section keeps them.
  ['/api/roster', 'riwayat'],
  ['/api/hari-libur', 'pengaturan'],
  ['/api/jenis-izin', 'pengaturan'],
  ['/api/kuota-cuti', 'pengaturan'],
  ['/api/harga-borongan', 'pengaturan'],
  ['/api/pengaturan-borongan', 'pengaturan'],
  ['/api/komponen-gaji', 'pengaturan'],
  ['/api/grup-gaji', 'pengaturan'],
  ['/api/upah-minimum', 'pengaturan'],
  ['/api/perusahaan', 'pengaturan'],
  ['/api/pengaturan-keamanan', 'pengaturan'],
  ['/api/mesin-absen', 'pengaturan'],
  ['/api/mesin-absen/pin', 'karyawan'],
  ['/api/roles', 'pengaturan'],
];

/**
 * Master-data lists that filters and forms of every section read (a job-title filter on the attendance history,
 * the role picker of the employee form): reference data, open to every admin-area user for reading.
 */
const REFERENCE_LISTS = new Set([
  '/api/jabatan',
  '/api/lokasi',
  '/api/jadwal-kerja',
  '/api/shift',
  '/api/hari-libur',
  '/api/jenis-izin',
  '/api/harga-borongan',
  '/api/komponen-gaji',
  '/api/grup-gaji',
  '/api/roles',
]);

const startsWithSegment = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The section rule of an admin route, or undefined when the table has none for it. */
export function sectionOf(method: string, url: string): Rule | undefined {
  if (method === 'GET' && REFERENCE_LISTS.has(url)) return EVERY_SECTION;
  let best: [string, Rule] | undefined;
  for (const entry of PREFIXES) {
    if (startsWithSegment(url, entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best?.[1];
}

/** Whether the user may call an admin route of this section (route access 'admin' is checked separately). */
export function opensRoute(user: SessionUser, rule: Rule): boolean {
  return rule === EVERY_SECTION || opensSection(user.sections, rule);
}
