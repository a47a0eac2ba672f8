import type { PengumumanPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { EmptyState, ErrorState, Loading } from '../../ui/feedback';
import { Input } from '../../ui/Field';
import { MobileHeader } from '../../ui/PageHeader';
import { useDebounced } from '../../lib/useDebounced';

export default function AnnouncementListPage() {
  const [paging, setPaging] = useState<PageState>(firstPage());
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['pengumuman', 'list', paging.page, paging.rows, term],
    queryFn: () => api.get<PengumumanPage>('/pengumuman', { query: { page: paging.page, size: paging.rows, search: term } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title="Pengumuman" back="/menu" />
      <div className="space-y-3 p-4">
        <Input
          label="Cari pengumuman"
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPaging(firstPage(paging.rows));
          }}
        />
        {isPending && <Loading />}
        {isError && <ErrorState onRetry={() => refetch()} />}
        {data && data.items.length === 0 && <EmptyState>Belum ada pengumuman.</EmptyState>}
        {data && data.items.length > 0 && (
          <>
            <ul className="space-y-2">
              {data.items.map((a) => (
                <li key={a.id}>
                  <Link
                    to={`/menu/pengumuman/${a.id}`}
                    className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                  >
                    <p className="font-semibold text-slate-900">{a.judul}</p>
                    <p className="text-xs text-slate-500">{formatDate(a.tanggal_terbit)}</p>
                    {a.ringkasan && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{a.ringkasan}</p>}
                  </Link>
                </li>
              ))}
            </ul>
            <Paginator state={paging} total={data.total} onChange={setPaging} />
          </>
        )}
      </div>
    </div>
  );
}
