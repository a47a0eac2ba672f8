import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';

export interface PunchMapProps {
  latitude: number;
  longitude: number;
  akurasi: number;
  places: { id: number; nama: string; latitude: number; longitude: number; radius: number }[];
}

const OSM_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The person's position (with its accuracy circle) and the allowed locations' radii on OpenStreetMap. Loaded lazily
 * (leaflet stays out of the first load); when no tile loads (no connection to the tile server) the map gives way and
 * the page's text says it all.
 */
export default function PunchMap({ latitude, longitude, akurasi, places }: PunchMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    if (!box.current) return;
    // Nothing focusable inside: the map only repeats, for the eye, what the page's text says (it is aria-hidden).
    const map = L.map(box.current, { zoomControl: false, attributionControl: false, keyboard: false });
    L.control.attribution({ prefix: false }).addTo(map);
    let loaded = false;
    L.tileLayer(OSM_TILES, { maxZoom: 19, attribution: '&copy; OpenStreetMap' })
      .on('tileload', () => {
        loaded = true;
      })
      .on('tileerror', () => {
        if (!loaded) setTilesFailed(true);
      })
      .addTo(map);
    const here = L.latLng(latitude, longitude);
    const bounds = L.latLngBounds([here]);
    for (const p of places) {
      const circle = L.circle([p.latitude, p.longitude], { radius: p.radius, color: '#1d4ed8', weight: 2, interactive: false });
      circle.addTo(map);
      bounds.extend(circle.getBounds());
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
    return () => {
      map.remove();
    };
  }, [latitude, longitude, akurasi, places]);
  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="peta-absen"
      hidden={tilesFailed}
      className="z-0 h-48 w-full overflow-hidden rounded-lg"
    />
  );
}
