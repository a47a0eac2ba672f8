import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = { status: 'starting' } | { status: 'ready' } | { status: 'error'; message: string };

function cameraMessage(err: unknown): string {
  const name = (err as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'Izin kamera ditolak. Izinkan akses kamera untuk situs ini di pengaturan browser, lalu coba lagi.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'Kamera depan tidak ditemukan di perangkat ini.';
  if (name === 'NotReadableError') return 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu lalu coba lagi.';
  return 'Kamera tidak dapat dibuka. Coba lagi.';
}

/** How long a camera that opened may take to show its first picture before the page says so. */
const FIRST_FRAME_MS = 15_000;
const NO_PICTURE = 'Kamera tidak menampilkan gambar. Coba lagi.';

/** Resolves true once the video has a frame to draw, false when none came within `ms`. */
function firstFrame(video: HTMLVideoElement, ms: number): Promise<boolean> {
  const has = () => video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0;
  if (has()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const check = () => {
      if (has()) done(true);
    };
    const timer = setTimeout(() => done(false), ms);
    const done = (ok: boolean) => {
      clearTimeout(timer);
      video.removeEventListener('loadeddata', check);
      video.removeEventListener('resize', check);
      resolve(ok);
    };
    video.addEventListener('loadeddata', check);
    video.addEventListener('resize', check);
  });
}

/**
 * The front camera, live (no gallery upload): attach `videoRef` to a <video>. The tracks stop when the page
 * is left (unmount) or on stop().
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // Bumped by every start and stop: a camera that opens after the page moved on is closed at once.
  const generation = useRef(0);
  const [state, setState] = useState<CameraState>({ status: 'starting' });

  const stop = useCallback(() => {
    generation.current += 1;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const start = useCallback(async () => {
    stop();
    const mine = generation.current;
    setState({ status: 'starting' });
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({
        status: 'error',
        message: 'Browser ini tidak dapat membuka kamera. Buka aplikasi lewat HTTPS atau browser lain.',
      });
      return;
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
        audio: false,
      });
      if (mine !== generation.current) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => {});
        // 'ready' promises a frame to capture, and play() can resolve seconds before the first one (slow phones,
        // loaded CPUs): until then Ambil Foto stays disabled rather than doing nothing when pressed.
        const shown = await firstFrame(video, FIRST_FRAME_MS);
        if (mine !== generation.current) return;
        if (!shown) {
          setState({ status: 'error', message: NO_PICTURE });
          return;
        }
      }
      setState({ status: 'ready' });
    } catch (err) {
      if (mine === generation.current) setState({ status: 'error', message: cameraMessage(err) });
    }
  }, [stop]);

  useEffect(() => {
    void start();
    return stop;
  }, [start, stop]);

  /** The current frame as a JPEG data URL, downscaled so that its long side is at most `longSide` pixels. */
  const capture = useCallback((longSide = 480, quality = 0.8): string | null => {
    const video = videoRef.current;
    if (!video?.videoWidth || !video.videoHeight) {
      // The picture stopped (the camera was taken by another app, the phone slept): said, with Coba Lagi.
      setState({ status: 'error', message: NO_PICTURE });
      return null;
    }
    const scale = Math.min(1, longSide / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', quality);
  }, []);

  return { videoRef, state, capture, retry: start, stop };
}
