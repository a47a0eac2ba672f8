import { locate } from '@hadir/contract/geo';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { isEarlyClockOut, lokasiSayaQuery, type PunchLocation, type PunchRefused, todayQuery } from './api';
import { EarlyClockOutDialog, earlyClockOutMessage } from './EarlyClockOutDialog';
import { useGeolocation } from './useGeolocation';

// Leaflet only when there is a position to show (out of the first load).
const PunchMap = lazy(() => import('./PunchMap'));

const meters = (m: number) => `${formatNumber(Math.round(m))} m`;

/** Whether the position is inside an allowed location, how far from it and on a map; the server still decides. */
function WhereYouAre({ latitude, longitude, akurasi }: { latitude: number; longitude: number; akurasi: number }) {
  const allowed = useQuery(lokasiSayaQuery);
  if (allowed.isPending) return <Loading text="Memeriksa lokasi kerja..." />;
  if (!allowed.data) {
    return <p className="text-sm text-slate-600">Lokasi kerja belum dapat diperiksa. Server memeriksanya saat absen dikirim.</p>;
  }
  const { absen_dimana_saja, lokasi } = allowed.data;
  const fix = locate(lokasi, latitude, longitude);
  return (
    <div className="space-y-3">
      {absen_dimana_saja ? (
        <p className="text-sm font-semibold text-green-700">Anda dapat absen dari lokasi mana saja.</p>
      ) : !fix ? (
        <p className="text-sm font-semibold text-red-700">Lokasi kerja Anda belum diatur. Hubungi HRD.</p>
      ) : (
        <div aria-live="polite">
          <p className={`text-sm font-semibold ${fix.inside ? 'text-green-700' : 'text-red-700'}`}>
            {fix.inside ? 'Anda berada di dalam lokasi kerja' : 'Anda berada di luar lokasi kerja'}
          </p>
          <p className="text-sm text-slate-700">
            {meters(fix.distance)} dari {fix.place.nama} (radius {meters(fix.place.radius)})
          </p>
        </div>
      )}
      <Suspense fallback={null}>
        <PunchMap latitude={latitude} longitude={longitude} akurasi={akurasi} places={lokasi} />
      </Suspense>
    </div>
  );
}

/**
 * Step 1 of a punch: a fresh GPS fix, shown with its accuracy, then on to the selfie. A clock-out well before the
 * shift's end first asks for the reason (before the camera, so nobody takes a selfie to be told to start over).
 */
export default function PunchPage() {
  const navigate = useNavigate();
  // Routed only as .../in and .../out.
  const location = useLocation();
  const type = location.pathname.endsWith('/out') ? 'OUT' : 'IN';
  // Back from a punch the server refused for the place: its words, and (on mount) a fresh fix, never the old one.
  const refused = location.state as PunchRefused | null;
  const { state, retry } = useGeolocation();
  const title = type === 'IN' ? 'Clock In' : 'Clock Out';
  const today = useQuery({ ...todayQuery, enabled: type === 'OUT' });
  const [alasan, setAlasan] = useState<string | null>(refused?.alasan_pulang_awal ?? null);
  const asking = type === 'OUT' && alasan === null && isEarlyClockOut(today.data);

  const next = () => {
    if (state.status !== 'ready') return;
    const carried: PunchLocation = {
      type,
      latitude: state.latitude,
      longitude: state.longitude,
      akurasi: state.akurasi,
      ...(alasan ? { alasan_pulang_awal: alasan } : {}),
    };
    navigate('/menu/absensi/take-photo', { state: carried });
  };

  return (
    <div>
      <MobileHeader title={title} back="/menu/absensi/pencatatan-waktu" />
      <div className="space-y-4 p-4">
        {refused?.ditolak && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {refused.ditolak} Posisi Anda diambil ulang.
          </p>
        )}
        <Card>
          <h2 className="mb-2 text-sm font-semibold text-slate-900">Lokasi Anda</h2>
          {state.status === 'locating' && <Loading text="Mencari lokasi GPS..." />}
          {state.status === 'error' && (
            <div className="space-y-3">
              <p role="alert" className="text-sm text-red-600">
                {state.message}
              </p>
              <Button variant="secondary" onClick={retry}>
                Coba Lagi
              </Button>
            </div>
          )}
          {state.status === 'ready' && (
            <div className="space-y-3">
              <WhereYouAre latitude={state.latitude} longitude={state.longitude} akurasi={state.akurasi} />
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-500">Akurasi</dt>
                <dd>±{meters(state.akurasi)}</dd>
                <dt className="text-slate-500">Latitude</dt>
                <dd className="font-mono">{state.latitude.toFixed(6)}</dd>
                <dt className="text-slate-500">Longitude</dt>
                <dd className="font-mono">{state.longitude.toFixed(6)}</dd>
              </dl>
            </div>
          )}
        </Card>
        {alasan && (
          <Card>
            <h2 className="text-sm font-semibold text-slate-900">Alasan pulang awal</h2>
            <p className="whitespace-pre-line break-words text-sm text-slate-700">{alasan}</p>
          </Card>
        )}
        {state.status === 'ready' && (
          <div className="space-y-2">
            {state.akurasi > 100 && (
              <p className="text-xs text-amber-700">Akurasi GPS rendah. Pindah ke tempat terbuka lalu tekan Perbarui Lokasi.</p>
            )}
            <Button className="w-full" onClick={next}>
              Lanjut Ambil Foto
            </Button>
            <Button variant="ghost" className="w-full" onClick={retry}>
              Perbarui Lokasi
            </Button>
          </div>
        )}
      </div>
      {today.data && (
        <EarlyClockOutDialog
          open={asking}
          message={earlyClockOutMessage(today.data)}
          onConfirm={setAlasan}
          onCancel={() => navigate('/menu/absensi/pencatatan-waktu')}
        />
      )}
    </div>
  );
}
