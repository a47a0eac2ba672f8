// npm run seed -- --demo: loads the demo company into the configured database (stop a PGlite server first).
import { readConfig } from '../../platform/config.ts';
import { openDb } from '../../platform/db.ts';
import { ensureFirstAdmin } from '../../modules/auth/index.ts';
import { migrate } from '../migrate.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';

if (!process.argv.includes('--demo')) {
  console.error('Pemakaian: npm run seed -- --demo');
  process.exit(2);
}
const config = readConfig();
const db = await openDb(config);
try {
  await migrate(db);
  const generated = await ensureFirstAdmin(db, config.adminUsername, config.adminPassword);
  if (generated) console.log(`Admin pertama dibuat. Username: ${config.adminUsername}  Password: ${generated}`);
  const result = await seedDemo(db);
  if (!result.created) console.log('Data demo sudah ada; tidak ada yang diubah.');
  else console.log(`Data demo dimuat: ${result.employees} karyawan. Semua akun demo memakai password ${DEMO_PASSWORD}.`);
} finally {
  await db.close();
}
