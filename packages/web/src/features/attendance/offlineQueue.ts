import type { PunchAnswer, PunchRequest, PunchType } from '@hadir/contract';
import { ApiError, api } from '../../lib/api';
import { getUser, OFFLINE_DB_NAME, onSignedOut } from '../../lib/storage';

// Punches taken without signal wait in IndexedDB (they survive a closed tab) and are sent when the connection
// returns, one at a time, each with the Idempotency-Key it was captured with: a retry after a lost answer, or a
// second tab sending the same punch, is answered once by the server (docs/decisions/0012-offline-punch.md).
// The queue holds selfies and positions: signing out (logout, 401, forced logout) deletes it (lib/storage.ts).

export interface QueuedPunch {
  /** The Idempotency-Key of the capture; also the IndexedDB key. */
  key: string;
  /** Whose punch it is: only that person's session sends it. */
  username: string;
  type: PunchType;
  latitude: number;
  longitude: number;
  akurasi: number;
  photo: string;
  /** The liveness check's second frame (a head turn); absent in punches queued before it existed. */
  photo_kedua?: string;
  /** ISO instant on the device when the photo was taken. */
  waktu_perangkat: string;
  /** A clock-out before the shift's end: the reason the person gave when taking it. */
  alasan_pulang_awal?: string;
}

export const OFFLINE_SAVED_MESSAGE = 'Tidak ada sinyal. Absen disimpan dan akan dikirim otomatis saat koneksi kembali.';

const STORE = 'absen';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(OFFLINE_DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** One request in its own transaction, resolved when the transaction has committed. */
async function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** The signed-in person's waiting punches, oldest first. */
async function readQueue(): Promise<QueuedPunch[]> {
  const me = getUser().username;
  const all = await run<QueuedPunch[]>('readonly', (s) => s.getAll());
  return all.filter((p) => p.username === me).sort((a, b) => a.waktu_perangkat.localeCompare(b.waktu_perangkat));
}

// ---- What the pages show: a snapshot of the queue kept in memory, refreshed after every change ----

let snapshot: QueuedPunch[] = [];
const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const getPending = () => snapshot;

// Signing out deletes the queue's database (lib/storage.ts); the copy in memory goes with it.
onSignedOut(() => {
  snapshot = [];
  for (const l of listeners) l();
});

async function refresh(): Promise<QueuedPunch[]> {
  snapshot = await readQueue();
  for (const l of listeners) l();
  return snapshot;
}

export async function enqueue(punch: Omit<QueuedPunch, 'username'>): Promise<void> {
  await run('readwrite', (s) => s.put({ ...punch, username: getUser().username }));
  await refresh();
}

// ---- The sender ----

export type SendResult = { punch: QueuedPunch } & ({ ok: true; response: PunchAnswer } | { ok: false; message: string });

let sending: Promise<void> | null = null;
let again = false;

/**
 * Sends the waiting punches in order. One sender per page (a module-level lock): a call while sending makes the
 * running sender look again once it is done. A punch leaves the queue when answered or definitively refused
 * (4xx); on no connection, a server error or an ended session the queue stays for the next attempt.
 */
export function flushQueue(report: (r: SendResult) => void): Promise<void> {
  if (sending) {
    again = true;
    return sending;
  }
  sending = (async () => {
    try {
      do {
        again = false;
        for (const punch of await refresh()) {
          if (!(await sendOne(punch, report))) return;
        }
      } while (again);
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** False when the queue must wait (no connection, server trouble, no session). */
async function sendOne(punch: QueuedPunch, report: (r: SendResult) => void): Promise<boolean> {
  const body: PunchRequest = {
    type: punch.type,
    latitude: punch.latitude,
    longitude: punch.longitude,
    akurasi: punch.akurasi,
    photo: punch.photo,
    ...(punch.photo_kedua ? { photo_kedua: punch.photo_kedua } : {}),
    ...(punch.alasan_pulang_awal ? { alasan_pulang_awal: punch.alasan_pulang_awal } : {}),
    offline: { waktu_perangkat: punch.waktu_perangkat },
  };
  try {
    const response = await api.post<PunchAnswer>('/attendance', body, { silent: true, idempotencyKey: punch.key });
    await run('readwrite', (s) => s.delete(punch.key));
    report({ punch, ok: true, response });
    return true;
  } catch (err) {
    const later = !(err instanceof ApiError) || err.status === 0 || err.status === 401 || err.status === 429 || err.status >= 500;
    if (later) return false;
    await run('readwrite', (s) => s.delete(punch.key));
    report({ punch, ok: false, message: (err as ApiError).message });
    return true;
  } finally {
    await refresh();
  }
}
