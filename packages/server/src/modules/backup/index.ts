import type { ModuleRoutes } from '../../platform/app-types.ts';

// Backups of the database and the file store: create, list, download, restore. Filled in by its own work.
export const backupRoutes: ModuleRoutes = () => {};
