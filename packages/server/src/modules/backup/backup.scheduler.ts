import type { FastifyBaseLogger } from 'fastify';
import { everyMinute } from '../../platform/every-minute.ts';
import { type BackupDeps, runScheduledBackup } from './backup.service.ts';

/** Asks every minute whether the scheduled backup is due (one server claims each day's run). Answers stop. */
export function startBackupSchedule(deps: BackupDeps, log: FastifyBaseLogger): () => void {
  return everyMinute(
    'backup terjadwal',
    async (now) => {
      const item = await runScheduledBackup(deps, now);
      if (item) log.info({ backup: item.nama_berkas }, 'backup terjadwal dibuat');
    },
    log,
  );
}
