import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';

const valid = (lat: unknown, lng: unknown): lat is number =>
  typeof lat === 'number' && typeof lng === 'number' && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
/** Six decimals is about 10 cm: more precision than any GPS fix. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Fills the coordinates from the browser's position and opens the point on OpenStreetMap. */
export function CoordinateTools({
  latitude,
  longitude,
  onLocate,
}: {
  latitude: unknown;
  longitude: unknown;
  onLocate: (field: 'latitude' | 'longitude', value: number) => void;
}) {
  const [locating, setLocating] = useState(false);
  const locate = () => {
    if (!navigator.geolocation) {
      toast.error('Browser ini tidak dapat menentukan lokasi.');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        onLocate('latitude', round6(pos.coords.latitude));
        onLocate('longitude', round6(pos.coords.longitude));
      },
      (err) => {
        setLocating(false);
        toast.error(
          err.code === err.PERMISSION_DENIED
            ? 'Izin lokasi ditolak. Izinkan akses lokasi di browser Anda.'
            : 'Lokasi Anda tidak dapat ditentukan. Coba lagi.',
        );
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" onClick={locate} loading={locating}>
        Gunakan lokasi saya saat ini
      </Button>
      {valid(latitude, longitude) && (
        <a
          className="text-sm font-medium text-blue-700 hover:underline"
          href={`https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Lihat di peta
        </a>
      )}
    </div>
  );
}
