import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, Loading } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { isEarlyClockOut, type PunchLocation, todayQuery } from './api';
import { EarlyClockOutDialog, earlyClockOutMessage } from './EarlyClockOutDialog';
import { useGeolocation } from './useGeolocation';

/**
 * Step 1 of a punch: a fresh GPS fix, shown with its accuracy, then on to the selfie. A clock-out well before the
 * shift's end first asks for the reason (before the camera, so nobody takes a selfie to be told to start over).
 */
export default function PunchPage() {
  const navigate = useNavigate();
  // Routed only as .../in and .../out.
  const type = useLocation().pathname.endsWith('/out') ? 'OUT' : 'IN';
  const { state, retry } = useGeolocation();
  const title = type === 'IN' ? 'Clock In' : 'Clock Out';
  const today = useQuery({ ...todayQuery, enabled: type === 'OUT' });
  const [alasan, setAlasan] = useState<string | null>(null);
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
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Latitude</dt>
              <dd className="font-mono">{state.latitude.toFixed(6)}</dd>
              <dt className="text-slate-500">Longitude</dt>
              <dd className="font-mono">{state.longitude.toFixed(6)}</dd>
              <dt className="text-slate-500">Akurasi</dt>
              <dd>±{formatNumber(state.akurasi)} m</dd>
            </dl>
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
