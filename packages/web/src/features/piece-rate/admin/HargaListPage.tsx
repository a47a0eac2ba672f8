import { type HargaBorongan, TIPE_PEKERJAAN } from '@hadir/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatRupiah } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { Select } from '../../../ui/Field';
import { AdminHeader } from '../../../ui/PageHeader';
import { SearchBox } from '../../../ui/SearchBox';
import { usePagedList } from '../../../ui/usePagedList';
import { tipeLabel } from '../format';
import { AktifBadge } from './AktifBadge';
import { TipeKaryawanCard } from './TipeKaryawanCard';

const BASE = '/admin/pengaturan/harga-harian-borongan';

const COLUMNS: Column<HargaBorongan>[] = [
  {
    header: 'Pekerjaan',
    cell: (h) => (
      <Link className="font-medium text-blue-700 hover:underline" to={`${BASE}/${h.id}`}>
        {h.nama}
      </Link>
    ),
  },
  { header: 'Satuan', cell: (h) => h.satuan },
  { header: 'Tipe', cell: (h) => tipeLabel(h.tipe) },
  {
    header: 'Harga per Satuan',
    className: 'text-right',
    cell: (h) => (
      <span className="whitespace-nowrap">
        {formatRupiah(h.harga)}
        {h.harga_berikutnya != null && (
          <span className="block text-xs text-slate-500">
            {`${formatRupiah(h.harga_berikutnya)} mulai ${formatDate(h.berlaku_berikutnya)}`}
          </span>
        )}
      </span>
    ),
  },
  { header: 'Berlaku Sejak', cell: (h) => <span className="whitespace-nowrap">{formatDate(h.berlaku_mulai)}</span> },
  { header: 'Status', cell: (h) => <AktifBadge aktif={h.aktif} /> },
];

export default function HargaListPage() {
  const navigate = useNavigate();
  const [tipe, setTipe] = useState('');
  const [status, setStatus] = useState('');
  const { query, page, setPage, search, setSearch } = usePagedList<HargaBorongan>('harga-borongan', '/harga-borongan', {
    tipe: tipe || undefined,
    aktif: status || undefined,
  });
  return (
    <>
      <AdminHeader
        title="Harga Harian/Borongan"
        subtitle="Daftar pekerjaan harian dan borongan beserta harga per satuannya"
        actions={<Button onClick={() => navigate(`${BASE}/add`)}>Tambah Harga</Button>}
      />
      <Card className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <SearchBox label="Cari pekerjaan" value={search} onChange={setSearch} />
          <Select label="Tipe" value={tipe} onChange={(e) => setTipe(e.target.value)}>
            <option value="">Semua tipe</option>
            {TIPE_PEKERJAAN.map((t) => (
              <option key={t} value={t}>
                {tipeLabel(t)}
              </option>
            ))}
          </Select>
          <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Semua status</option>
            <option value="true">Aktif</option>
            <option value="false">Nonaktif</option>
          </Select>
        </div>
        {query.isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={COLUMNS}
            rows={query.data?.items}
            loading={query.isPending}
            rowKey={(h) => h.id}
            onRowClick={(h) => navigate(`${BASE}/${h.id}`)}
            empty="Belum ada harga harian/borongan."
          />
        )}
        <Paginator state={page} total={query.data?.total ?? 0} onChange={setPage} />
      </Card>
      <div className="mt-4">
        <TipeKaryawanCard />
      </div>
    </>
  );
}
