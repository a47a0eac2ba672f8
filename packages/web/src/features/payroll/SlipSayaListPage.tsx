import type { SlipSayaList } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { formatRupiah } from '../../lib/format';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { EmptyState, ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { BuktiPotongA1Card } from './BuktiPotongA1Card';
import { namaBulan } from './format';

/** The caller's payslips of finalised months, newest first. */
export default function SlipSayaListPage() {
  const [paging, setPaging] = useState<PageState>(firstPage());
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['penggajian-saya', paging.page, paging.rows],
    queryFn: () => api.get<SlipSayaList>('/penggajian/saya', { query: { page: paging.page, size: paging.rows } }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title="Slip Gaji" back="/profile" />
      <div className="space-y-3 p-4">
        {isPending && <Loading />}
        {isError && <ErrorState onRetry={() => refetch()} />}
        {data && data.items.length === 0 && <EmptyState>Belum ada slip gaji.</EmptyState>}
        {data && data.items.length > 0 && (
          <>
            <ul className="space-y-2" aria-label="Daftar slip gaji">
              {data.items.map((s) => (
                <li key={s.penggajian_id}>
                  <Link
                    to={`/profile/slip-gaji/${s.penggajian_id}`}
                    className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                  >
                    <p className="font-semibold text-slate-900">
                      {s.jenis === 'thr' ? `THR ${namaBulan(s.bulan)}` : namaBulan(s.bulan)}
                    </p>
                    <p className="mt-1 text-sm font-semibold text-blue-800">{formatRupiah(s.neto)}</p>
                  </Link>
                </li>
              ))}
            </ul>
            <Paginator state={paging} total={data.total} onChange={setPaging} />
            <BuktiPotongA1Card tahunTahun={[...new Set(data.items.map((s) => Number(s.bulan.slice(0, 4))))]} />
          </>
        )}
      </div>
    </div>
  );
}
