import type { PunchAnswer, PunchChallenge } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api, newIdempotencyKey } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { isPunchLocation, PLACE_REFUSALS, type PunchLocation, type PunchRefused } from './api';
import { CameraView } from './CameraView';
import { EarlyClockOutDialog } from './EarlyClockOutDialog';
import { enqueue, OFFLINE_SAVED_MESSAGE } from './offlineQueue';
import { useCamera } from './useCamera';

/** The moment between the two frames of the liveness check: long enough to turn the head, short enough to hold still. */
const TURN_MS = 1500;

interface Shot {
  /** Looking at the camera, then after the head turn the challenge asked for. */
  photo: string;
  photo_kedua: string;
  /** The server's one-time challenge; null when it could not be fetched (no signal: the punch is queued). */
  tantangan: string | null;
  /** One key per capture: a double tap or a retry of this photo never makes a second punch. */
  key: string;
  /** When the photo was taken: the punch's time if it has to wait for a connection. */
  at: string;
}

/** One sending of a shot; a clock-out carries the reason for leaving early once the person has given it. */
interface Attempt {
  shot: Shot;
  alasan: string | null;
}

/** No signal: the punch waits on the device with its key (null = queued, not yet answered). */
async function queue(where: PunchLocation, { shot: s, alasan }: Attempt): Promise<null> {
  try {
    await enqueue({
      type: where.type,
      latitude: where.latitude,
      longitude: where.longitude,
      akurasi: where.akurasi,
      photo: s.photo,
      photo_kedua: s.photo_kedua,
      key: s.key,
      waktu_perangkat: s.at,
      ...(alasan ? { alasan_pulang_awal: alasan } : {}),
    });
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
  const [turning, setTurning] = useState(false);
  // The reason asked before the camera; the server may still ask for one (its clock decides): then its message.
  const [alasan, setAlasan] = useState<string | null>(where.alasan_pulang_awal ?? null);
  const [serverAsks, setServerAsks] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const label = where.type === 'IN' ? 'Clock in' : 'Clock out';
  // A fresh one-time challenge for every attempt (refetched on Ulangi); without signal the punch goes without one.
  const challenge = useQuery({
    queryKey: ['attendance', 'tantangan'],
    queryFn: () => api.get<PunchChallenge>('/attendance/tantangan', { silent: true }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
  });
  const move = challenge.data?.instruksi ?? 'Toleh ke kiri';

  const send = useMutation({
    // Not paused while offline (React Query's default): without signal the punch goes to the queue.
    networkMode: 'always',
    mutationFn: async (attempt: Attempt): Promise<PunchAnswer | null> => {
      const { shot: s, alasan: reason } = attempt;
      if (!navigator.onLine) return queue(where, attempt);
      try {
        return await api.post<PunchAnswer>(
          '/attendance',
          {
            type: where.type,
            latitude: where.latitude,
            longitude: where.longitude,
            akurasi: where.akurasi,
            photo: s.photo,
            photo_kedua: s.photo_kedua,
            ...(s.tantangan ? { tantangan: s.tantangan } : {}),
            ...(reason ? { alasan_pulang_awal: reason } : {}),
          },
          // The page shows the refusal itself; the key makes a retry after a lost answer safe.
          { silent: true, idempotencyKey: s.key },
        );
      } catch (err) {
        if (err instanceof ApiError && err.status === 0) return queue(where, attempt);
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
      // Held for HR's confirmation (a clock-out after a clock-in that waits): said as it is.
      if (res.menunggu_konfirmasi) toast.info(res.menunggu_konfirmasi);
      else toast.success(`${label} berhasil pukul ${res.punch.jam}`);
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['attendance'] });
      navigate('/', { replace: true });
    },
    onError: (err, attempt) => {
      if (err instanceof ApiError && err.status === 401) navigate('/login', { replace: true });
      // Refused for the place: back to the GPS step, which takes a fresh position rather than sending this one again.
      if (err instanceof ApiError && err.code && PLACE_REFUSALS.includes(err.code)) {
        camera.stop();
        const back: PunchRefused = {
          ditolak: err.message,
          ...(attempt.alasan ? { alasan_pulang_awal: attempt.alasan } : {}),
        };
        navigate(`/menu/absensi/pencatatan-waktu/${where.type.toLowerCase()}`, { replace: true, state: back });
        return;
      }
      // Early by the server's clock: ask with its words, then send the same photos again with the reason. A refusal
      // leaves nothing behind (not even the Idempotency-Key), so the same key is safe.
      if (err instanceof ApiError && err.code === 'PULANG_AWAL') setServerAsks(err.message);
    },
  });

  // Two frames a moment apart: looking at the camera, then after the head turn the server asked for.
  const take = () => {
    const photo = camera.capture(480, 0.8);
    if (!photo) return;
    const at = new Date().toISOString();
    setTurning(true);
    timer.current = setTimeout(() => {
      setTurning(false);
      const photo_kedua = camera.capture(480, 0.8);
      if (photo_kedua) {
        setShot({ photo, photo_kedua, tantangan: challenge.data?.tantangan ?? null, key: newIdempotencyKey(), at });
      }
    }, TURN_MS);
  };
  const retake = () => {
    send.reset();
    setShot(null);
    void challenge.refetch();
  };

  return (
    <div>
      <MobileHeader title={`Foto ${label}`} back={`/menu/absensi/pencatatan-waktu/${where.type.toLowerCase()}`} />
      <div className="space-y-4 p-4">
        <Card className="space-y-3">
          <p className="text-center text-base font-semibold text-slate-900" aria-live="assertive">
            {shot
              ? 'Foto siap dikirim.'
              : turning
                ? `${move} sekarang`
                : challenge.isFetching
                  ? // Not the last attempt's head turn while the new one is on its way (Ulangi): it may be the other way.
                    'Menyiapkan petunjuk...'
                  : `Lihat lurus ke kamera dan tekan Ambil Foto, lalu ${move.toLowerCase()} saat diminta.`}
          </p>
          <CameraView camera={camera} hidden={!!shot} />
          {shot && <img src={shot.photo} alt="Foto selfie" className="w-full -scale-x-100 rounded-lg" />}
          {send.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {send.error.message}
            </p>
          )}
        </Card>
        {!shot ? (
          <Button
            className="w-full"
            disabled={camera.state.status !== 'ready' || turning || challenge.isFetching}
            loading={turning}
            onClick={take}
          >
            Ambil Foto
          </Button>
        ) : (
          <div className="flex gap-3">
            <Button variant="secondary" className="flex-1" disabled={send.isPending} onClick={retake}>
              Ulangi
            </Button>
            <Button className="flex-1" loading={send.isPending} onClick={() => send.mutate({ shot, alasan })}>
              Kirim {label}
            </Button>
          </div>
        )}
      </div>
      <EarlyClockOutDialog
        open={serverAsks !== null}
        message={serverAsks ?? ''}
        initial={alasan ?? ''}
        busy={send.isPending}
        onConfirm={(reason) => {
          setServerAsks(null);
          setAlasan(reason);
          if (shot) send.mutate({ shot, alasan: reason });
        }}
        onCancel={() => setServerAsks(null)}
      />
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
