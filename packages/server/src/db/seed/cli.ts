// npm run seed -- --demo: loads the demo company into the configured database (DATABASE_URL, else the PGlite
// folder DATA_DIR, which a running server must not hold) when it holds no company yet.
import { readConfigOrExit } from '../../platform/config.ts';
import { holdDataDirOrExit } from '../../platform/data-dir-lock.ts';
import { openDb } from '../../platform/db.ts';
import { migrate } from '../migrate.ts';
import { DEMO_DAYS, DEMO_PASSWORD, DemoRefused, seedDemo } from './demo.ts';

if (!process.argv.includes('--demo')) {
  console.error('Pemakaian: npm run seed -- --demo');
  process.exit(2);
}
const config = readConfigOrExit();
holdDataDirOrExit(config, 'seed', 'mengisi data demo');
const started = performance.now();
const db = await openDb(config);
try {
  await migrate(db);
  const result = await seedDemo(db, { adminUsername: config.adminUsername });
  if (!result.created) {
    console.log('Data demo sudah ada; tidak ada yang diubah.');
  } else {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Data demo dimuat dalam ${seconds} detik: ${result.employees} karyawan, riwayat ${DEMO_DAYS} hari sejak ${result.mulaiHadir}.`,
    );
    console.log(`Semua akun demo, termasuk Admin (${result.admin}), memakai password ${DEMO_PASSWORD}.`);
  }
} catch (err) {
  if (!(err instanceof DemoRefused)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
