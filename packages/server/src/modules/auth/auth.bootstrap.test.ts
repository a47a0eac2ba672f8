import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_MAIN, SERVER_NODE_FLAGS } from '../../../../../scripts/build-server.mjs';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freePort } from '../../../test/server-process.ts';
import { ensureFirstAdmin } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the first Admin', () => {
  it('is not created with a guessable ADMIN_PASSWORD, and is with a strong one', async () => {
    for (const weak of ['password1', 'admin2026', 'Administrator1']) {
      await expect(ensureFirstAdmin(t.db, 'admin', weak)).rejects.toThrow(/^ADMIN_PASSWORD ditolak: /);
    }
    expect(await t.db.query('select 1 from users')).toEqual([]);
    expect(await ensureFirstAdmin(t.db, 'admin', 'KebunTeh-Malabar7')).toBeUndefined();
    expect(await t.db.query<{ username: string }>('select username from users')).toEqual([{ username: 'admin' }]);
  });

  it('the server refuses to start with a guessable ADMIN_PASSWORD, saying which setting to fix', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-bootstrap-'));
    const env: NodeJS.ProcessEnv = {
      ...SERVER_ENV,
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
    };
    delete env.DATABASE_URL;
    delete env.S3_BUCKET;
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
      env: { ...env, ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'password1', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    // A server that starts anyway would never exit: stop it, and the assertion below says why.
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(stderr).toContain('ADMIN_PASSWORD ditolak: Password terlalu mudah ditebak.');
  }, 120_000);
});
