import type { AttendanceToday } from '@hadir/contract';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';

function Punch({ label, time }: { label: string; time: string | null }) {
  return (
    <div className="flex-1 rounded-lg bg-blue-50 p-3 text-center">
      <p className="text-xs text-slate-500">{label}</p>
      <p className="text-xl font-bold text-blue-800">{time ?? '--:--'}</p>
    </div>
  );
}

/** Today's date, shift and punches, with the clock-in/out buttons the spec's rule enables. */
export function AttendanceCard({ today }: { today: AttendanceToday }) {
  const navigate = useNavigate();
  return (
    <section aria-label="Absensi hari ini" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">{today.today}</p>
        <Link to="/jadwal-saya" className="shrink-0 text-xs font-semibold text-blue-700 hover:underline">
          Jadwal Saya
        </Link>
      </div>
      <p className="text-sm text-slate-500">{today.shift}</p>
      <div className="mt-3 flex gap-3">
        <Punch label="Jam Masuk" time={today.time_clock_in} />
        <Punch label="Jam Pulang" time={today.time_clock_out} />
      </div>
      <div className="mt-3 flex gap-3">
        <Button
          className="flex-1"
          disabled={today.required_attendance_type !== 'IN'}
          onClick={() => navigate('/menu/absensi/pencatatan-waktu/in')}
        >
          Clock In
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          disabled={today.required_attendance_type !== 'OUT'}
          onClick={() => navigate('/menu/absensi/pencatatan-waktu/out')}
        >
          Clock Out
        </Button>
      </div>
    </section>
  );
}
