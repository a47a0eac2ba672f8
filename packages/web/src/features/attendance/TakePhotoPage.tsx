import type { PunchResponse } from '@hadir/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api, newIdempotencyKey } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { isPunchLocation, jamId, type PunchLocation } from './api';
import { CameraView } from './CameraView';
import { enqueue, OFFLINE_SAVED_MESSAGE } from './offlineQueue';
import { useCamera } from './useCamera';

interface Shot {
  photo: string;
  /** One key per capture: a double tap or a retry of this photo never makes a second punch. */
  key: string;
  /** When the photo was taken: the punch's time if it has to wait for a connection. */
  at: string;
}

/** No signal: the punch waits on the device with its key (null = queued, not yet answered). */
async function queue(where: PunchLocation, s: Shot): Promise<null> {
  try {
    await enqueue({ ...where, photo: s.photo, key: s.key, waktu_perangkat: s.at });
  } catch {
    throw new Error('Tidak ada sinyal dan absen tidak dapat disimpan di perangkat ini. Coba lagi saat ada koneksi.');
  }
  return null;
}

function TakePhoto({ where }: { where: PunchLocation }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const camera = useCamera();
  const [shot, setShot] = useState<Shot | null>(null);
  const label = where.type === 'IN' ? 'Clock in' : 'Clock out';

  const send = useMutation({
    // Not paused while offline (React Query's default): without signal the punch goes to the queue.
    networkMode: 'always',
    mutationFn: async (s: Shot): Promise<PunchResponse | null> => {
      if (!navigator.onLine) return queue(where, s);
      try {
        return await api.post<PunchResponse>(
          '/attendance',
          { type: where.type, latitude: where.latitude, longitude: where.longitude, akurasi: where.akurasi, photo: s.photo },
          // The page shows the refusal itself; the key makes a retry after a lost answer safe.
          { silent: true, idempotencyKey: s.key },
        );
      } catch (err) {
        if (err instanceof ApiError && err.status === 0) return queue(where, s);
        throw err;
      }
    },
    onSuccess: async (res) => {
      camera.stop();
      if (!res) {
        toast.info(OFFLINE_SAVED_MESSAGE);
        navigate('/menu/absensi/pencatatan-waktu', { replace: true });
        return;
      }
      toast.success(`${label} berhasil pukul ${jamId(res.punch.jam)}`);
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['attendance'] });
      navigate('/', { replace: true });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) navigate('/login', { replace: true });
    },
  });

  const take = () => {
    const photo = camera.capture(480, 0.8);
    if (photo) setShot({ photo, key: newIdempotencyKey(), at: new Date().toISOString() });
  };
  const retake = () => {
    send.reset();
    setShot(null);
  };

  return (
    <div>
      <MobileHeader title={`Foto ${label}`} back={`/menu/absensi/pencatatan-waktu/${where.type.toLowerCase()}`} />
      <div className="space-y-4 p-4">
        <Card className="space-y-3">
          <CameraView camera={camera} hidden={!!shot} />
          {shot && <img src={shot.photo} alt="Foto selfie" className="w-full -scale-x-100 rounded-lg" />}
          {send.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {send.error.message}
            </p>
          )}
        </Card>
        {!shot ? (
          <Button className="w-full" disabled={camera.state.status !== 'ready'} onClick={take}>
            Ambil Foto
          </Button>
        ) : (
          <div className="flex gap-3">
            <Button variant="secondary" className="flex-1" disabled={send.isPending} onClick={retake}>
              Ulangi
            </Button>
            <Button className="flex-1" loading={send.isPending} onClick={() => send.mutate(shot)}>
              Kirim {label}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** Step 2 of a punch: a live selfie from the front camera, sent with the coordinates of step 1. */
export default function TakePhotoPage() {
  const state = useLocation().state;
  // Opened without the GPS step (a reload, a bookmark): start over.
  if (!isPunchLocation(state)) return <Navigate to="/menu/absensi/pencatatan-waktu" replace />;
  return <TakePhoto where={state} />;
}
