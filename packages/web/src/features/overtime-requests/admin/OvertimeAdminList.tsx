import type { LemburAdminItem } from '@hadir/contract';
import { formatDate, formatDateTime } from '../../../lib/format';
import { AdminRequestList } from '../../../ui/AdminRequestList';
import type { Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/feedback';
import { formatJam } from '../../../ui/OvertimeTiers';
import { timeRange } from '../times';

const columns: Column<LemburAdminItem>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip, className: 'whitespace-nowrap' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.pemohon.fullname}</span> },
  { header: 'Tanggal', cell: (r) => <span className="whitespace-nowrap">{formatDate(r.tanggal)}</span> },
  { header: 'Jam', cell: (r) => <span className="whitespace-nowrap">{timeRange(r)}</span> },
  { header: 'Durasi', cell: (r) => <span className="whitespace-nowrap">{formatJam(r.jam)}</span> },
  { header: 'Jenis Hari', cell: (r) => (r.jenis_hari === 'kerja' ? 'Hari kerja' : 'Hari libur') },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Diajukan', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.tanggal_pengajuan)}</span> },
];

/** Everyone's overtime: the history (all statuses) or the approval list (pending first), with filters. */
export function OvertimeAdminList({ mode }: { mode: 'riwayat' | 'approval' }) {
  const approval = mode === 'approval';
  return (
    <AdminRequestList
      queryKey="lembur-admin"
      path="/lembur/admin"
      base={`/admin/${mode}/lembur`}
      approval={approval}
      title={approval ? 'Approval Lembur' : 'Riwayat Lembur'}
      subtitle={approval ? 'Pengajuan lembur yang menunggu keputusan.' : 'Semua pengajuan lembur karyawan.'}
      columns={columns}
      empty="Tidak ada pengajuan lembur."
      bulkTipe="lembur"
    />
  );
}
