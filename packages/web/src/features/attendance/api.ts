import type { PunchType } from '@hadir/contract';
import { API_BASE, ApiError, REQUEST_TIMEOUT_MS } from '../../lib/api';
import { clearSessionOn401, getToken } from '../../lib/storage';

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

/** A random UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * POST with an Idempotency-Key, silent like `api` with { silent: true } (the page shows the message itself).
 * lib/api cannot send extra headers yet; this mirrors it (base path, bearer, 30 s time-out, 401 clears the session).
 */
export async function postWithKey<T>(path: string, body: unknown, key: string): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(0, 'Tidak dapat terhubung ke server');
  } finally {
    clearTimeout(timer);
  }
  const data = await res.json().catch(() => undefined);
  if (res.ok) return data as T;
  if (res.status === 401) clearSessionOn401();
  const message = res.status >= 500 ? 'Terjadi kesalahan pada server' : (data?.message ?? 'Terjadi kesalahan pada server');
  throw new ApiError(res.status, message, data?.code, data?.errors);
}

/** '07:58' -> '07.58', the Indonesian way of writing a time. */
export const jamId = (hhmm: string) => hhmm.replace(':', '.');
