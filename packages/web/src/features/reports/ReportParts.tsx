import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../ui/Button';
import { type Column, DataTable, type PageState, Paginator } from '../../ui/DataTable';
import { Card, EmptyState } from '../../ui/feedback';
import { Input } from '../../ui/Field';
import { AdminHeader } from '../../ui/PageHeader';
import { DateInput } from '../../ui/DateInput';

export const MISSING_RANGE = 'Silakan pilih rentang tanggal terlebih dahulu.';

export interface RangeInputs {
  start: string;
  end: string;
  search: string;
}

/** Start and end date pickers and the name/NIP search of the recap, late and wage reports. */
export function RangeFilters({ value, onChange }: { value: RangeInputs; onChange: (v: RangeInputs) => void }) {
  return (
    <>
      <DateInput label="Tanggal Mulai" value={value.start} onChange={(e) => onChange({ ...value, start: e.target.value })} />
      <DateInput label="Tanggal Akhir" value={value.end} onChange={(e) => onChange({ ...value, end: e.target.value })} />
      <SearchInput value={value.search} onChange={(search) => onChange({ ...value, search })} />
    </>
  );
}

export function SearchInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Input
      label="Cari Nama / NIP"
      type="search"
      placeholder="Cari Nama / NIP"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The query of a date-range report; undefined (after the warning) when a date is missing: no call is made. */
export function rangeQuery(v: RangeInputs) {
  if (!v.start || !v.end) {
    toast.warning(MISSING_RANGE);
    return undefined;
  }
  return { 'start-date': v.start, 'end-date': v.end, search: v.search.trim() || undefined };
}

/** A report screen: title, filter card (fields, Proses, actions), then the table and its paginator. */
export function ReportLayout<T>({
  title,
  filters,
  onProcess,
  actions,
  columns,
  data,
  loading,
  idle,
  empty,
  rowKey,
  page,
  onPage,
  rowsOptions,
}: {
  title: string;
  filters: ReactNode;
  onProcess: () => void;
  actions?: ReactNode;
  columns: Column<T>[];
  data: { items: T[]; total: number } | undefined;
  loading: boolean;
  idle: boolean;
  empty: string;
  rowKey: (row: T) => string;
  page: PageState;
  onPage: (p: PageState) => void;
  rowsOptions: readonly number[];
}) {
  return (
    <div>
      <AdminHeader title={title} />
      <Card className="space-y-4">
        <form
          className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={(e) => {
            e.preventDefault();
            onProcess();
          }}
        >
          {filters}
          <div className="flex gap-2">
            <Button type="submit">Proses</Button>
            {actions}
          </div>
        </form>
        {idle ? (
          <EmptyState>Pilih filter lalu tekan Proses untuk menampilkan laporan.</EmptyState>
        ) : (
          <>
            <DataTable columns={columns} rows={data?.items} loading={loading} empty={empty} rowKey={rowKey} />
            {data && <Paginator state={page} total={data.total} onChange={onPage} rowsOptions={[...rowsOptions]} />}
          </>
        )}
      </Card>
    </div>
  );
}
