import type { AttendanceToday } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { TIME_ZONE_LABELS } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';

const TODAY_KEY = ['attendance', 'today'] as const;

function Time({ label, time }: { label: string; time: string | null }) {
  return (
    <div className="flex-1 rounded-lg bg-blue-50 p-3 text-center">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-2xl font-bold text-blue-800">{time ?? '--:--'}</p>
    </div>
  );
}

/** Pencatatan waktu: today's card; Clock In / Clock Out enabled exactly as on the dashboard. */
export default function PunchChoicePage() {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: TODAY_KEY,
    queryFn: () => api.get<AttendanceToday>('/attendance/today'),
    staleTime: 0,
  });
  return (
    <div>
      <MobileHeader title="Pencatatan Waktu" back="/menu" />
      <div className="space-y-4 p-4">
        {isPending && <Loading />}
        {isError && (
          <Card>
            <ErrorState>Data absensi hari ini belum dapat dimuat.</ErrorState>
            <div className="text-center">
              <Button variant="secondary" onClick={() => refetch()}>
                Coba lagi
              </Button>
            </div>
          </Card>
        )}
        {data && (
          <section aria-label="Absensi hari ini" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm font-semibold text-slate-900">{data.today}</p>
            <p className="text-sm text-slate-500">{data.shift}</p>
            <p className="text-xs text-slate-400">{TIME_ZONE_LABELS[data.zona_waktu] ?? data.zona_waktu}</p>
            <div className="mt-3 flex gap-3">
              <Time label="Jam Masuk" time={data.time_clock_in} />
              <Time label="Jam Pulang" time={data.time_clock_out} />
            </div>
            <div className="mt-3 flex gap-3">
              <Button
                className="flex-1"
                disabled={data.required_attendance_type !== 'IN'}
                onClick={() => navigate('/menu/absensi/pencatatan-waktu/in')}
              >
                Clock In
              </Button>
              <Button
                variant="secondary"
                className="flex-1"
                disabled={data.required_attendance_type !== 'OUT'}
                onClick={() => navigate('/menu/absensi/pencatatan-waktu/out')}
              >
                Clock Out
              </Button>
            </div>
            {data.required_attendance_type === null && (
              <p className="mt-3 text-center text-sm text-green-700">Absensi hari ini sudah lengkap.</p>
            )}
          </section>
        )}
      </div>
    </div>
  );
}
