import { Button } from '../../ui/Button';
import { Loading } from '../../ui/feedback';
import type { useCamera } from './useCamera';

/** The live front camera (mirrored, like a mirror), its start-up and its errors with a retry. */
export function CameraView({ camera, hidden = false }: { camera: ReturnType<typeof useCamera>; hidden?: boolean }) {
  const { state } = camera;
  return (
    <div className={hidden ? 'hidden' : 'space-y-3'}>
      <video
        ref={camera.videoRef}
        aria-label="Kamera depan"
        className={`aspect-[3/4] w-full -scale-x-100 rounded-lg bg-slate-900 object-cover ${state.status === 'ready' ? '' : 'hidden'}`}
        autoPlay
        muted
        playsInline
      />
      {state.status === 'starting' && <Loading text="Membuka kamera..." />}
      {state.status === 'error' && (
        <div className="space-y-3">
          <p role="alert" className="text-sm text-red-600">
            {state.message}
          </p>
          <Button variant="secondary" onClick={camera.retry}>
            Coba Lagi
          </Button>
        </div>
      )}
    </div>
  );
}
