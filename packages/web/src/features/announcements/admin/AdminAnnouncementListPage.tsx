import type { PengumumanItem, PengumumanPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { type Column, DataTable, firstPage, type PageState, Paginator } from '../../../ui/DataTable';
import { Card, ErrorState } from '../../../ui/feedback';
import { Input } from '../../../ui/Field';
import { AdminHeader } from '../../../ui/PageHeader';
import { useDebounced } from '../../../lib/useDebounced';
import { localToday } from './localToday';

export default function AdminAnnouncementListPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const { data, isPending, isError } = useQuery({
    queryKey: ['pengumuman', 'admin', paging.page, paging.rows, term],
    queryFn: () =>
      api.get<PengumumanPage>('/pengumuman/admin', { query: { page: paging.page, size: paging.rows, search: term } }),
    placeholderData: keepPreviousData,
  });
  const today = localToday();
  const columns: Column<PengumumanItem>[] = [
    { header: 'Judul', cell: (r) => <span className="font-medium text-slate-900">{r.judul}</span> },
    {
      header: 'Tanggal Terbit',
      cell: (r) => (
        <span className="whitespace-nowrap">
          {formatDate(r.tanggal_terbit)}
          {r.tanggal_terbit > today && (
            <span className="ml-2 rounded-full bg-yellow-100 px-2 py-0.5 text-xs font-semibold text-yellow-800">Terjadwal</span>
          )}
        </span>
      ),
    },
    { header: 'Dibuat', cell: (r) => <span className="whitespace-nowrap">{formatDateTime(r.date_created)}</span> },
  ];
  return (
    <div>
      <AdminHeader
        title="Pengumuman"
        subtitle="Pengumuman tampil untuk karyawan mulai tanggal terbitnya."
        actions={<Button onClick={() => navigate('/admin/pengumuman/add')}>Tambah Pengumuman</Button>}
      />
      <Card className="space-y-3">
        <div className="max-w-sm">
          <Input
            label="Cari"
            type="search"
            placeholder="Judul atau isi pengumuman"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPaging(firstPage(paging.rows));
            }}
          />
        </div>
        {isError ? (
          <ErrorState />
        ) : (
          <DataTable
            columns={columns}
            rows={data?.items}
            loading={isPending}
            rowKey={(r) => r.id}
            onRowClick={(r) => navigate(`/admin/pengumuman/${r.id}`)}
            empty="Belum ada pengumuman."
          />
        )}
        {data && data.total > 0 && <Paginator state={paging} total={data.total} onChange={setPaging} />}
      </Card>
    </div>
  );
}
