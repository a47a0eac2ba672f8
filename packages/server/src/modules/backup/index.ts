// Backups of the database and the file store: create, list, download, restore, and the daily schedule.
export { backupRoutes } from './backup.routes.ts';
export { startBackupSchedule } from './backup.scheduler.ts';
