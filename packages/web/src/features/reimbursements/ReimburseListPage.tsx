import type { ReimbursePage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatDate, formatRupiah } from '../../lib/format';
import { Button } from '../../ui/Button';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { EmptyState, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { PaymentBadge } from './PaymentBadge';

export default function ReimburseListPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const { data, isPending, isError } = useQuery({
    queryKey: ['reimburse', 'list', paging.page, paging.rows],
    queryFn: () => api.get<ReimbursePage>('/reimburse', { query: { page: paging.page, size: paging.rows } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title="Reimburse" back="/menu" />
      <div className="space-y-3 p-4">
        <Button className="w-full" onClick={() => navigate('/menu/reimburse/create')}>
          Ajukan Reimburse
        </Button>
        {isPending && <Loading />}
        {isError && <ErrorState />}
        {data && data.items.length === 0 && <EmptyState>Belum ada pengajuan reimburse.</EmptyState>}
        {data && data.items.length > 0 && (
          <>
            <ul className="space-y-2" aria-label="Daftar reimburse">
              {data.items.map((r) => (
                <li key={r.id}>
                  <Link
                    to={`/menu/reimburse/${r.id}`}
                    className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-slate-900">{r.kategori}</p>
                      <span className="shrink-0">
                        <StatusBadge status={r.status} />
                      </span>
                    </div>
                    <p className="mt-1 text-sm font-semibold text-blue-800">{formatRupiah(r.nominal)}</p>
                    <div className="mt-1 flex items-center justify-between gap-2 text-xs text-slate-500">
                      <span>{formatDate(r.tanggal)}</span>
                      <PaymentBadge status={r.status_pembayaran} />
                    </div>
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
