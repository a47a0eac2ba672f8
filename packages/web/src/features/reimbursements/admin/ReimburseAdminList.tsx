import { type ReimburseAdminItem, STATUS_PEMBAYARAN } from '@hadir/contract';
import { useState } from 'react';
import { formatDate, formatDateTime, formatRupiah } from '../../../lib/format';
import { AdminRequestList } from '../../../ui/AdminRequestList';
import type { Column } from '../../../ui/DataTable';
import { StatusBadge } from '../../../ui/feedback';
import { Select } from '../../../ui/Field';
import { PaymentBadge } from '../PaymentBadge';

const PEMBAYARAN = Object.values(STATUS_PEMBAYARAN);

const columns: Column<ReimburseAdminItem>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip, className: 'whitespace-nowrap' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.pemohon.fullname}</span> },
  { header: 'Tanggal', cell: (r) => <span className="whitespace-nowrap">{formatDate(r.tanggal)}</span> },
  { header: 'Kategori', cell: (r) => r.kategori },
  {
    header: 'Nominal',
    className: 'text-right',
    cell: (r) => <span className="whitespace-nowrap">{formatRupiah(r.nominal)}</span>,
  },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Pembayaran', cell: (r) => <PaymentBadge status={r.status_pembayaran} /> },
  { header: 'Diajukan', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.tanggal_pengajuan)}</span> },
];

/** Everyone's claims: /admin/reimburse (all, with payment) or the approval list (pending first). */
export function ReimburseAdminList({ mode }: { mode: 'reimburse' | 'approval' }) {
  const approval = mode === 'approval';
  const [pembayaran, setPembayaran] = useState('');
  return (
    <AdminRequestList
      queryKey="reimburse-admin"
      path="/reimburse/admin"
      base={approval ? '/admin/approval/reimburse' : '/admin/reimburse'}
      approval={approval}
      title={approval ? 'Approval Reimburse' : 'Reimburse'}
      subtitle={
        approval ? 'Pengajuan reimburse yang menunggu keputusan.' : 'Semua klaim reimburse karyawan dan status pembayarannya.'
      }
      columns={columns}
      empty="Tidak ada pengajuan reimburse."
      bulkTipe="reimburse"
      extraFilters={{ status_pembayaran: pembayaran || undefined }}
      extraFields={
        <Select label="Pembayaran" value={pembayaran} onChange={(e) => setPembayaran(e.target.value)}>
          <option value="">Semua</option>
          {PEMBAYARAN.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      }
    />
  );
}
