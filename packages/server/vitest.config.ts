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
    // The files of a worker share one module graph, as a server's requests share one process: importing the app
    // anew for each file cost ~3 s of a file's ~4 (the suite 9.7 -> 4.5 min on PGlite), and sharing found a PDF
    // fault that only showed after ~15 documents from one process (payroll/document-header.ts). Each file still
    // builds its own app on its own database.
    isolate: false,
  },
});
