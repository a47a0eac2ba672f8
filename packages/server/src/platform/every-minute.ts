import type { FastifyBaseLogger } from 'fastify';

const EVERY_MS = 60_000;

/**
 * Runs a background job every minute in every server process; jobs claim their work in the database, so with
 * several servers each piece runs once. A failure is logged and retried on the next tick. Answers stop.
 */
export function everyMinute(name: string, job: (now: Date) => Promise<unknown>, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    job(new Date()).catch((err) => log.error({ err, job: name }, 'tugas latar gagal'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
