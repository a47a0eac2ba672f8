import type { HistoryDay } from '@hadir/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '../../lib/format';
import { EmptyState, ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { currentMonth, useMyHistory } from './api';
import { DayStatusBadge } from './DayStatusBadge';
import { MonthInput } from '../../ui/DateInput';

const QUICK_LINKS = [
  { label: 'Clock In/Out', to: '/menu/absensi/pencatatan-waktu' },
  { label: 'Izin', to: '/menu/absensi/izin' },
  { label: 'Lembur', to: '/menu/absensi/lembur' },
  { label: 'Koreksi Kehadiran', to: '/menu/absensi/koreksi-kehadiran' },
];

function DayCard({ day }: { day: HistoryDay }) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold text-slate-900">{formatLongDate(day.tanggal)}</p>
        <DayStatusBadge status={day.status} />
      </div>
      <p className="text-xs text-slate-500">{day.shift}</p>
      <div className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <p>
          <span className="block text-xs text-slate-500">Jam Masuk</span>
          {day.jam_masuk ?? '-'}
        </p>
        <p>
          <span className="block text-xs text-slate-500">Jam Pulang</span>
          {day.jam_pulang ?? '-'}
        </p>
      </div>
    </>
  );
  const box = 'block rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
  return day.id ? (
    <Link
      to={`/menu/absensi/riwayat/${day.id}`}
      className={`${box} hover:bg-blue-50`}
      aria-label={`Detail ${formatLongDate(day.tanggal)}`}
    >
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** The employee's days of one month, newest first, with what each day counts as. */
export default function HistoryListPage() {
  const [month, setMonth] = useState(currentMonth());
  const { data, isPending, isError, refetch } = useMyHistory(month);
  return (
    <div>
      <MobileHeader title="Riwayat Absensi" back="/menu" />
      <div className="space-y-3 p-4">
        <nav aria-label="Menu absensi" className="grid grid-cols-2 gap-2">
          {QUICK_LINKS.map((l) => (
            <Link
              key={l.to}
              to={l.to}
              className="rounded-lg bg-white px-3 py-2 text-center text-sm font-medium text-blue-800 shadow-sm ring-1 ring-slate-200 hover:bg-blue-50"
            >
              {l.label}
            </Link>
          ))}
        </nav>
        <MonthInput
          label="Bulan"
          value={month}
          max={currentMonth()}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
        />
        {isPending && <Loading />}
        {isError && <ErrorState onRetry={() => refetch()}>Riwayat absensi tidak dapat dimuat.</ErrorState>}
        {data && data.items.length === 0 && <EmptyState>Tidak ada data absensi pada bulan ini.</EmptyState>}
        {data && data.items.length > 0 && (
          <ul className="space-y-2">
            {data.items.map((d) => (
              <li key={d.tanggal}>
                <DayCard day={d} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
