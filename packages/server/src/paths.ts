import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the server's files are, whether it runs from its sources (tsx: tests, `npm run dev`) or from the
// build that `npm start` runs (dist/main.mjs, see scripts/build-server.mjs). This file and dist/main.mjs sit
// at the same depth in packages/server, so the same relative paths hold in both.
const fromSources = import.meta.url.endsWith('.ts');

/** packages/server */
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The repository root: ./data is kept there whichever workspace a script runs in. */
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
/** The checked-in SQL migrations (read from the sources in both cases). */
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'src/db/migrations');
export const SERVER_PACKAGE_JSON = path.join(SERVER_DIR, 'package.json');
/** The built web app. */
export const WEB_DIST = path.join(REPO_ROOT, 'packages/web/dist');
/** A face worker thread's entry: from the sources it registers tsx first (see worker-entry.mjs). */
export const FACE_WORKER_URL = fromSources
  ? new URL('./modules/face/worker-entry.mjs', import.meta.url)
  : new URL('./face-worker.mjs', import.meta.url);
