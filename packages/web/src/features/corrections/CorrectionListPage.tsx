import type { KoreksiPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/format';
import { Button } from '../../ui/Button';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { EmptyState, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { proposedTimes } from './times';

export default function CorrectionListPage() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState<PageState>(firstPage());
  const { data, isPending, isError } = useQuery({
    queryKey: ['koreksi', 'list', paging.page, paging.rows],
    queryFn: () => api.get<KoreksiPage>('/koreksi-kehadiran', { query: { page: paging.page, size: paging.rows } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title="Koreksi Kehadiran" back="/menu" />
      <div className="space-y-3 p-4">
        <Button className="w-full" onClick={() => navigate('/menu/absensi/koreksi-kehadiran/add')}>
          Ajukan Koreksi
        </Button>
        {isPending && <Loading />}
        {isError && <ErrorState />}
        {data && data.items.length === 0 && <EmptyState>Belum ada pengajuan koreksi kehadiran.</EmptyState>}
        {data && data.items.length > 0 && (
          <>
            <ul className="space-y-2" aria-label="Daftar koreksi kehadiran">
              {data.items.map((k) => (
                <li key={k.id}>
                  <Link
                    to={`/menu/absensi/koreksi-kehadiran/${k.id}`}
                    className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-slate-900">{formatDate(k.tanggal)}</p>
                      <span className="shrink-0">
                        <StatusBadge status={k.status} />
                      </span>
                    </div>
                    <p className="mt-1 text-sm text-slate-700">{proposedTimes(k)}</p>
                    <p className="mt-1 text-xs text-slate-500">Diajukan {formatDateTime(k.tanggal_pengajuan)}</p>
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
