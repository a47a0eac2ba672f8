import type { HistoryStatusLabel } from '@hadir/contract';

const COLORS: Record<HistoryStatusLabel, string> = {
  Hadir: 'bg-green-100 text-green-800',
  Terlambat: 'bg-yellow-100 text-yellow-800',
  'Pulang Awal': 'bg-yellow-100 text-yellow-800',
  'Terlambat & Pulang Awal': 'bg-orange-100 text-orange-800',
  'Tidak Lengkap': 'bg-orange-100 text-orange-800',
  Izin: 'bg-purple-100 text-purple-800',
  Alpha: 'bg-red-100 text-red-800',
  Libur: 'bg-slate-100 text-slate-600',
  'Belum Absen': 'bg-blue-100 text-blue-800',
};

/** A day's status: green present, yellow/orange late, early or incomplete, red alpha, grey day off. */
export function DayStatusBadge({ status }: { status: HistoryStatusLabel }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${COLORS[status]}`}>
      {status}
    </span>
  );
}
