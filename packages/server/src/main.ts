import { buildApp } from './app.ts';
import { migrate } from './db/migrate.ts';
import { startAnnouncementSchedule } from './modules/announcements/index.ts';
import { ensureFirstAdmin } from './modules/auth/index.ts';
import { startBackupSchedule } from './modules/backup/index.ts';
import { closeFaceEngine, faceEngine } from './modules/face/index.ts';
import { startPhotoRetention } from './modules/privacy/index.ts';
import { readConfigOrExit } from './platform/config.ts';
import { holdDataDirOrExit } from './platform/data-dir-lock.ts';
import { openDb } from './platform/db.ts';
import { startPgliteMaintenance } from './platform/pglite-maintenance.ts';
import { WEB_DIST } from './paths.ts';

const started = performance.now();
const config = readConfigOrExit();
config.webDist ??= WEB_DIST;

// One process per PGlite folder: a second server, the demo seed or a password reset writing to it at the same
// time would corrupt it. Released at exit.
holdDataDirOrExit(config, 'server', 'menjalankan server lain');
const db = await openDb(config);
const applied = await migrate(db);
const generated = await ensureFirstAdmin(db, config.adminUsername, config.adminPassword).catch(async (err: Error) => {
  // A weak ADMIN_PASSWORD: say so plainly and stop, before anyone can sign in with it.
  console.error(err.message);
  await db.close();
  process.exit(1);
});
// The process-wide face engine takes the operator's settings before any request can create it with the defaults.
const face = faceEngine(config.face);
const app = await buildApp({ db, config }, { logger: true });
const stopBackupSchedule = startBackupSchedule({ db, config }, app.log);
const stopAnnouncementSchedule = startAnnouncementSchedule(db, app.log);
const stopMaintenance = startPgliteMaintenance(db, app.log);
const stopPhotoRetention = startPhotoRetention({ db, config }, app.log);
if (applied.length) app.log.info({ applied }, 'migrasi diterapkan');
if (generated) {
  // Printed once, on the start that creates the account; it is never stored in clear.
  app.log.warn(`Admin pertama dibuat. Username: ${config.adminUsername}  Password: ${generated}`);
}

const shutdown = async () => {
  stopBackupSchedule();
  stopAnnouncementSchedule();
  stopMaintenance();
  stopPhotoRetention();
  await app.close();
  await closeFaceEngine();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
// The face models load now rather than on the first punch after a start, which would otherwise wait seconds for them.
face.ready().catch((err: Error) => app.log.error({ err }, 'model wajah gagal dimuat'));
app.log.info(
  `Hadir siap di http://localhost:${config.port} (database: ${db.engine}) dalam ${Math.round(performance.now() - started)} ms`,
);
