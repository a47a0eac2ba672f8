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

/** A clock-in that fitted no shift's window, recorded because the company allows it: HR looks at these days. */
export function OutsideScheduleBadge() {
  return (
    <span className="inline-block whitespace-nowrap rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
      Di luar jadwal
    </span>
  );
}

/** The day's status for HR: the badge, 'Di luar jadwal', and the person's reason for leaving early. */
export function DayStatusNotes({
  day,
  clamp,
}: {
  day: { status: HistoryStatusLabel; di_luar_jadwal: boolean; alasan_pulang_awal: string | null };
  /** In a table row: two lines, the whole reason on hover and in the detail. */
  clamp?: boolean;
}) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-1">
        <DayStatusBadge status={day.status} />
        {day.di_luar_jadwal && <OutsideScheduleBadge />}
      </div>
      {day.alasan_pulang_awal && (
        <p
          className={`max-w-xs break-words text-xs text-slate-600 ${clamp ? 'line-clamp-2' : 'whitespace-pre-line'}`}
          title={clamp ? day.alasan_pulang_awal : undefined}
        >
          Alasan: {day.alasan_pulang_awal}
        </p>
      )}
    </div>
  );
}
