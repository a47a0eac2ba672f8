import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

// The location form's map (issue 19): HR clicks the map or drags the marker to set the point, and sees the radius
// of attendance drawn around it. OpenStreetMap tiles when the browser can reach them; the marker and the circle are
// drawn without them (an offline office, the tests).

const INDONESIA: L.LatLngTuple = [-2.5, 118];
/** Six decimals is about 10 cm: more precision than any GPS fix. */
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
const isCoordinate = (lat: unknown, lng: unknown): lat is number =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;

/** A pin drawn in HTML: no image files to resolve, so it shows wherever the page does. */
const PIN = L.divIcon({
  className: '',
  html: '<span class="block h-6 w-6 rounded-full border-4 border-white bg-blue-700 shadow-md"></span>',
  iconSize: [24, 24],
  iconAnchor: [12, 12],
});

export default function LokasiMap({
  latitude,
  longitude,
  radius,
  onPick,
}: {
  latitude: unknown;
  longitude: unknown;
  radius: unknown;
  onPick: (latitude: number, longitude: number) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map>(null);
  const marker = useRef<L.Marker>(null);
  const circle = useRef<L.Circle>(null);
  // The latest callback, without re-creating the map when the form re-renders.
  const pick = useRef(onPick);
  pick.current = onPick;
  const meters = typeof radius === 'number' && Number.isFinite(radius) && radius > 0 ? radius : 0;

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, { zoomControl: false, attributionControl: false }).setView(INDONESIA, 5);
    L.control.zoom({ zoomInTitle: 'Perbesar', zoomOutTitle: 'Perkecil' }).addTo(m);
    L.control
      .attribution({ prefix: false })
      .addAttribution('&copy; <a href="https://www.openstreetmap.org/copyright">kontributor OpenStreetMap</a>')
      .addTo(m);
    L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { maxZoom: 19 }).addTo(m);
    m.on('click', (e: L.LeafletMouseEvent) => pick.current(round6(e.latlng.lat), round6(e.latlng.lng)));
    map.current = m;
    return () => {
      m.remove();
      map.current = marker.current = circle.current = null;
    };
  }, []);

  // The point: the marker and the circle follow the typed or picked coordinates; the first one is brought into view
  // (meters is read for that first view only; the radius effect below keeps the circle's size).
  // biome-ignore lint/correctness/useExhaustiveDependencies: meters only sizes the first view
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!isCoordinate(latitude, longitude)) {
      marker.current?.remove();
      circle.current?.remove();
      marker.current = circle.current = null;
      return;
    }
    const point: L.LatLngTuple = [latitude, longitude as number];
    if (!marker.current || !circle.current) {
      circle.current = L.circle(point, { radius: meters, color: '#1d4ed8', weight: 2, fillOpacity: 0.15 }).addTo(m);
      marker.current = L.marker(point, { icon: PIN, draggable: true, title: 'Titik lokasi', keyboard: true }).addTo(m);
      marker.current.on('drag', (e) => circle.current?.setLatLng((e.target as L.Marker).getLatLng()));
      marker.current.on('dragend', (e) => {
        const at = (e.target as L.Marker).getLatLng();
        pick.current(round6(at.lat), round6(at.lng));
      });
      m.setView(point, meters > 0 ? Math.min(m.getBoundsZoom(L.latLng(point).toBounds(meters * 2.4)), 18) : 16);
      return;
    }
    marker.current.setLatLng(point);
    circle.current.setLatLng(point);
    if (!m.getBounds().contains(point)) m.panTo(point);
  }, [latitude, longitude]);

  useEffect(() => {
    circle.current?.setRadius(meters);
  }, [meters]);

  return (
    <div className="space-y-1">
      <div
        ref={container}
        role="region"
        aria-label="Peta lokasi"
        className="z-0 h-72 w-full overflow-hidden rounded-lg ring-1 ring-slate-300"
      />
      <p className="text-xs text-slate-500">
        Klik peta atau geser penanda untuk menentukan titik lokasi. Lingkaran menunjukkan radius absensi.
      </p>
    </div>
  );
}
