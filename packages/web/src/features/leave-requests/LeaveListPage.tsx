import type { IzinPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { EmptyState, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { periode } from './LeaveInfo';

export default function LeaveListPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const { data, isPending, isError } = useQuery({
    queryKey: ['izin', 'list', paging.page, paging.rows],
    queryFn: () => api.get<IzinPage>('/izin', { query: { page: paging.page, size: paging.rows } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title="Izin" back="/menu" />
      <div className="space-y-3 p-4">
        <Button className="w-full" onClick={() => navigate('/menu/absensi/izin/add')}>
          Ajukan Izin
        </Button>
        {isPending && <Loading />}
        {isError && <ErrorState />}
        {data && data.items.length === 0 && <EmptyState>Belum ada pengajuan izin.</EmptyState>}
        {data && data.items.length > 0 && (
          <>
            <ul className="space-y-2" aria-label="Daftar pengajuan izin">
              {data.items.map((izin) => (
                <li key={izin.id}>
                  <Link
                    to={`/menu/absensi/izin/${izin.id}`}
                    className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-slate-900">{izin.jenis_izin}</p>
                      <span className="shrink-0">
                        <StatusBadge status={izin.status} />
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-slate-700">
                      {periode(izin)} · {izin.jumlah_hari} hari kerja
                    </p>
                    <p className="mt-1 text-xs text-slate-500">Diajukan {formatDateTime(izin.tanggal_pengajuan)}</p>
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
