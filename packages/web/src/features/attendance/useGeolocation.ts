import { useCallback, useEffect, useState } from 'react';

export type GeoState =
  | { status: 'locating' }
  | { status: 'ready'; latitude: number; longitude: number; akurasi: number }
  | { status: 'error'; message: string };

function geoMessage(err: GeolocationPositionError): string {
  if (err.code === err.PERMISSION_DENIED) {
    return 'Izin lokasi ditolak. Izinkan akses lokasi untuk situs ini di pengaturan browser, lalu coba lagi.';
  }
  if (err.code === err.TIMEOUT) return 'Lokasi belum ditemukan dalam waktu yang ditentukan. Pastikan GPS aktif, lalu coba lagi.';
  return 'Lokasi tidak tersedia. Pastikan GPS aktif, lalu coba lagi.';
}

/** One fresh GPS fix (high accuracy, no cached position), with a retry. */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: 'locating' });
  const locate = useCallback(() => {
    if (!navigator.geolocation) {
      setState({ status: 'error', message: 'Perangkat ini tidak mendukung GPS.' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setState({
          status: 'ready',
          latitude: pos.coords.latitude,
          longitude: pos.coords.longitude,
          akurasi: Math.round(pos.coords.accuracy),
        }),
      (err) => setState({ status: 'error', message: geoMessage(err) }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }, []);
  useEffect(locate, [locate]);
  return { state, retry: locate };
}
