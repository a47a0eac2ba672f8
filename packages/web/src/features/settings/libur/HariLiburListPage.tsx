import type { HariLibur } from '@hadir/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatLongDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';

const COLUMNS: Column<HariLibur>[] = [
  { header: 'Tanggal', cell: (h) => formatLongDate(h.tanggal) },
  {
    header: 'Nama Hari Libur',
    cell: (h) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`/admin/pengaturan/hari-libur/${h.id}`}>
        {h.nama}
      </Link>
    ),
  },
  { header: 'Cuti Bersama', cell: (h) => (h.cuti_bersama ? 'Ya' : 'Tidak') },
];

/** Holidays of one year (the current one unless ?tahun= says otherwise), by date. */
export default function HariLiburListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tahun = params.get('tahun') ?? String(new Date().getFullYear());
  const validYear = /^\d{4}$/.test(tahun) ? Number(tahun) : undefined;
  const { query, page, setPage, search, setSearch } = usePagedList<HariLibur>('hari-libur', '/hari-libur', {
    tahun: validYear,
  });
  return (
    <>
      <AdminHeader
        title="Hari Libur"
        subtitle="Libur nasional dan cuti bersama"
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate('/admin/pengaturan/hari-libur/impor')}>
              Impor Excel
            </Button>
            <Button onClick={() => navigate('/admin/pengaturan/hari-libur/add')}>Tambah Hari Libur</Button>
          </>
        }
      />
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            Tahun
            <input
              type="number"
              min={1900}
              max={2999}
              value={tahun}
              onChange={(e) => setParams({ tahun: e.target.value }, { replace: true })}
              className="w-28 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200"
            />
          </label>
          <SearchBox label="Cari hari libur" value={search} onChange={setSearch} />
        </div>
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(h) => h.id}
            onRowClick={(h) => navigate(`/admin/pengaturan/hari-libur/${h.id}`)}
            empty={validYear ? `Belum ada hari libur pada tahun ${validYear}.` : 'Belum ada hari libur.'}
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
