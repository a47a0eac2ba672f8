import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getToken } from '../../lib/storage';
import { handleServerMessage, parseEventStream, SW_OPEN_URL, SW_PUSH } from './messages';

const RETRY_MS = 5000;

/**
 * Mounted once per app shell: reads the server's live events (GET /api/events, fetch streaming because
 * EventSource cannot send the bearer header; decision 0011) and the service worker's push messages.
 */
export function useLiveEvents() {
  const navigate = useNavigate();
  useEffect(() => {
    const go = (path: string) => navigate(path, { replace: path === '/login' });
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      const token = getToken();
      if (!token || controller.signal.aborted) return;
      try {
        const res = await fetch('/api/events', { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
        // A dead session: the next API call takes the user to login; nothing to listen to.
        if (res.status === 401 || res.status === 403 || !res.body) return;
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          const parsed = parseEventStream(buffer + value);
          buffer = parsed.rest;
          for (const event of parsed.events) handleServerMessage(event, go);
        }
      } catch {
        // Offline or the server restarting: try again below.
      }
      if (!controller.signal.aborted && getToken()) retry = setTimeout(connect, RETRY_MS);
    };
    void connect();

    const onWorkerMessage = (e: MessageEvent) => {
      if (e.data?.type === SW_PUSH) handleServerMessage(e.data.payload, go);
      else if (e.data?.type === SW_OPEN_URL && typeof e.data.url === 'string') go(e.data.url);
    };
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    return () => {
      controller.abort();
      clearTimeout(retry);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    };
  }, [navigate]);
}
