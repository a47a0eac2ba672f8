import type { LemburPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { EmptyState, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { formatJam } from '../../ui/OvertimeTiers';
import { MobileHeader } from '../../ui/PageHeader';
import { timeRange } from './times';

export default function OvertimeListPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const { data, isPending, isError } = useQuery({
    queryKey: ['lembur', 'list', paging.page, paging.rows],
    queryFn: () => api.get<LemburPage>('/lembur', { query: { page: paging.page, size: paging.rows } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title="Lembur" back="/menu" />
      <div className="space-y-3 p-4">
        <Button className="w-full" onClick={() => navigate('/menu/absensi/lembur/add')}>
          Ajukan Lembur
        </Button>
        {isPending && <Loading />}
        {isError && <ErrorState />}
        {data && data.items.length === 0 && <EmptyState>Belum ada pengajuan lembur.</EmptyState>}
        {data && data.items.length > 0 && (
          <>
            <ul className="space-y-2" aria-label="Daftar lembur">
              {data.items.map((l) => (
                <li key={l.id}>
                  <Link
                    to={`/menu/absensi/lembur/${l.id}`}
                    className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-slate-900">{formatDate(l.tanggal)}</p>
                      <span className="shrink-0">
                        <StatusBadge status={l.status} />
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-slate-700">
                      {timeRange(l)} · {formatJam(l.jam)}
                    </p>
                    <p className="mt-1 text-xs text-slate-500">Diajukan {formatDateTime(l.tanggal_pengajuan)}</p>
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
