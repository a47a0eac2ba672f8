import type { FastifyBaseLogger } from 'fastify';
import { type BackupDeps, runScheduledBackup } from './backup.service.ts';

const EVERY_MS = 60_000;

/** Asks every minute whether the scheduled backup is due (one server claims each day's run). Answers stop. */
export function startBackupSchedule(deps: BackupDeps, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    runScheduledBackup(deps, new Date()).then(
      (item) => item && log.info({ backup: item.nama_berkas }, 'backup terjadwal dibuat'),
      (err) => log.error({ err }, 'backup terjadwal gagal'),
    );
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
