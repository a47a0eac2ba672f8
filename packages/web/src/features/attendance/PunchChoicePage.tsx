import type { AbsenOfflineItem, AbsenOfflineList, PunchType } from '@hadir/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { formatTime, TIME_ZONE_LABELS } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, ErrorState, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { todayQuery } from './api';
import type { QueuedPunch } from './offlineQueue';
import { usePendingPunches } from './useOfflinePunches';

/** A punch not counted yet: waiting on the device, or received and waiting for HR's confirmation. */
interface Waiting {
  jam: string;
  note: string;
}

function Time({ label, time, waiting }: { label: string; time: string | null; waiting?: Waiting }) {
  return (
    <div className="flex-1 rounded-lg bg-blue-50 p-3 text-center">
      <p className="text-xs text-slate-500">{label}</p>
      <p className={`text-2xl font-bold ${time ? 'text-blue-800' : waiting ? 'text-amber-600' : 'text-blue-800'}`}>
        {time ?? waiting?.jam ?? '--:--'}
      </p>
      {!time && waiting && <p className="text-xs text-amber-700">{waiting.note}</p>}
    </div>
  );
}

/** HH:mm of a device instant in the location's time zone, as the card shows server times. */
const localJam = (iso: string, zone: string) => formatTime(iso, zone);

/** The next punch, counting the waiting ones: a clock-out can be taken (and wait) after a waiting clock-in. */
function nextPunch(server: PunchType | null, pending: { type: PunchType }[]): PunchType | null {
  const last = pending.at(-1)?.type;
  if (!server || !last) return server;
  return last === 'IN' ? 'OUT' : null;
}

function PendingList({ pending }: { pending: QueuedPunch[] }) {
  return (
    <section aria-label="Absen menunggu dikirim" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 className="text-sm font-semibold text-amber-900">Menunggu dikirim</h2>
      <p className="text-xs text-amber-800">Dikirim otomatis saat koneksi kembali.</p>
      <ul className="mt-2 space-y-1 text-sm text-amber-900">
        {pending.map((p) => (
          <li key={p.key}>
            {p.type === 'IN' ? 'Clock in' : 'Clock out'} pukul {formatTime(p.waktu_perangkat)}
          </li>
        ))}
      </ul>
    </section>
  );
}

const HELD = 'Menunggu Persetujuan';

function HeldList({ held }: { held: AbsenOfflineItem[] }) {
  return (
    <section aria-label="Absen menunggu konfirmasi HRD" className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <h2 className="text-sm font-semibold text-amber-900">Menunggu konfirmasi HRD</h2>
      <p className="text-xs text-amber-800">Absen offline yang dikirim terlambat baru dihitung setelah disetujui HRD.</p>
      <ul className="mt-2 space-y-1 text-sm text-amber-900">
        {held.map((h) => (
          <li key={h.id}>
            {h.tipe === 'IN' ? 'Clock in' : 'Clock out'}: {h.keterangan}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Pencatatan waktu: today's card; Clock In / Clock Out enabled exactly as on the dashboard. */
export default function PunchChoicePage() {
  const navigate = useNavigate();
  const { data, isPending, isError, refetch } = useQuery(todayQuery);
  const pending = usePendingPunches();
  const { data: heldList } = useQuery({
    queryKey: ['absen-offline'],
    queryFn: () => api.get<AbsenOfflineList>('/attendance/absen-offline'),
  });
  const held = (heldList?.items ?? []).filter((h) => h.status === HELD);
  const heldToday = held.filter((h) => h.tanggal === data?.date);
  const zone = data?.zona_waktu ?? 'Asia/Jakarta';
  const waiting = (type: PunchType): Waiting | undefined => {
    const queued = pending.find((p) => p.type === type);
    if (queued) return { jam: localJam(queued.waktu_perangkat, zone), note: 'Menunggu dikirim' };
    const h = heldToday.find((x) => x.tipe === type);
    return h && { jam: h.jam_perangkat, note: 'Menunggu konfirmasi HRD' };
  };
  // Held punches of today come first (they were taken first), then those still on the device.
  const required = nextPunch(data?.required_attendance_type ?? null, [
    ...heldToday.map((h) => ({ type: h.tipe })).reverse(),
    ...pending,
  ]);
  return (
    <div>
      <MobileHeader title="Pencatatan Waktu" back="/menu" />
      <div className="space-y-4 p-4">
        {pending.length > 0 && <PendingList pending={pending} />}
        {held.length > 0 && <HeldList held={held} />}
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
            <p className="text-xs text-slate-500">{TIME_ZONE_LABELS[data.zona_waktu] ?? data.zona_waktu}</p>
            <div className="mt-3 flex gap-3">
              <Time label="Jam Masuk" time={data.time_clock_in} waiting={waiting('IN')} />
              <Time label="Jam Pulang" time={data.time_clock_out} waiting={waiting('OUT')} />
            </div>
            <div className="mt-3 flex gap-3">
              <Button
                className="flex-1"
                disabled={required !== 'IN'}
                onClick={() => navigate('/menu/absensi/pencatatan-waktu/in')}
              >
                Clock In
              </Button>
              <Button
                variant="secondary"
                className="flex-1"
                disabled={required !== 'OUT'}
                onClick={() => navigate('/menu/absensi/pencatatan-waktu/out')}
              >
                Clock Out
              </Button>
            </div>
            {required === null && <p className="mt-3 text-center text-sm text-green-700">Absensi hari ini sudah lengkap.</p>}
          </section>
        )}
      </div>
    </div>
  );
}
