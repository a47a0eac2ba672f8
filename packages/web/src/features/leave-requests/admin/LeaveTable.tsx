import { APPROVAL_STATUS, type IzinDetail, type JenisIzin } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useBulkDecision } from '../../../ui/BulkDecision';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { ExportButton } from '../../../ui/ExportButton';
import { Card, ErrorState, StatusBadge } from '../../../ui/feedback';
import { Input, Select } from '../../../ui/Field';
import { AdminHeader } from '../../../ui/PageHeader';
import { usePagedList } from '../../../ui/usePagedList';
import { periode } from '../LeaveInfo';
import { DateInput } from '../../../ui/DateInput';

const columns: Column<IzinDetail>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip, className: 'whitespace-nowrap' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.pemohon.fullname}</span> },
  { header: 'Jenis Izin', cell: (r) => r.jenis_izin },
  { header: 'Tanggal', cell: (r) => <span className="whitespace-nowrap">{periode(r)}</span> },
  { header: 'Hari Kerja', cell: (r) => r.jumlah_hari },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Diajukan', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.tanggal_pengajuan)}</span> },
];

/** Everyone's leave requests with filters: the riwayat (all statuses) and approval (pending first, `bulk`) lists. */
export function LeaveTable({
  title,
  subtitle,
  initialStatus,
  detailPath,
  bulk = false,
}: {
  title: string;
  subtitle: string;
  initialStatus: string;
  detailPath: string;
  /** Approve or reject many at once. */
  bulk?: boolean;
}) {
  const navigate = useNavigate();
  const [status, setStatus] = useState(initialStatus);
  const [jenis, setJenis] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const types = useQuery({
    queryKey: ['jenis-izin', 'semua'],
    queryFn: () => api.get<{ items: JenisIzin[] }>('/jenis-izin', { query: { size: 200 } }),
  });
  const { query, page, setPage, search, setSearch } = usePagedList<IzinDetail>('izin-admin', '/izin/admin', {
    status: status || undefined,
    jenis_izin_id: jenis || undefined,
    'start-date': from || undefined,
    'end-date': to || undefined,
  });
  const decisions = useBulkDecision(bulk ? 'izin' : undefined, query.data?.items);
  return (
    <div>
      <AdminHeader
        title={title}
        subtitle={subtitle}
        actions={
          <ExportButton
            path="/izin/admin/export"
            query={() => ({
              status: status || undefined,
              jenis_izin_id: jenis || undefined,
              'start-date': from || undefined,
              'end-date': to || undefined,
              search: search.trim() || undefined,
            })}
          />
        }
      />
      <Card className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Semua</option>
            {Object.values(APPROVAL_STATUS).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
          <Select label="Jenis Izin" value={jenis} onChange={(e) => setJenis(e.target.value)}>
            <option value="">Semua</option>
            {types.data?.items.map((j) => (
              <option key={j.id} value={j.id}>
                {j.nama}
              </option>
            ))}
          </Select>
          <DateInput label="Dari Tanggal" value={from} onChange={(e) => setFrom(e.target.value)} />
          <DateInput label="Sampai Tanggal" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
          <Input
            label="Cari"
            type="search"
            placeholder="NIP atau nama karyawan"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {decisions.panel}
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={columns}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(r) => r.id}
            onRowClick={(r) => navigate(`${detailPath}/${r.id}`)}
            empty="Tidak ada pengajuan izin."
            selection={decisions.selection}
          />
        )}
        {query.data && query.data.total > 0 && <Paginator state={page} total={query.data.total} onChange={setPage} />}
      </Card>
    </div>
  );
}
