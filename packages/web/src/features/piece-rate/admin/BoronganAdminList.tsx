import type { BoronganAdminItem } from '@hadir/contract';
import { formatDate, formatDateTime, formatRupiah } from '../../../lib/format';
import { AdminRequestList } from '../../../ui/AdminRequestList';
import type { Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/feedback';

const columns: Column<BoronganAdminItem>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip, className: 'whitespace-nowrap' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.pemohon.fullname}</span> },
  { header: 'Tanggal', cell: (r) => <span className="whitespace-nowrap">{formatDate(r.tanggal)}</span> },
  { header: 'Pekerjaan', cell: (r) => `${r.jumlah_pekerjaan} pekerjaan` },
  {
    header: 'Total Upah',
    className: 'text-right',
    cell: (r) => <span className="whitespace-nowrap">{formatRupiah(r.total_upah)}</span>,
  },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Diajukan', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.tanggal_pengajuan)}</span> },
];

/** Everyone's entries: the history (all statuses) or the approval list (waiting first), with filters. */
export function BoronganAdminList({ mode }: { mode: 'riwayat' | 'approval' }) {
  const approval = mode === 'approval';
  return (
    <AdminRequestList
      queryKey="borongan-admin"
      path="/borongan/admin"
      base={`/admin/${mode}/harian-borongan`}
      approval={approval}
      title={approval ? 'Approval Harian/Borongan' : 'Riwayat Harian/Borongan'}
      subtitle={
        approval ? 'Absensi borongan/harian yang menunggu keputusan.' : 'Semua absensi borongan/harian karyawan beserta upahnya.'
      }
      columns={columns}
      empty="Tidak ada absensi borongan/harian."
      bulkTipe="borongan"
    />
  );
}
