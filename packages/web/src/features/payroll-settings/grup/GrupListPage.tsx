import type { GrupGajiListItem } from '@hadir/contract';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { LIST_GRUP } from '../labels';

const COLUMNS: Column<GrupGajiListItem>[] = [
  {
    header: 'Nama Grup',
    cell: (g) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`${LIST_GRUP}/${g.id}`}>
        {g.nama}
      </Link>
    ),
  },
  { header: 'Keterangan', cell: (g) => g.keterangan ?? '-' },
  { header: 'Komponen', cell: (g) => g.jumlah_komponen },
  {
    header: 'Karyawan',
    cell: (g) => (
      <Link
        className="text-blue-700 hover:underline"
        to={`${LIST_GRUP}/${g.id}/list-karyawan`}
        aria-label={`Karyawan grup ${g.nama}`}
        onClick={(e) => e.stopPropagation()}
      >
        {g.jumlah_karyawan} karyawan
      </Link>
    ),
  },
];

export default function GrupListPage() {
  const navigate = useNavigate();
  const { query, page, setPage, search, setSearch } = usePagedList<GrupGajiListItem>('grup-gaji', '/grup-gaji');
  return (
    <>
      <AdminHeader
        title="Grup Gaji"
        subtitle="Susunan komponen dan nilainya untuk sekelompok karyawan"
        actions={<Button onClick={() => navigate(`${LIST_GRUP}/add`)}>Tambah Grup Gaji</Button>}
      />
      <Card className="space-y-3">
        <SearchBox label="Cari grup gaji" value={search} onChange={setSearch} />
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(g) => g.id}
            onRowClick={(g) => navigate(`${LIST_GRUP}/${g.id}`)}
            empty="Belum ada grup gaji."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
