import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { everyMinute } from '../../platform/every-minute.ts';
import { pushDue } from './announcements.service.ts';

/** Pushes scheduled announcements on their date. Answers stop. */
export function startAnnouncementSchedule(db: Db, log: FastifyBaseLogger): () => void {
  return everyMinute('push pengumuman terjadwal', (now) => pushDue(db, now), log);
}
