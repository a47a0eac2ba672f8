import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/platform/app-types.ts';
import { readConfig } from '../src/platform/config.ts';
import { type Db, openPglite, openPostgres } from '../src/platform/db.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { adminUrl, testEngine } from './engine.ts';

export const TEST_PASSWORD = 'Rahasia123';
let passwordHash: Promise<string> | undefined;

export interface TestApp {
  app: App;
  db: Db;
  /** This app's DATA_DIR (files, backups). */
  dataDir: string;
  /** Sends a request as the holder of token (or anonymously). */
  request: (opts: RequestOpts) => Promise<TestResponse>;
  close: () => Promise<void>;
}
export interface RequestOpts {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export interface TestResponse {
  status: number;
  body: any;
  headers: Record<string, unknown>;
}

/**
 * A fresh, migrated database (from the suite's snapshot/template) behind the real app; `env` adds settings as
 * the server would read them from its environment (e.g. S3_BUCKET); `webDist` serves a built web app from there.
 */
export async function createTestApp(opts: { env?: NodeJS.ProcessEnv; webDist?: string } = {}): Promise<TestApp> {
  let db: Db;
  let drop: () => Promise<void> = async () => {};
  if (testEngine() === 'postgres') {
    const name = `hadir_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(adminUrl(), 1);
    await admin.exec(`create database ${name} template ${inject('pgTemplate')}`);
    db = await openPostgres(adminUrl(name));
    drop = async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  } else {
    const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
    db = await openPglite(undefined, new Blob([snapshot]));
  }
  // Each test app keeps its files (photos, attachments) in its own temporary folder.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-files-'));
  const config = { ...readConfig(opts.env ?? {}), dataDir, webDist: opts.webDist };
  const app = await buildApp({ db, config });
  await app.ready();
  const request = async ({ method, url, token, body, headers = {} }: RequestOpts): Promise<TestResponse> => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    let parsed: unknown = res.body;
    try {
      parsed = JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, body: parsed, headers: res.headers };
  };
  return {
    app,
    db,
    dataDir,
    request,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let seq = 0;
export interface UserFixture {
  id: number;
  username: string;
  nip: string;
  fullname: string;
  token: string;
}

/** Inserts a user with the given roles (and optional PICs/fields) and logs them in. */
export async function createUser(
  t: TestApp,
  opts: { roles?: string[]; pics?: number[]; fields?: Record<string, unknown>; fullname?: string } = {},
): Promise<UserFixture> {
  seq += 1;
  const suffix = `${process.pid}${seq}`;
  const username = `user${suffix}`;
  const nip = `NIP${suffix}`;
  const fullname = opts.fullname ?? `Karyawan ${suffix}`;
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const fields = opts.fields ?? {};
  const cols = Object.keys(fields);
  const [user] = await t.db.query<{ id: number }>(
    `insert into users (nip, username, fullname, password_hash${cols.map((c) => `, ${c}`).join('')})
     values ($1, $2, $3, $4${cols.map((_, i) => `, $${i + 5}`).join('')}) returning id`,
    [nip, username, fullname, await passwordHash, ...Object.values(fields)],
  );
  await t.db.query('insert into user_roles (user_id, role_id) select $1, id from roles where nama = any($2::text[])', [
    user.id,
    opts.roles ?? ['Karyawan'],
  ]);
  for (const pic of opts.pics ?? []) {
    await t.db.query('insert into user_pics (user_id, pic_id) values ($1, $2)', [user.id, pic]);
  }
  const token = await login(t, username);
  return { id: user.id, username, nip, fullname, token };
}

export async function login(t: TestApp, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** A multipart/form-data body with one file in the field `file`, as a browser sends an upload. */
export function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = `----hadir${crypto.randomBytes(8).toString('hex')}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}
