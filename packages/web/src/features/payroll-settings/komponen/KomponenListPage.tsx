import type { KomponenGaji } from '@hadir/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { AktifBadge, caraHitungText, JenisBadge, LIST_KOMPONEN, yaTidak } from '../labels';
import { formatNilai } from '../nilai';

const COLUMNS: Column<KomponenGaji>[] = [
  {
    header: 'Nama Komponen',
    cell: (k) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`${LIST_KOMPONEN}/${k.id}`}>
        {k.nama}
      </Link>
    ),
  },
  { header: 'Jenis', cell: (k) => <JenisBadge jenis={k.jenis} /> },
  { header: 'Cara Hitung', cell: caraHitungText },
  { header: 'Nilai Default', cell: (k) => formatNilai(k.cara_hitung, k.nilai_default) },
  { header: 'Objek Pajak', cell: (k) => yaTidak(k.objek_pajak) },
  { header: 'Dipakai Grup', cell: (k) => k.jumlah_grup },
  { header: 'Status', cell: (k) => <AktifBadge aktif={k.aktif} /> },
];

const FILTER =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200';

export default function KomponenListPage() {
  const navigate = useNavigate();
  const [jenis, setJenis] = useState('');
  const [status, setStatus] = useState('');
  const { query, page, setPage, search, setSearch } = usePagedList<KomponenGaji>('komponen-gaji', '/komponen-gaji', {
    jenis: jenis || undefined,
    aktif: status || undefined,
  });
  return (
    <>
      <AdminHeader
        title="Komponen Gaji"
        subtitle="Pendapatan dan potongan yang menyusun slip gaji"
        actions={<Button onClick={() => navigate(`${LIST_KOMPONEN}/add`)}>Tambah Komponen</Button>}
      />
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox label="Cari komponen gaji" value={search} onChange={setSearch} />
          <select aria-label="Jenis" value={jenis} onChange={(e) => setJenis(e.target.value)} className={FILTER}>
            <option value="">Semua jenis</option>
            <option value="pendapatan">Pendapatan</option>
            <option value="potongan">Potongan</option>
          </select>
          <select aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value)} className={FILTER}>
            <option value="">Semua status</option>
            <option value="true">Aktif</option>
            <option value="false">Nonaktif</option>
          </select>
        </div>
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(k) => k.id}
            onRowClick={(k) => navigate(`${LIST_KOMPONEN}/${k.id}`)}
            empty="Belum ada komponen gaji."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
