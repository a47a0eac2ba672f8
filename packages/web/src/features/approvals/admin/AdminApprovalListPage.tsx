import { APPROVAL_STATUS, type KoreksiAdminItem, type KoreksiAdminPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useBulkDecision } from '../../../ui/BulkDecision';
import { type Column, DataTable, firstPage, type PageState, Paginator } from '../../../ui/DataTable';
import { ExportButton } from '../../../ui/ExportButton';
import { Card, ErrorState, StatusBadge } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { StatusSearchFilters } from './StatusSearchFilters';
import { useDebounced } from '../../../lib/useDebounced';

const STATUSES = Object.values(APPROVAL_STATUS);

const columns: Column<KoreksiAdminItem>[] = [
  { header: 'NIP', cell: (r) => r.pemohon.nip, className: 'whitespace-nowrap' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.pemohon.fullname}</span> },
  { header: 'Tanggal', cell: (r) => <span className="whitespace-nowrap">{formatDate(r.tanggal)}</span> },
  { header: 'Jam Masuk', cell: (r) => r.jam_masuk ?? '-' },
  { header: 'Jam Pulang', cell: (r) => r.jam_pulang ?? '-' },
  { header: 'Alasan', cell: (r) => <span className="line-clamp-2 block min-w-48 max-w-xs">{r.alasan}</span> },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Diajukan', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.tanggal_pengajuan)}</span> },
];

export default function AdminApprovalListPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const [status, setStatus] = useState<string>(APPROVAL_STATUS.menunggu);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const { data, isPending, isError } = useQuery({
    queryKey: ['koreksi', 'admin', status, term, paging.page, paging.rows],
    queryFn: () =>
      api.get<KoreksiAdminPage>('/koreksi-kehadiran/admin', {
        query: { page: paging.page, size: paging.rows, status, search: term },
      }),
    placeholderData: keepPreviousData,
  });
  const bulk = useBulkDecision('koreksi', data?.items);
  return (
    <div>
      <AdminHeader
        title="Approval Koreksi Kehadiran"
        subtitle="Pengajuan koreksi jam absensi dari karyawan."
        actions={
          <ExportButton
            path="/koreksi-kehadiran/admin/export"
            query={() => ({ status: status || undefined, search: search.trim() || undefined })}
          />
        }
      />
      <Card className="space-y-3">
        <StatusSearchFilters
          statuses={STATUSES}
          status={status}
          allValue=""
          search={search}
          onStatus={(value) => {
            setStatus(value);
            setPaging(firstPage(paging.rows));
          }}
          onSearch={(value) => {
            setSearch(value);
            setPaging(firstPage(paging.rows));
          }}
        />
        {bulk.panel}
        {isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={columns}
            rows={data?.items}
            loading={isPending}
            rowKey={(r) => r.id}
            onRowClick={(r) => navigate(`/admin/approval/koreksi-kehadiran/${r.id}`)}
            empty="Tidak ada pengajuan koreksi kehadiran."
            selection={bulk.selection}
          />
        )}
        {data && data.total > 0 && <Paginator state={paging} total={data.total} onChange={setPaging} />}
      </Card>
    </div>
  );
}
