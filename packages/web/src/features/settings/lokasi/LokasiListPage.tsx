import type { Lokasi } from '@hadir/contract';
import { Link, useNavigate } from 'react-router';
import { formatNumber, TIME_ZONE_LABELS } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';

const COLUMNS: Column<Lokasi>[] = [
  {
    header: 'Nama Lokasi',
    cell: (l) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`/admin/pengaturan/lokasi/${l.id}`}>
        {l.nama}
      </Link>
    ),
  },
  { header: 'Alamat', cell: (l) => l.alamat ?? '-' },
  { header: 'Zona Waktu', cell: (l) => TIME_ZONE_LABELS[l.zona_waktu] ?? l.zona_waktu },
  { header: 'Radius', cell: (l) => `${formatNumber(l.radius)} m`, className: 'text-right' },
  { header: 'Jumlah Karyawan', cell: (l) => formatNumber(l.jumlah_karyawan), className: 'text-right' },
];

export default function LokasiListPage() {
  const navigate = useNavigate();
  const { query, page, setPage, search, setSearch } = usePagedList<Lokasi>('lokasi', '/lokasi');
  return (
    <>
      <AdminHeader
        title="Lokasi"
        subtitle="Lokasi kerja, radius absensi dan zona waktu"
        actions={<Button onClick={() => navigate('/admin/pengaturan/lokasi/add')}>Tambah Lokasi</Button>}
      />
      <Card className="space-y-3">
        <SearchBox label="Cari lokasi" value={search} onChange={setSearch} />
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(l) => l.id}
            onRowClick={(l) => navigate(`/admin/pengaturan/lokasi/${l.id}`)}
            empty="Belum ada lokasi."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
