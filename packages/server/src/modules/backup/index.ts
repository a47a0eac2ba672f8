import { describeBackupAudit } from './backup.audit.ts';
// Backups of the database and the file store: create, list, download, restore, and the daily schedule.
export { backupRoutes } from './backup.routes.ts';
export { startBackupSchedule } from './backup.scheduler.ts';

// The audit log's sentences for backups.
describeBackupAudit();
