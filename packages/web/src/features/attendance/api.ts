import type { PunchType } from '@hadir/contract';

/** What the punch pages carry from the GPS step to the photo step (router state). */
export interface PunchLocation {
  type: PunchType;
  latitude: number;
  longitude: number;
  akurasi: number;
}

export const isPunchLocation = (v: unknown): v is PunchLocation => {
  const s = v as Partial<PunchLocation> | null;
  return !!s && (s.type === 'IN' || s.type === 'OUT') && typeof s.latitude === 'number' && typeof s.longitude === 'number';
};

/** '07:58' -> '07.58', the Indonesian way of writing a time. */
export const jamId = (hhmm: string) => hhmm.replace(':', '.');
