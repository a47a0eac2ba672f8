import { buildServer } from '../../../scripts/build-server.mjs';

/**
 * Global setup: builds dist/main.mjs and dist/face-worker.mjs once per test run, before any test starts, so the
 * tests that start a real server process (test/server-process.ts) run exactly what `npm start` runs.
 */
export default async function setup() {
  await buildServer();
}
