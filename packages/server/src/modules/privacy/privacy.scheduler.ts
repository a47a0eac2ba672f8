import type { FastifyBaseLogger } from 'fastify';
import { now } from '../../platform/clock.ts';
import { everyMinute } from '../../platform/every-minute.ts';
import { type PrivacyDeps, runDailyPurge } from './privacy.service.ts';

/** Asks every minute whether today's photo purge has run (one server claims each day's run). Answers stop. */
export function startPhotoRetention(deps: PrivacyDeps, log: FastifyBaseLogger): () => void {
  return everyMinute(
    'retensi foto',
    async () => {
      const removed = await runDailyPurge(deps, now());
      if (removed) log.info({ removed }, 'foto melewati masa simpan dihapus');
    },
    log,
  );
}
