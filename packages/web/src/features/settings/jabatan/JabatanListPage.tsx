import type { Jabatan } from '@hadir/contract';
import { Link, useNavigate } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';

const COLUMNS: Column<Jabatan>[] = [
  {
    header: 'Nama Jabatan',
    cell: (j) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`/admin/pengaturan/jabatan/${j.id}`}>
        {j.nama}
      </Link>
    ),
  },
  { header: 'Jumlah Karyawan', cell: (j) => formatNumber(j.jumlah_karyawan), className: 'text-right' },
];

export default function JabatanListPage() {
  const navigate = useNavigate();
  const { query, page, setPage, search, setSearch } = usePagedList<Jabatan>('jabatan', '/jabatan');
  return (
    <>
      <AdminHeader
        title="Jabatan"
        subtitle="Daftar jabatan karyawan"
        actions={<Button onClick={() => navigate('/admin/pengaturan/jabatan/add')}>Tambah Jabatan</Button>}
      />
      <Card className="space-y-3">
        <SearchBox label="Cari jabatan" value={search} onChange={setSearch} />
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(j) => j.id}
            onRowClick={(j) => navigate(`/admin/pengaturan/jabatan/${j.id}`)}
            empty="Belum ada jabatan."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
