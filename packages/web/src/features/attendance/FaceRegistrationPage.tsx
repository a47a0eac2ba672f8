import type { FaceRegistrationStatus } from '@hadir/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, api } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/feedback';
import { MobileHeader } from '../../ui/PageHeader';
import { CameraView } from './CameraView';
import { useCamera } from './useCamera';

/** One live photo per pose; the server checks that each shows one face and that all show the same person. */
const POSES = ['Lihat lurus ke kamera', 'Sedikit ke kiri', 'Sedikit ke kanan'] as const;

export default function FaceRegistrationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const camera = useCamera();
  const [photos, setPhotos] = useState<string[]>([]);
  const status = useQuery({
    queryKey: ['attendance', 'face-status'],
    queryFn: () => api.get<FaceRegistrationStatus>('/face-recognition/check-status'),
  });

  const send = useMutation({
    mutationFn: (all: string[]) => api.post('/face-recognition/register', { photos: all }, { silent: true }),
    onSuccess: async () => {
      camera.stop();
      toast.success('Wajah berhasil didaftarkan.');
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['attendance'] });
      navigate('/profile', { replace: true });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) navigate('/login', { replace: true });
    },
  });

  const done = photos.length === POSES.length;
  const take = () => {
    // Registration photos a little larger than punch selfies: they are the reference.
    const photo = camera.capture(640, 0.85);
    if (photo) setPhotos((p) => [...p, photo]);
  };
  const restart = () => {
    send.reset();
    setPhotos([]);
  };

  return (
    <div>
      <MobileHeader title="Pendaftaran Wajah" back="/profile" />
      <div className="space-y-4 p-4">
        {status.data?.face_registration_status && (
          <p className="rounded-lg bg-blue-50 p-3 text-sm text-blue-800">
            Wajah Anda sudah terdaftar. Mendaftar ulang akan menggantikan data wajah sebelumnya.
          </p>
        )}
        <Card className="space-y-3">
          <p className="text-center text-base font-semibold text-slate-900" aria-live="polite">
            {done
              ? 'Foto lengkap. Kirim untuk mendaftarkan wajah.'
              : `Foto ${photos.length + 1} dari ${POSES.length}: ${POSES[photos.length]}`}
          </p>
          <CameraView camera={camera} hidden={done} />
          <ol className="flex gap-2" aria-label="Foto yang diambil">
            {POSES.map((pose, i) => (
              <li key={pose} className="flex-1">
                {photos[i] ? (
                  <img
                    src={photos[i]}
                    alt={`Foto ${i + 1}: ${pose}`}
                    className="aspect-[3/4] w-full -scale-x-100 rounded object-cover"
                  />
                ) : (
                  <div className="flex aspect-[3/4] items-center justify-center rounded bg-slate-100 text-xs text-slate-500">
                    {i + 1}
                  </div>
                )}
              </li>
            ))}
          </ol>
          {send.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {send.error.message}
            </p>
          )}
        </Card>
        {!done ? (
          <Button className="w-full" disabled={camera.state.status !== 'ready'} onClick={take}>
            Ambil Foto {photos.length + 1}
          </Button>
        ) : (
          <div className="flex gap-3">
            <Button variant="secondary" className="flex-1" disabled={send.isPending} onClick={restart}>
              Ulangi
            </Button>
            <Button className="flex-1" loading={send.isPending} onClick={() => send.mutate(photos)}>
              Daftarkan Wajah
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
