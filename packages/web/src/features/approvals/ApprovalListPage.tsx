import { APPROVAL_STATUS, type ApprovalPage } from '@hadir/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { firstPage, type PageState, Paginator } from '../../ui/DataTable';
import { EmptyState, ErrorState, Loading, StatusBadge } from '../../ui/feedback';
import { Select } from '../../ui/Field';
import { MobileHeader } from '../../ui/PageHeader';
import { TIPE_OPTIONS } from './tipe';

const TABS = [
  {
    key: 'menunggu',
    label: 'Menunggu',
    status: APPROVAL_STATUS.menunggu,
    empty: 'Tidak ada pengajuan yang menunggu persetujuan.',
  },
  { key: 'riwayat', label: 'Riwayat', status: 'all', empty: 'Belum ada pengajuan yang Anda putuskan.' },
] as const;
type Tab = (typeof TABS)[number];

export default function ApprovalListPage() {
  const [tab, setTab] = useState<Tab>(TABS[0]);
  const [tipe, setTipe] = useState('');
  const [paging, setPaging] = useState<PageState>(firstPage());
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['approvals', 'list', tab.key, tipe, paging.page, paging.rows],
    queryFn: () =>
      api.get<ApprovalPage>('/users/all-approval-by-approval-user', {
        query: { page: paging.page, size: paging.rows, status: tab.status, tipe },
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <div>
      <MobileHeader title="Approval" back="/menu" />
      <div className="space-y-3 p-4">
        <div role="tablist" aria-label="Approval" className="flex rounded-lg bg-slate-200 p-1">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`approval-tab-${t.key}`}
              aria-selected={tab.key === t.key}
              aria-controls="approval-panel"
              className={`flex-1 rounded-md py-2 text-sm font-semibold ${tab.key === t.key ? 'bg-white text-blue-700 shadow' : 'text-slate-600'}`}
              onClick={() => {
                setTab(t);
                setPaging(firstPage(paging.rows));
              }}
            >
              {t.label}
            </button>
          ))}
        </div>
        <Select
          label="Jenis Pengajuan"
          value={tipe}
          onChange={(e) => {
            setTipe(e.target.value);
            setPaging(firstPage(paging.rows));
          }}
        >
          <option value="">Semua</option>
          {TIPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
        <div role="tabpanel" id="approval-panel" aria-labelledby={`approval-tab-${tab.key}`}>
          {isPending && <Loading />}
          {isError && <ErrorState onRetry={() => refetch()} />}
          {data && data.items.length === 0 && <EmptyState>{tab.empty}</EmptyState>}
          {data && data.items.length > 0 && (
            <>
              <ul className="space-y-2">
                {data.items.map((a) => (
                  <li key={a.approval_id}>
                    <Link
                      to={`/menu/approval/${a.tipe}/${a.id}`}
                      className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
                    >
                      <div className="flex items-start justify-between gap-2">
                        <div>
                          <p className="font-semibold text-slate-900">{a.pemohon.fullname}</p>
                          <p className="text-xs text-slate-500">{a.pemohon.nip}</p>
                        </div>
                        <span className="shrink-0">
                          <StatusBadge status={a.status} />
                        </span>
                      </div>
                      <p className="mt-2 text-sm font-medium text-blue-700">{a.tipe_approval}</p>
                      {a.ringkasan && <p className="text-sm text-slate-600">{a.ringkasan}</p>}
                      <p className="mt-1 text-xs text-slate-500">Diajukan {formatDateTime(a.tanggal_pengajuan)}</p>
                    </Link>
                  </li>
                ))}
              </ul>
              <Paginator state={paging} total={data.total} onChange={setPaging} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
