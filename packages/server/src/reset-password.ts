// npm run reset-password -- <username>: a forgotten password (the Admin's above all), reset from the server's
// command line. Prints a temporary password that must be changed at the next sign-in.
import { migrate } from './db/migrate.ts';
import { resetForgottenPassword } from './modules/auth/index.ts';
import { readConfigOrExit } from './platform/config.ts';
import { holdDataDirOrExit } from './platform/data-dir-lock.ts';
import { openDb } from './platform/db.ts';
import { AppError } from './platform/errors.ts';

const username = process.argv[2]?.trim();
if (!username) {
  console.error('Pemakaian: npm run reset-password -- <username>');
  process.exit(2);
}
const config = readConfigOrExit();
// With PostgreSQL the running servers see the change at once; a PGlite folder has one process at a time.
holdDataDirOrExit(config, 'reset-password', 'mengatur ulang password');
const db = await openDb(config);
try {
  await migrate(db);
  const reset = await resetForgottenPassword(db, username);
  console.log(`Password ${reset.fullname} (${reset.username}, ${reset.roles.join(', ')}) telah direset.`);
  console.log(`Password sementara: ${reset.password}`);
  console.log('Masuk dengan password ini, lalu buat password baru (diminta saat masuk). Semua sesi akun ini telah diakhiri.');
} catch (err) {
  if (!(err instanceof AppError)) throw err;
  console.error(err.message);
  if (err.code === 'NOT_FOUND') {
    console.error('Username Admin pertama adalah ADMIN_USERNAME saat server pertama kali dijalankan (bawaan: admin).');
  }
  process.exitCode = 1;
} finally {
  await db.close();
}
