import type { PushPayload } from '@hadir/contract';
import { toast } from 'react-toastify';
import { queryClient } from '../../lib/query';
import { clearAll } from '../../lib/storage';

/** postMessage types from the service worker (sw/sw.ts). */
export const SW_PUSH = 'hadir-push';
export const SW_OPEN_URL = 'hadir-open';

/**
 * One message from the server, by push (through the service worker) or by the live stream. FORCE_LOGOUT:
 * a warning with its message, all local storage cleared, to the login page (spec sections 4 and 8).
 * Otherwise the toast 'title: body'; the same message arriving both ways is shown once (toastId).
 */
export function handleServerMessage(payload: PushPayload, navigate: (path: string) => void) {
  // The literal, type-checked against the contract: importing the constant would pull zod and every schema
  // into the first load of the employee app (the 150 KB budget, scripts/check-weight.mjs).
  if (payload.action === 'FORCE_LOGOUT') {
    toast.warning(payload.message ?? 'Sesi Anda telah berakhir. Silakan masuk kembali.', { toastId: payload.id });
    clearAll();
    queryClient.clear();
    navigate('/login');
    return;
  }
  if (payload.notification) {
    toast.info(`${payload.notification.title}: ${payload.notification.body}`, { toastId: payload.id });
  }
}

/** Splits a text/event-stream buffer into the JSON data of complete events and the unfinished rest. */
export function parseEventStream(buffer: string): { events: PushPayload[]; rest: string } {
  const events: PushPayload[] = [];
  const blocks = buffer.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) continue;
    try {
      events.push(JSON.parse(data) as PushPayload);
    } catch {
      // Not ours: ignored.
    }
  }
  return { events, rest };
}
