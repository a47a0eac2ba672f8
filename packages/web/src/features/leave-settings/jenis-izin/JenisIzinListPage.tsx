import type { JenisIzin } from '@hadir/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { AktifBadge, maksHariText, yaTidak } from './labels';

const COLUMNS: Column<JenisIzin>[] = [
  {
    header: 'Nama Jenis Izin',
    cell: (j) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`/admin/pengaturan/jenis-izin/${j.id}`}>
        {j.nama}
      </Link>
    ),
  },
  { header: 'Kode', cell: (j) => j.kode ?? '-' },
  { header: 'Berbayar', cell: (j) => yaTidak(j.berbayar) },
  { header: 'Potong Kuota', cell: (j) => yaTidak(j.potong_kuota) },
  { header: 'Wajib Lampiran', cell: (j) => yaTidak(j.wajib_lampiran) },
  { header: 'Maks. Hari', cell: (j) => maksHariText(j.maks_hari) },
  { header: 'Khusus', cell: (j) => j.jenis_kelamin ?? 'Semua' },
  { header: 'Status', cell: (j) => <AktifBadge aktif={j.aktif} /> },
];

export default function JenisIzinListPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState('');
  const { query, page, setPage, search, setSearch } = usePagedList<JenisIzin>('jenis-izin', '/jenis-izin', {
    aktif: status || undefined,
  });
  return (
    <>
      <AdminHeader
        title="Jenis Izin"
        subtitle="Jenis izin dan cuti yang dapat diajukan karyawan"
        actions={<Button onClick={() => navigate('/admin/pengaturan/jenis-izin/add')}>Tambah Jenis Izin</Button>}
      />
      <Card className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox label="Cari jenis izin" value={search} onChange={setSearch} />
          <select
            aria-label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-200"
          >
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
            rowKey={(j) => j.id}
            onRowClick={(j) => navigate(`/admin/pengaturan/jenis-izin/${j.id}`)}
            empty="Belum ada jenis izin."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
    </>
  );
}
