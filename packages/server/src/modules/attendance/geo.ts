import { formatAngka } from '@hadir/contract';
// The geofence's arithmetic lives in the contract (the clock-in page shows the same distance before the selfie).
export { type Fix, haversineMetres, locate, type Place } from '@hadir/contract/geo';

const number = (value: number, digits: number) => formatAngka(value, digits);

/** '850 m', '1,2 km', '312 km' (Indonesian decimals). */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${number(metres / 1000, metres < 100_000 ? 1 : 0)} km`;
}
