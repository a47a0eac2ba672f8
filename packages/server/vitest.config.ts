import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // *.pg.test.ts need several processes on one database: PostgreSQL only (a PGlite database has one process).
    exclude: process.env.HADIR_TEST_ENGINE === 'postgres' ? [] : ['src/**/*.pg.test.ts'],
    // build-server: the bundle that `npm start` runs, for the tests that start a server process.
    globalSetup: ['test/build-server.ts', 'test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time keeps PGlite instances from starving each other.
    maxWorkers: 2,
  },
});
