import { APPROVAL_STATUS, type ApprovalItem, type ApprovalPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useDebounced } from '../../../lib/useDebounced';
import { useBulkDecision } from '../../../ui/BulkDecision';
import { type Column, DataTable, firstPage, type PageState, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState, StatusBadge } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { StatusSearchFilters } from './StatusSearchFilters';
import { HR_TYPES, type HrType, useHrTipe } from './hrTypes';

const STATUSES = [APPROVAL_STATUS.menunggu, APPROVAL_STATUS.disetujui, APPROVAL_STATUS.ditolak];

const columns = (type: HrType): Column<ApprovalItem>[] => [
  { header: 'NIP', cell: (r) => r.pemohon.nip, className: 'whitespace-nowrap' },
  { header: 'Nama', cell: (r) => <span className="font-medium text-slate-900">{r.pemohon.fullname}</span> },
  { header: type.ringkasan, cell: (r) => <span className="whitespace-nowrap">{r.ringkasan}</span> },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: type.waktu, cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.tanggal_pengajuan)}</span> },
];

/**
 * A request type only HR decides (face re-registration, a late offline punch): the requests waiting for the caller,
 * or those the caller decided, from the approval engine's list.
 */
export default function HrApprovalListPage() {
  const tipe = useHrTipe();
  const type = HR_TYPES[tipe];
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const [status, setStatus] = useState<string>(APPROVAL_STATUS.menunggu);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const { data, isPending, isError } = useQuery({
    queryKey: [tipe, 'admin', status, term, paging.page, paging.rows],
    queryFn: () =>
      api.get<ApprovalPage>('/users/all-approval-by-approval-user', {
        query: { tipe, page: paging.page, size: paging.rows, status, search: term },
      }),
    placeholderData: keepPreviousData,
  });
  const bulk = useBulkDecision(tipe, data?.items);
  return (
    <div>
      <AdminHeader title={`Approval ${type.title}`} subtitle={type.subtitle} />
      <Card className="space-y-3">
        <StatusSearchFilters
          statuses={STATUSES}
          status={status}
          allValue="all"
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
            columns={columns(type)}
            rows={data?.items}
            loading={isPending}
            rowKey={(r) => r.id}
            onRowClick={(r) => navigate(`/admin/approval/${tipe}/${r.id}`)}
            empty={type.empty}
            selection={bulk.selection}
          />
        )}
        {data && data.total > 0 && <Paginator state={paging} total={data.total} onChange={setPaging} />}
      </Card>
    </div>
  );
}
