import type { AdminAttendanceOverview, ApprovalTipe } from '@hadir/contract';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { Card } from '../../../ui/feedback';

const LISTS: Record<ApprovalTipe, { label: string; to: string }> = {
  koreksi: { label: 'Koreksi Kehadiran', to: '/admin/approval/koreksi-kehadiran' },
  izin: { label: 'Izin', to: '/admin/approval/izin' },
  lembur: { label: 'Lembur', to: '/admin/approval/lembur' },
  reimburse: { label: 'Reimburse', to: '/admin/approval/reimburse' },
  borongan: { label: 'Harian/Borongan', to: '/admin/approval/harian-borongan' },
  'registrasi-wajah': { label: 'Registrasi Ulang Wajah', to: '/admin/approval/registrasi-wajah' },
  'absen-offline': { label: 'Absen Offline', to: '/admin/approval/absen-offline' },
  'data-pribadi': { label: 'Perubahan Data Pribadi', to: '/admin/approval/data-pribadi' },
};

/** Requests waiting for a decision per type, each linking to its admin approval list. */
export function PendingApprovals({ items }: { items: AdminAttendanceOverview['approvals'] }) {
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">Menunggu Persetujuan</h2>
      <ul className="grid gap-2 sm:grid-cols-4">
        {items.map((a) => (
          <li key={a.tipe}>
            <Link
              to={LISTS[a.tipe].to}
              className="block rounded-lg p-3 ring-1 ring-slate-200 hover:bg-blue-50 hover:ring-blue-400"
              aria-label={`${LISTS[a.tipe].label}: ${a.jumlah} menunggu persetujuan`}
            >
              <span className="block text-sm text-slate-500">{LISTS[a.tipe].label}</span>
              <span className={`block text-2xl font-bold ${a.jumlah ? 'text-amber-700' : 'text-slate-500'}`}>
                {formatNumber(a.jumlah)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
