import type { BoronganPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatDate, formatRupiah } from '../../lib/format';
import { Button } from '../../ui/Button';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { EmptyState, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';

export default function BoronganListPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const { data, isPending, isError } = useQuery({
    queryKey: ['borongan', 'list', paging.page, paging.rows],
    queryFn: () => api.get<BoronganPage>('/borongan', { query: { page: paging.page, size: paging.rows } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title="Absensi Borongan/Harian" back="/menu" />
      <div className="space-y-3 p-4">
        <Button className="w-full" onClick={() => navigate('/menu/absensi/borongan/create')}>
          Input Absensi Borongan/Harian
        </Button>
        {isPending && <Loading />}
        {isError && <ErrorState />}
        {data && data.items.length === 0 && <EmptyState>Belum ada absensi borongan/harian.</EmptyState>}
        {data && data.items.length > 0 && (
          <>
            <ul className="space-y-2" aria-label="Daftar absensi borongan/harian">
              {data.items.map((b) => (
                <li key={b.id}>
                  <Link
                    to={`/menu/absensi/borongan/${b.id}`}
                    className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-slate-900">{formatDate(b.tanggal)}</p>
                      <span className="shrink-0">
                        <StatusBadge status={b.status} />
                      </span>
                    </div>
                    <p className="mt-1 text-sm font-semibold text-blue-800">{formatRupiah(b.total_upah)}</p>
                    <p className="mt-1 text-xs text-slate-500">{b.jumlah_pekerjaan} pekerjaan</p>
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
