import { APPROVAL_STATUS, type ReimburseAdminItem, STATUS_PEMBAYARAN } from '@hadir/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate, formatDateTime, formatRupiah } from '../../../lib/format';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState, StatusBadge } from '../../../ui/feedback';
import { Input, Select } from '../../../ui/Field';
import { AdminHeader } from '../../../ui/PageHeader';
import { usePagedList } from '../../../ui/usePagedList';
import { PaymentBadge } from '../PaymentBadge';

const STATUSES = Object.values(APPROVAL_STATUS);
const PEMBAYARAN = Object.values(STATUS_PEMBAYARAN);

const columns: Column<ReimburseAdminItem>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip },
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
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(mode === 'approval' ? APPROVAL_STATUS.menunggu : '');
  const [pembayaran, setPembayaran] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { query, page, setPage, search, setSearch } = usePagedList<ReimburseAdminItem>('reimburse-admin', '/reimburse/admin', {
    status: status || undefined,
    status_pembayaran: pembayaran || undefined,
    'start-date': from || undefined,
    'end-date': to || undefined,
  });
  const base = mode === 'approval' ? '/admin/approval/reimburse' : '/admin/reimburse';
  return (
    <div>
      <AdminHeader
        title={mode === 'approval' ? 'Approval Reimburse' : 'Reimburse'}
        subtitle={
          mode === 'approval'
            ? 'Pengajuan reimburse yang menunggu keputusan.'
            : 'Semua klaim reimburse karyawan dan status pembayarannya.'
        }
      />
      <Card className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Semua</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
          <Select label="Pembayaran" value={pembayaran} onChange={(e) => setPembayaran(e.target.value)}>
            <option value="">Semua</option>
            {PEMBAYARAN.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
          <Input label="Dari Tanggal" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <Input label="Sampai Tanggal" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          <Input
            label="Cari"
            type="search"
            placeholder="NIP atau nama karyawan"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={columns}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(r) => r.id}
            onRowClick={(r) => navigate(`${base}/${r.id}`)}
            empty="Tidak ada pengajuan reimburse."
          />
        )}
        {query.data && query.data.total > 0 && <Paginator state={page} total={query.data.total} onChange={setPage} />}
      </Card>
    </div>
  );
}
