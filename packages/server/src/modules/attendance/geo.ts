import { formatAngka } from '@hadir/contract';
/** Mean Earth radius (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two WGS84 points (haversine). */
export function haversineMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Place {
  id: number;
  nama: string;
  latitude: number;
  longitude: number;
  radius: number;
}

export interface Fix<P extends Place> {
  place: P;
  /** Whole metres. */
  distance: number;
  inside: boolean;
}

/**
 * Where a punch at (lat, lon) stands: the nearest place whose radius holds it, or else the nearest place
 * (outside). Undefined without places.
 */
export function locate<P extends Place>(places: P[], lat: number, lon: number): Fix<P> | undefined {
  const fixes = places
    .map((place) => {
      const distance = Math.round(haversineMetres(lat, lon, place.latitude, place.longitude));
      return { place, distance, inside: distance <= place.radius };
    })
    .sort((a, b) => a.distance - b.distance);
  return fixes.find((f) => f.inside) ?? fixes[0];
}

const number = (value: number, digits: number) => formatAngka(value, digits);

/** '850 m', '1,2 km', '312 km' (Indonesian decimals). */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${number(metres / 1000, metres < 100_000 ? 1 : 0)} km`;
}
