import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from 'react-toastify';
import { flushQueue, getPending, type SendResult, subscribe } from './offlineQueue';

/** While punches wait, the sender also retries on its own: `online` does not fire when signal is merely weak. */
const RETRY_MS = 60_000;

/** The signed-in person's punches waiting to be sent, oldest first. */
export const usePendingPunches = () => useSyncExternalStore(subscribe, getPending);

/** Mounted once in the employee shell: sends the waiting punches on start, on reconnect and now and then. */
export function useOfflinePunchSender() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let answered = 0;
    const report = (r: SendResult) => {
      answered++;
      const label = r.punch.type === 'IN' ? 'Clock in' : 'Clock out';
      // Sent long after it was taken: received, but it counts only once HR confirms it.
      if (r.ok && r.response.menunggu_konfirmasi) toast.info(r.response.menunggu_konfirmasi);
      else if (r.ok) toast.success(`${label} offline pukul ${r.response.punch.jam} berhasil dikirim.`);
      else toast.error(`${label} offline ditolak: ${r.message}`);
    };
    const flush = async () => {
      try {
        await flushQueue(report);
      } catch {
        // No IndexedDB here (some private modes): nothing can have been queued either.
        return;
      }
      if (answered === 0) return;
      answered = 0;
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['attendance'] });
      await queryClient.invalidateQueries({ queryKey: ['absen-offline'] });
    };
    void flush();
    window.addEventListener('online', flush);
    const timer = setInterval(() => {
      if (getPending().length > 0) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(timer);
    };
  }, [queryClient]);
}
