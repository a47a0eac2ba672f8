import type { DataPribadiAdminItem } from '@hadir/contract';
import { formatDateTime } from '../../../lib/format';
import { AdminRequestList } from '../../../ui/AdminRequestList';
import type { Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/feedback';

const changes = (r: DataPribadiAdminItem) => r.perubahan.map((p) => `${p.label}: ${p.lama ?? '-'} → ${p.baru ?? '-'}`).join('; ');

const columns: Column<DataPribadiAdminItem>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip, className: 'whitespace-nowrap' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.pemohon.fullname}</span> },
  { header: 'Perubahan', cell: (r) => <span className="line-clamp-2 block min-w-48 max-w-md">{changes(r)}</span> },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Diajukan', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.tanggal_pengajuan)}</span> },
];

/** Employees' changes of tax and bank data (NIK, PTKP, NPWP, bank account) waiting for HR. */
export default function DataPribadiApprovalPage() {
  return (
    <AdminRequestList
      queryKey="data-pribadi"
      path="/users/admin/perubahan-data-pribadi"
      base="/admin/approval/data-pribadi"
      approval
      title="Approval Perubahan Data Pribadi"
      subtitle="Perubahan NIK, status PTKP, NPWP dan rekening bank dari karyawan, berlaku setelah disetujui."
      columns={columns}
      empty="Tidak ada pengajuan perubahan data pribadi."
      bulkTipe="data-pribadi"
    />
  );
}
