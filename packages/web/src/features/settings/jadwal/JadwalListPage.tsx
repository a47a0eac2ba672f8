import type { JadwalKerja } from '@hadir/contract';
import { Link, useNavigate } from 'react-router';
import { formatNumber } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { summarize } from './days';

const COLUMNS: Column<JadwalKerja>[] = [
  {
    header: 'Nama Jadwal',
    cell: (j) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`/admin/pengaturan/jadwal-kerja/${j.id}`}>
        {j.nama}
      </Link>
    ),
  },
  { header: 'Hari dan Jam Kerja', cell: (j) => summarize(j.hari) },
  { header: 'Toleransi Terlambat', cell: (j) => `${j.toleransi_terlambat} menit` },
  { header: 'Jumlah Karyawan', cell: (j) => formatNumber(j.jumlah_karyawan), className: 'text-right' },
];

export default function JadwalListPage() {
  const navigate = useNavigate();
  const { query, page, setPage, search, setSearch } = usePagedList<JadwalKerja>('jadwal-kerja', '/jadwal-kerja');
  return (
    <>
      <AdminHeader
        title="Jadwal Kerja"
        subtitle="Jam masuk, jam pulang dan hari libur mingguan"
        actions={<Button onClick={() => navigate('/admin/pengaturan/jadwal-kerja/add')}>Tambah Jadwal Kerja</Button>}
      />
      <Card className="space-y-3">
        <SearchBox label="Cari jadwal kerja" value={search} onChange={setSearch} />
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(j) => j.id}
            onRowClick={(j) => navigate(`/admin/pengaturan/jadwal-kerja/${j.id}`)}
            empty="Belum ada jadwal kerja."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
