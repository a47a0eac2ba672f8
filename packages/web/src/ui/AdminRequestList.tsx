import { APPROVAL_STATUS, type ApprovalTipe } from '@hadir/contract';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBulkDecision } from './BulkDecision';
import { type Column, DataTable, Paginator } from './DataTable';
import { ExportButton } from './ExportButton';
import { Card, ErrorState } from './feedback';
import { Input, Select } from './Field';
import { AdminHeader } from './PageHeader';
import { usePagedList } from './usePagedList';
import { DateInput } from './DateInput';

const STATUSES = Object.values(APPROVAL_STATUS);

/**
 * Everyone's requests of one type for Admin/HRD: the history (all statuses) or the approval list (waiting first),
 * filtered by status, date range and NIP/name, paged; a row opens `${base}/{id}`. A type's own filter (e.g. the
 * payment status of reimbursements) comes in as `extraFilters` (query values) and `extraFields` (its inputs). With
 * `bulkTipe`, the approval list decides many requests at once.
 */
export function AdminRequestList<T extends { id: number; status: string; pemohon: { fullname: string } }>({
  queryKey,
  path,
  base,
  approval,
  title,
  subtitle,
  columns,
  empty,
  extraFilters = {},
  extraFields,
  bulkTipe,
}: {
  queryKey: string;
  path: string;
  base: string;
  approval: boolean;
  title: string;
  subtitle: string;
  columns: Column<T>[];
  empty: string;
  extraFilters?: Record<string, string | undefined>;
  extraFields?: ReactNode;
  bulkTipe?: ApprovalTipe;
}) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<string>(approval ? APPROVAL_STATUS.menunggu : '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { query, page, setPage, search, setSearch } = usePagedList<T>(queryKey, path, {
    status: status || undefined,
    'start-date': from || undefined,
    'end-date': to || undefined,
    ...extraFilters,
  });
  const bulk = useBulkDecision(approval ? bulkTipe : undefined, query.data?.items);
  return (
    <div>
      <AdminHeader
        title={title}
        subtitle={subtitle}
        actions={
          // The list as it is filtered, every page: `${path}/export` takes the list's query.
          <ExportButton
            path={`${path}/export`}
            query={() => ({
              status: status || undefined,
              'start-date': from || undefined,
              'end-date': to || undefined,
              search: search.trim() || undefined,
              ...extraFilters,
            })}
          />
        }
      />
      <Card className="space-y-3">
        <div className={`grid gap-3 sm:grid-cols-2 ${extraFields ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
          <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Semua</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
          {extraFields}
          <DateInput label="Dari Tanggal" value={from} onChange={(e) => setFrom(e.target.value)} />
          <DateInput label="Sampai Tanggal" value={to} onChange={(e) => setTo(e.target.value)} />
          <Input
            label="Cari"
            type="search"
            placeholder="NIP atau nama karyawan"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {bulk.panel}
        {query.isError ? (
          <ErrorState onRetry={() => query.refetch()} />
        ) : (
          <DataTable
            columns={columns}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(r) => r.id}
            onRowClick={(r) => navigate(`${base}/${r.id}`)}
            empty={empty}
            selection={bulk.selection}
          />
        )}
        {query.data && query.data.total > 0 && <Paginator state={page} total={query.data.total} onChange={setPage} />}
      </Card>
    </div>
  );
}
