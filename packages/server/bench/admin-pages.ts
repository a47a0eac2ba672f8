import type { Db } from '../src/platform/db.ts';

// Issue 20 part 4: the admin pages HR opens all day, each to answer within 300 ms (bench/reports.ts at rest,
// bench/morning-rush.ts while a rush clocks in).

export const ADMIN_PAGE_MS = 300;

/** Prefix of an admin page's measurement name. */
export const ADMIN_PAGE = 'admin:';
/**
 * The admin dashboard's calls, the attendance history with its filters (the last 30 days, the first location) and the
 * approval lists, as [name, url].
 */
export async function adminPages(db: Db): Promise<[string, string][]> {
  const [{ from, to, lokasi }] = await db.query<{ from: string; to: string; lokasi: number }>(
    `select to_char(current_date - 30, 'YYYY-MM-DD') as from, to_char(current_date - 1, 'YYYY-MM-DD') as to,
            (select min(id)::int from lokasi) as lokasi`,
  );
  return ADMIN_PAGES(`start-date=${from}&end-date=${to}`, lokasi, encodeURIComponent('Menunggu Persetujuan'));
}

/** Issue 20 part 4's verdict on the admin pages' medians, `asked` of them requested. */
export function adminPagesVerdict(label: string, pages: { name: string; median: number }[], asked: number): string {
  const slow = pages.filter((p) => p.median > ADMIN_PAGE_MS);
  const worst = pages.reduce((a, b) => (b.median > a.median ? b : a));
  const met = slow.length === 0 && pages.length === asked;
  const missed = slow.map((p) => p.name).join(', ') || 'not every page answered';
  return `${label} (${pages.length} of ${asked}): slowest ${worst.name} ${worst.median} ms (<= ${ADMIN_PAGE_MS} ms) -> ${met ? 'met' : `NOT met (${missed})`}`;
}

const ADMIN_PAGES = (range: string, lokasi: number, pending: string): [string, string][] => [
  ['dashboard summary', '/api/dashboard/admin/summary'],
  ['dashboard today per location', '/api/dashboard/admin/kehadiran'],
  ['dashboard 30-day chart', '/api/dashboard/admin/tren'],
  ['history 30 days, page 1', `/api/attendance/admin?${range}&page=1&size=10`],
  ['history 30 days, page 500', `/api/attendance/admin?${range}&page=500&size=10`],
  ['history, location and late', `/api/attendance/admin?${range}&lokasi_id=${lokasi}&status=terlambat&page=1&size=10`],
  ['history, search', `/api/attendance/admin?${range}&search=B000123&page=1&size=10`],
  ['approvals waiting, leave', `/api/users/all-approval-by-approval-user?tipe=izin&status=${pending}&page=1&size=10`],
  ['approvals waiting, all types', `/api/users/all-approval-by-approval-user?status=${pending}&page=1&size=10`],
  ['approvals decided, corrections', '/api/users/all-approval-by-approval-user?tipe=koreksi&status=Disetujui&page=1&size=10'],
  // The approver's own history ('Riwayat' in the employee area): every type they decided.
  ['approvals decided, all types', '/api/users/all-approval-by-approval-user?status=all&page=1&size=10'],
  ['leave list, page 1', '/api/izin/admin?page=1&size=10'],
  ['overtime list, page 1', '/api/lembur/admin?page=1&size=10'],
  ['corrections list, page 1', '/api/koreksi-kehadiran/admin?page=1&size=10'],
  ['reimbursement list, page 1', '/api/reimburse/admin?page=1&size=10'],
  ['piece-rate list, page 1', '/api/borongan/admin?page=1&size=10'],
];
