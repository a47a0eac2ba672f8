import { APPROVAL_STATUS, type LemburAdminItem } from '@hadir/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState, StatusBadge } from '../../../ui/feedback';
import { Input, Select } from '../../../ui/Field';
import { formatJam } from '../../../ui/OvertimeTiers';
import { AdminHeader } from '../../../ui/PageHeader';
import { usePagedList } from '../../../ui/usePagedList';
import { timeRange } from '../times';

const STATUSES = Object.values(APPROVAL_STATUS);

const columns: Column<LemburAdminItem>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip },
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
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(mode === 'approval' ? APPROVAL_STATUS.menunggu : '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { query, page, setPage, search, setSearch } = usePagedList<LemburAdminItem>('lembur-admin', '/lembur/admin', {
    status: status || undefined,
    'start-date': from || undefined,
    'end-date': to || undefined,
  });
  const base = `/admin/${mode}/lembur`;
  return (
    <div>
      <AdminHeader
        title={mode === 'approval' ? 'Approval Lembur' : 'Riwayat Lembur'}
        subtitle={mode === 'approval' ? 'Pengajuan lembur yang menunggu keputusan.' : 'Semua pengajuan lembur karyawan.'}
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
            empty="Tidak ada pengajuan lembur."
          />
        )}
        {query.data && query.data.total > 0 && <Paginator state={page} total={query.data.total} onChange={setPage} />}
      </Card>
    </div>
  );
}
