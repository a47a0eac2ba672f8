import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/build-server.mjs';
import { SMTP_PORT } from './e2e/mailbox';

// One fresh embedded database per run; workers inherit the variable from the main process.
process.env.HADIR_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-e2e-'));
const PORT = Number(process.env.HADIR_E2E_PORT ?? 3199);
export const ADMIN = { username: 'admin', password: 'AdminE2e123' };

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Per port: scripts/test.mjs runs two halves at once, and each empties its own folder when it starts.
  outputDir: `test-results/${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    // The app's service worker precaches every asset on first load: in a fresh context per test that is ~1 s of
    // downloads the test never uses. The specs about offline punches and pushes allow it again.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Clock-in needs a camera: Chromium's fake device, with no permission prompt.
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'employee',
      testMatch: /employee\/.*\.spec\.ts/,
      use: { ...devices['Pixel 7'], browserName: 'chromium', defaultBrowserType: 'chromium' },
    },
    { name: 'admin', testMatch: /admin\/.*\.spec\.ts/, use: { viewport: { width: 1366, height: 900 } } },
    // Every screen through axe; the spec sets phone or desktop width per screen.
    { name: 'a11y', testMatch: /a11y\.spec\.ts/ },
  ],
  webServer: {
    // What `npm start` runs: the server's build (made here, so it is never older than the sources), not tsx.
    // The clock-in specs thereby prove that the bundled face worker (dist/face-worker.mjs) loads and matches.
    command: `node ../../scripts/build-server.mjs && node ${SERVER_NODE_FLAGS.join(' ')} dist/main.mjs`,
    cwd: path.resolve(import.meta.dirname, '../server'),
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      ...SERVER_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.HADIR_E2E_DATA,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      WEB_DIST: process.env.HADIR_WEB_DIST ?? path.resolve(import.meta.dirname, 'dist'),
      LOG_LEVEL: 'warn',
      // E-mail goes to the specs' own SMTP server (e2e/mailbox.ts).
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'Hadir E2E <hadir@e2e.test>',
      APP_URL: `http://127.0.0.1:${PORT}`,
    },
  },
});
