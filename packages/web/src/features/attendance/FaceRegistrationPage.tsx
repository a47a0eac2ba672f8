import type { FaceConsent, FaceRegisterResponse, FaceRegistrationStatus } from '@hadir/contract';
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
  const [agreed, setAgreed] = useState(false);
  const consent = useQuery({
    queryKey: ['attendance', 'face-consent'],
    queryFn: () => api.get<FaceConsent>('/face-recognition/persetujuan'),
  });
  const status = useQuery({
    queryKey: ['attendance', 'face-status'],
    queryFn: () => api.get<FaceRegistrationStatus>('/face-recognition/check-status'),
  });

  const send = useMutation({
    mutationFn: (all: string[]) =>
      api.post<FaceRegisterResponse>(
        '/face-recognition/register',
        { photos: all, persetujuan: agreed, versi_persetujuan: consent.data?.versi ?? 0 },
        { silent: true },
      ),
    onSuccess: async (res) => {
      camera.stop();
      // A re-registration that did not match the registered face waits for HR: said as it is.
      if (res.menunggu_persetujuan) toast.info(res.message);
      else toast.success(res.message);
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
            Wajah Anda sudah terdaftar. Foto baru yang cocok dengan wajah terdaftar langsung menggantikannya; bila tidak cocok,
            pendaftaran ulang menunggu persetujuan HRD.
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
          {done && consent.data && (
            <label className="flex items-start gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-1 h-5 w-5 shrink-0"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
              />
              <span>{consent.data.teks}</span>
            </label>
          )}
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
            <Button className="flex-1" loading={send.isPending} disabled={!agreed} onClick={() => send.mutate(photos)}>
              Daftarkan Wajah
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
