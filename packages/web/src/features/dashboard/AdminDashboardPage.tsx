import type { AdminAttendanceOverview, AdminSummary, AdminTrend } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { api } from '../../lib/api';
import { formatDate, formatNumber, TIME_ZONE_LABELS } from '../../lib/format';
import { getUser } from '../../lib/storage';
import { Card, EmptyState, ErrorState, Loading } from '../../ui/feedback';
import { AdminHeader } from '../../ui/PageHeader';
import { PendingApprovals } from './admin/PendingApprovals';
import { TodayPerLokasi } from './admin/TodayPerLokasi';
import { TrendChart } from './admin/TrendChart';

function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Link to={to} className="block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-blue-400">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-3xl font-bold text-blue-800">{formatNumber(value)}</p>
    </Link>
  );
}

const QUICK_LINKS = [
  { label: 'Karyawan', to: '/admin/karyawan', text: 'Tambah dan kelola data karyawan' },
  { label: 'Pengumuman', to: '/admin/pengumuman', text: 'Buat dan jadwalkan pengumuman' },
  { label: 'Pengaturan', to: '/admin/pengaturan/jadwal-kerja', text: 'Jadwal kerja, lokasi, jabatan, hari libur' },
];

function Summary({ s }: { s: AdminSummary }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat label="Karyawan Aktif" value={s.karyawan_aktif} to="/admin/karyawan" />
        <Stat label="Lokasi" value={s.jumlah_lokasi} to="/admin/pengaturan/lokasi" />
        <Stat label="Jabatan" value={s.jumlah_jabatan} to="/admin/pengaturan/jabatan" />
        <Stat label="Pengumuman Terbit" value={s.pengumuman_terbit} to="/admin/pengumuman" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <h2 className="mb-2 font-semibold text-slate-900">Karyawan per Lokasi</h2>
          {s.karyawan_per_lokasi.length === 0 ? (
            <EmptyState>Belum ada lokasi.</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {s.karyawan_per_lokasi.map((l) => (
                <li key={l.id} className="flex justify-between py-2">
                  <span>
                    {l.nama} <span className="text-slate-500">· {TIME_ZONE_LABELS[l.zona_waktu] ?? l.zona_waktu}</span>
                  </span>
                  <span className="font-semibold">{formatNumber(l.jumlah)}</span>
                </li>
              ))}
              {s.karyawan_tanpa_lokasi > 0 && (
                <li className="flex justify-between py-2 text-slate-500">
                  <span>Tanpa lokasi</span>
                  <span className="font-semibold">{formatNumber(s.karyawan_tanpa_lokasi)}</span>
                </li>
              )}
            </ul>
          )}
        </Card>
        <Card>
          <h2 className="mb-2 font-semibold text-slate-900">Hari Libur Mendatang</h2>
          {s.hari_libur_mendatang.length === 0 ? (
            <EmptyState>Tidak ada hari libur mendatang.</EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {s.hari_libur_mendatang.map((h) => (
                <li key={h.id} className="flex justify-between py-2">
                  <span>{h.nama}</span>
                  <span className="text-slate-500">{formatDate(h.tanggal)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}

export default function AdminDashboardPage() {
  const { data, isPending, isError } = useQuery({
    queryKey: ['dashboard', 'admin'],
    queryFn: () => api.get<AdminSummary>('/dashboard/admin/summary'),
  });
  const overview = useQuery({
    queryKey: ['dashboard', 'admin', 'kehadiran'],
    queryFn: () => api.get<AdminAttendanceOverview>('/dashboard/admin/kehadiran'),
    // Today's counts move with every punch: keep them fresh while the page is open.
    refetchInterval: 60_000,
  });
  // The chart judges 30 days of everyone: its own call, so today's counts do not wait for it.
  const trend = useQuery({
    queryKey: ['dashboard', 'admin', 'tren'],
    queryFn: () => api.get<AdminTrend>('/dashboard/admin/tren'),
  });
  return (
    <div className="space-y-6">
      <AdminHeader title="Dashboard" subtitle={`Selamat datang, ${getUser().fullname}`} />
      {overview.isPending && <Loading />}
      {overview.isError && <ErrorState>Gagal memuat data kehadiran.</ErrorState>}
      {overview.data && (
        <>
          <TodayPerLokasi rows={overview.data.lokasi} />
          <PendingApprovals items={overview.data.approvals} />
        </>
      )}
      {trend.isError && <ErrorState>Gagal memuat grafik kehadiran.</ErrorState>}
      {trend.data && <TrendChart days={trend.data.tren} />}
      {isPending && <Loading />}
      {isError && <ErrorState />}
      {data && <Summary s={data} />}
      <section aria-label="Akses cepat">
        <h2 className="mb-2 font-semibold text-slate-900">Akses Cepat</h2>
        <div className="grid gap-4 sm:grid-cols-3">
          {QUICK_LINKS.map((q) => (
            <Link key={q.to} to={q.to} className="block rounded-xl bg-blue-700 p-4 text-white shadow-sm hover:bg-blue-800">
              <p className="font-semibold">{q.label}</p>
              <p className="text-sm text-blue-100">{q.text}</p>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
