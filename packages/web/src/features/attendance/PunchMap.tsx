import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

export interface PunchMapProps {
  latitude: number;
  longitude: number;
  akurasi: number;
  places: { id: number; nama: string; latitude: number; longitude: number; radius: number }[];
}

/** OpenStreetMap's tile server (allowed in the server's Content-Security-Policy img-src). */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The person's position (with its accuracy circle) and the allowed locations' radii on OpenStreetMap. Loaded lazily
 * (leaflet stays out of the first load); when no tile loads (no connection to the tile server) the map gives way and
 * the page's text says it all.
 */
export default function PunchMap({ latitude, longitude, akurasi, places }: PunchMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!box.current) return;
    // Nothing focusable inside: the map only repeats, for the eye, what the page's text says (it is aria-hidden).
    const map = L.map(box.current, { zoomControl: false, attributionControl: false, keyboard: false });
    try {
      L.control.attribution({ prefix: false }).addTo(map);
      let loaded = false;
      L.tileLayer(OSM_TILES, { maxZoom: 19, attribution: '&copy; OpenStreetMap' })
        .on('tileload', () => {
          loaded = true;
        })
        .on('tileerror', () => {
          if (!loaded) setFailed(true);
        })
        .addTo(map);
      const here = L.latLng(latitude, longitude);
      const bounds = here.toBounds(Math.max(akurasi, 5) * 2);
      for (const p of places) {
        const centre = L.latLng(p.latitude, p.longitude);
        L.circle(centre, { radius: p.radius, color: '#1d4ed8', weight: 2, interactive: false }).addTo(map);
        bounds.extend(centre.toBounds(p.radius * 2));
      }
      L.circle(here, { radius: Math.max(akurasi, 5), color: '#059669', fillOpacity: 0.15, weight: 1, interactive: false }).addTo(
        map,
      );
      L.circleMarker(here, {
        radius: 6,
        color: '#ffffff',
        fillColor: '#059669',
        fillOpacity: 1,
        weight: 2,
        interactive: false,
      }).addTo(map);
      map.fitBounds(bounds, { padding: [16, 16], maxZoom: 18 });
    } catch (err) {
      // The map is a help, never a reason the clock-in page fails.
      console.error('Peta tidak dapat ditampilkan', err);
      setFailed(true);
    }
    return () => {
      map.remove();
    };
  }, [latitude, longitude, akurasi, places]);
  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="peta-absen"
      hidden={failed}
      className="z-0 h-48 w-full overflow-hidden rounded-lg"
    />
  );
}
