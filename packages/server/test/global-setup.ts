import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { isPglite, openPglite, openPostgres } from '../src/platform/db.ts';
import { adminUrl, testEngine } from './engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

/** Migrates once; every test file then starts from a copy (PGlite snapshot or PostgreSQL template). */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-test-'));
  if (testEngine() === 'postgres') {
    const template = `hadir_tmpl_${process.pid}`;
    const admin = await openPostgres(adminUrl());
    await admin.exec(`drop database if exists ${template}`);
    await admin.exec(`create database ${template}`);
    const db = await openPostgres(adminUrl(template));
    await migrate(db);
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.exec(`drop database if exists ${template} with (force)`);
      await admin.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const db = await openPglite(undefined);
  await migrate(db);
  const snapshot = path.join(dir, 'snapshot.tar.gz');
  if (!isPglite(db)) throw new Error('expected PGlite');
  fs.writeFileSync(snapshot, Buffer.from(await (await db.dumpDataDir()).arrayBuffer()));
  await db.close();
  project.provide('pgliteSnapshot', snapshot);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
