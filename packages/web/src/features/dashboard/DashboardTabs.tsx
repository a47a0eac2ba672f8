import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../lib/format';
import { EmptyState, StatusBadge } from '../../ui/feedback';
import { approvalLink, ownRequestLink } from './approvalLink';
import type { DashboardData } from './useDashboard';

const TABS = [
  { key: 'pengumuman', label: 'Pengumuman' },
  { key: 'approval', label: 'Waiting Approval' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const CARD = 'block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50';

function Announcements({ items }: { items: DashboardData['announcements'] }) {
  if (!items.length) return <EmptyState>Belum ada pengumuman.</EmptyState>;
  return (
    <ul className="space-y-2">
      {items.map((a) => (
        <li key={a.id}>
          <Link to={`/menu/pengumuman/${a.id}`} className={CARD}>
            <p className="font-semibold text-slate-900">{a.judul}</p>
            <p className="text-xs text-slate-500">{formatDate(a.tanggal_terbit)}</p>
            {a.ringkasan && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{a.ringkasan}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Requests waiting for a decision: who asked, for what and which dates. For someone who decides nothing these are
 * their own requests, still waiting (the server says which), and open on the request's own page.
 */
function Approvals({ items }: { items: DashboardData['approvals'] }) {
  if (!items.length) return <EmptyState>Tidak ada pengajuan yang menunggu persetujuan.</EmptyState>;
  return (
    <ul className="space-y-2" aria-label="Pengajuan menunggu persetujuan">
      {items.map((a) => (
        <li key={`${a.tipe}-${a.id}`}>
          <Link to={a.milik_sendiri ? ownRequestLink(a) : approvalLink(a)} className={CARD}>
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold text-slate-900">{a.tipe_approval}</p>
              <StatusBadge status={a.status} />
            </div>
            <p className="text-sm text-slate-700">{a.milik_sendiri ? 'Pengajuan Anda' : `Diajukan oleh ${a.pemohon}`}</p>
            {a.ringkasan && <p className="text-sm text-slate-600">{a.ringkasan}</p>}
            <p className="mt-1 text-xs text-slate-500">Diajukan {formatDateTime(a.tanggal_pengajuan)}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DashboardTabs({ data }: { data: DashboardData }) {
  const [tab, setTab] = useState<TabKey>('pengumuman');
  return (
    <section>
      <div role="tablist" aria-label="Informasi" className="mb-3 flex rounded-lg bg-slate-200 p-1">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`panel-${t.key}`}
            className={`flex-1 rounded-md py-2 text-sm font-semibold ${tab === t.key ? 'bg-white text-blue-700 shadow' : 'text-slate-600'}`}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'pengumuman' ? <Announcements items={data.announcements} /> : <Approvals items={data.approvals} />}
      </div>
    </section>
  );
}
