import { APPROVAL_STATUS, type BoronganAdminItem } from '@hadir/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate, formatDateTime, formatRupiah } from '../../../lib/format';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState, StatusBadge } from '../../../ui/feedback';
import { Input, Select } from '../../../ui/Field';
import { AdminHeader } from '../../../ui/PageHeader';
import { usePagedList } from '../../../ui/usePagedList';

const STATUSES = Object.values(APPROVAL_STATUS);

const columns: Column<BoronganAdminItem>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip },
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
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(mode === 'approval' ? APPROVAL_STATUS.menunggu : '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { query, page, setPage, search, setSearch } = usePagedList<BoronganAdminItem>('borongan-admin', '/borongan/admin', {
    status: status || undefined,
    'start-date': from || undefined,
    'end-date': to || undefined,
  });
  const base = `/admin/${mode}/harian-borongan`;
  return (
    <div>
      <AdminHeader
        title={mode === 'approval' ? 'Approval Harian/Borongan' : 'Riwayat Harian/Borongan'}
        subtitle={
          mode === 'approval'
            ? 'Absensi borongan/harian yang menunggu keputusan.'
            : 'Semua absensi borongan/harian karyawan beserta upahnya.'
        }
      />
      <Card className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Semua</option>
            {STATUSES.map((s) => (
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
            empty="Tidak ada absensi borongan/harian."
          />
        )}
        {query.data && query.data.total > 0 && <Paginator state={page} total={query.data.total} onChange={setPage} />}
      </Card>
    </div>
  );
}
