/** Which engine the HTTP suites run on: PGlite always, PostgreSQL when HADIR_TEST_ENGINE=postgres. */
export function testEngine(): 'pglite' | 'postgres' {
  return process.env.HADIR_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

/** TEST_DATABASE_URL, optionally pointed at another database on the same server. */
export function adminUrl(database?: string): string {
  const raw = process.env.TEST_DATABASE_URL;
  if (!raw) throw new Error('HADIR_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const url = new URL(raw);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}
