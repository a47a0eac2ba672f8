import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: ./data is kept there whichever workspace a script runs in. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server URL; when absent the embedded PGlite engine runs in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Built web app to serve; absent in API-only tests. */
  webDist: string | undefined;
  sessionDays: number;
  logLevel: string;
  /** Contact the push services may use to reach the operator (VAPID subject: mailto: or https:). */
  vapidSubject: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT tidak valid: ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    // A relative DATA_DIR is read from where npm was invoked (INIT_CWD), not from the workspace folder.
    dataDir: env.DATA_DIR ? path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR) : path.join(REPO_ROOT, 'data'),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: env.WEB_DIST,
    sessionDays: Number(env.SESSION_DAYS ?? 30),
    logLevel: env.LOG_LEVEL || 'info',
    vapidSubject: env.VAPID_SUBJECT || 'mailto:admin@example.com',
  };
}
