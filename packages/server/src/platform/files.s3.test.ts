import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_JPEG } from '../../test/face-photo.ts';
import { freePort } from '../../test/server-process.ts';
import { createTestApp, createUser, login, multipart, type TestApp, type UserFixture } from '../../test/test-app.ts';
import { readConfig } from './config.ts';
import { fileStore } from './files.ts';

// With S3_BUCKET set, stored files (selfies, attachments) live in an S3-compatible bucket instead of DATA_DIR/files:
// checked against a real S3 server (s3rver) in this process, through the HTTP app, on both engines.

const BUCKET = 'hadir-berkas';
const PREFIX = 'hadir/';
// Clock-in selfies must show a face.
const JPEG = FACE_JPEG;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const AT = { latitude: -6.2, longitude: 106.8166 };

let server: S3rver;
let serverDir: string;
let s3: S3Client;
let env: NodeJS.ProcessEnv;
/** What the S3 server saw, as 'Put key' / 'Delete key'. */
const events: string[] = [];

let t: TestApp;
let admin: UserFixture;
let emp: UserFixture;
let lokasiId: number;
/** The files this suite made through the app: id, storage key, bytes. */
const made: { id: number; key: string; bytes: Buffer }[] = [];
/** The backup taken with S3 (made by the first backup test, reused by the next). */
let archive: Buffer;

async function objectKeys(): Promise<string[]> {
  const res = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (res.Contents ?? []).map((o) => o.Key ?? '').sort();
}
async function objectBytes(key: string): Promise<Buffer> {
  const res = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from((await res.Body?.transformToByteArray()) ?? []);
}
async function emptyBucket() {
  for (const key of await objectKeys()) await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
}

async function upload(app: TestApp, token: string, url: string, name: string, bytes: Buffer, type: string) {
  const req = multipart(name, bytes, type);
  const res = await app.app.inject({
    method: 'POST',
    url,
    payload: req.payload,
    headers: { ...req.headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}
/** An archive's entries in order, name and bytes. */
async function entries(archive: Buffer): Promise<{ name: string; bytes: Buffer }[]> {
  const out: { name: string; bytes: Buffer }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      out.push({ name: header.name, bytes: Buffer.concat(chunks) });
      next();
    });
  });
  await pipeline(Readable.from(zlib.gunzipSync(archive)), extract);
  return out;
}
/** Rewrites an archive's manifest, keeping every other entry as it is. */
async function editManifest(archive: Buffer, edit: (m: any) => void): Promise<Buffer> {
  const pack = tar.pack();
  for (const e of await entries(archive)) {
    let bytes = e.bytes;
    if (e.name === 'manifest.json') {
      const m = JSON.parse(bytes.toString());
      edit(m);
      bytes = Buffer.from(JSON.stringify(m));
    }
    pack.entry({ name: e.name, size: bytes.length }, bytes);
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const c of pack) chunks.push(c as Buffer);
  return zlib.gzipSync(Buffer.concat(chunks));
}
const getFile = (app: TestApp, token: string, id: number) =>
  app.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { authorization: `Bearer ${token}` } });
const clockIn = (app: TestApp, token: string) =>
  app.request({
    method: 'POST',
    url: '/api/attendance',
    token,
    body: { type: 'IN', ...AT, photo: `data:image/jpeg;base64,${JPEG.toString('base64')}` },
  });
const storageKey = async (app: TestApp, id: number) =>
  (await app.db.query<{ storage_key: string }>('select storage_key from files where id = $1', [id]))[0].storage_key;

beforeAll(async () => {
  serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: serverDir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  server.on('event', (e) => {
    const r = e.Records[0];
    events.push(`${r.eventName.split(':')[1]} ${r.s3.object.key}`);
  });
  const { port } = await server.run();
  env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    // s3rver checks request signatures against these.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'hadir',
  };
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });

  t = await createTestApp({ env });
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Admin S3' });
  [{ id: lokasiId }] = await t.db.query<{ id: number }>(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Kantor S3', $1, $2, 150, 'Asia/Jakarta') returning id`,
    [AT.latitude, AT.longitude],
  );
  emp = await createUser(t, { pics: [admin.id], fields: { lokasi_id: lokasiId } });
});
afterAll(async () => {
  await t?.close();
  s3?.destroy();
  await server?.close();
  fs.rmSync(serverDir, { recursive: true, force: true });
});

describe('stored files in an S3 bucket', () => {
  it("puts a clock-in's selfie and an uploaded attachment in the bucket, and GET /files answers the same bytes", async () => {
    const punch = await clockIn(t, emp.token);
    expect(punch.status).toBe(200);
    const [{ foto_in_id: fotoId }] = await t.db.query<{ foto_in_id: number }>(
      'select foto_in_id from attendance where user_id = $1',
      [emp.id],
    );
    const letter = await upload(t, emp.token, '/api/files', 'surat-dokter.pdf', PDF, 'application/pdf');
    expect(letter.status).toBe(201);

    made.push({ id: fotoId, key: await storageKey(t, fotoId), bytes: JPEG });
    made.push({ id: letter.body.id, key: await storageKey(t, letter.body.id), bytes: PDF });
    expect(await objectKeys()).toEqual(made.map((f) => `${PREFIX}${f.key}`).sort());
    for (const f of made) {
      expect((await objectBytes(`${PREFIX}${f.key}`)).equals(f.bytes)).toBe(true);
      const res = await getFile(t, emp.token, f.id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(f.bytes)).toBe(true);
    }
    // Nothing went to the local folder.
    expect(fs.existsSync(path.join(t.dataDir, 'files'))).toBe(false);
  });

  it('removes the selfie again when the database refuses the clock-in (a locked payroll month)', async () => {
    const late = await createUser(t, { fields: { lokasi_id: lokasiId } });
    const [run] = await t.db.query<{ id: number; bulan: string }>(
      `insert into penggajian (bulan, grup_gaji_ids, grup_gaji_nama, status, kelas_risiko_jkk)
       values (to_char(now() at time zone 'Asia/Jakarta', 'YYYY-MM'), '{1}', 'Staf', 'final', 'I') returning id, bulan`,
    );
    await t.db.query('insert into penggajian_kunci (user_id, bulan, penggajian_id) values ($1, $2, $3)', [
      late.id,
      run.bulan,
      run.id,
    ]);
    const before = await objectKeys();
    events.length = 0;

    const res = await clockIn(t, late.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Penggajian bulan \d{4}-\d{2} sudah final/);
    // The photo was written before the row, then removed when the transaction rolled back.
    const put = events.filter((e) => e.startsWith('Put '));
    expect(put).toHaveLength(1);
    expect(events).toContain(put[0].replace('Put ', 'Delete '));
    expect(await objectKeys()).toEqual(before);
    expect(await t.db.query('select id from files where uploaded_by = $1', [late.id])).toEqual([]);
  });

  it('answers 404 for a file whose object is gone from the bucket', async () => {
    const extra = await upload(t, emp.token, '/api/files', 'nota.pdf', PDF, 'application/pdf');
    expect(extra.status).toBe(201);
    const key = await storageKey(t, extra.body.id);
    await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${key}` }));
    const res = await getFile(t, emp.token, extra.body.id);
    expect([res.statusCode, res.json().message]).toEqual([404, 'File tidak ditemukan.']);
    await t.db.query('delete from files where id = $1', [extra.body.id]);
  });
});

describe('a bucket that does not answer', () => {
  it('answers 503 with a message, not 404 as if the file were gone', async () => {
    const port = await freePort(); // nothing listens there
    const away = await createTestApp({ env: { ...env, S3_ENDPOINT: `http://127.0.0.1:${port}` } });
    try {
      const owner = await createUser(away);
      const [{ id }] = await away.db.query<{ id: number }>(
        `insert into files (nama, tipe, ukuran, sha256, storage_key, uploaded_by, biometrik)
         values ('nota.pdf', 'application/pdf', $1, $2, $3, $4, false) returning id`,
        [PDF.length, crypto.createHash('sha256').update(PDF).digest('hex'), `ab/${'0'.repeat(32)}`, owner.id],
      );
      const res = await getFile(away, owner.token, id);
      expect([res.statusCode, res.json().message]).toEqual([
        503,
        'Penyimpanan berkas sedang tidak tersedia. Coba lagi sebentar lagi.',
      ]);
    } finally {
      await away.close();
    }
  });
});

describe('backup and restore with S3', () => {
  it('a backup holds the bucket files; a restore puts them back into an emptied bucket', async () => {
    const backup = await t.request({ method: 'POST', url: '/api/backup', token: admin.token });
    expect(backup.status).toBe(201);
    expect(backup.body.jumlah_berkas).toBe(made.length);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/backup/${backup.body.id}/download`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    archive = res.rawPayload;
    // The bucket's objects are in the archive under their storage keys, byte for byte.
    const inArchive = new Map((await entries(archive)).map((e) => [e.name, e.bytes]));
    for (const f of made) expect(inArchive.get(`files/${f.key}`)?.equals(f.bytes)).toBe(true);

    // A new instance on the same bucket, emptied (the bucket was lost with the old machine).
    await emptyBucket();
    expect(await objectKeys()).toEqual([]);
    const dst = await createTestApp({ env });
    try {
      const newAdmin = await createUser(dst, { roles: ['Admin'] });
      const res = await upload(dst, newAdmin.token, '/api/backup/restore', 'hadir-backup.tar.gz', archive, 'application/gzip');
      expect(res.status).toBe(200);
      expect(res.body.jumlah_berkas).toBe(made.length);

      expect(await objectKeys()).toEqual(made.map((f) => `${PREFIX}${f.key}`).sort());
      const token = await login(dst, admin.username);
      // A selfie and an upload not yet attached to a request: their owner sees both.
      const ownerToken = await login(dst, emp.username);
      for (const f of made) {
        expect((await objectBytes(`${PREFIX}${f.key}`)).equals(f.bytes)).toBe(true);
        const file = await getFile(dst, ownerToken, f.id);
        expect(file.statusCode).toBe(200);
        expect(file.rawPayload.equals(f.bytes)).toBe(true);
      }
      expect(fs.existsSync(path.join(dst.dataDir, 'files'))).toBe(false);

      // A backup whose bucket lost an object is refused, not made incomplete.
      await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${made[1].key}` }));
      const broken = await dst.request({ method: 'POST', url: '/api/backup', token });
      expect([broken.status, broken.body.message]).toEqual([
        409,
        'Backup dibatalkan: ada berkas yang hilang atau rusak di penyimpanan berkas.',
      ]);
      expect(fs.readdirSync(path.join(dst.dataDir, 'backups'))).toEqual([]);
    } finally {
      await dst.close();
    }
  });

  it('a restore that fails after putting the files removes those objects again', async () => {
    await emptyBucket();
    // The manifest promises one user more than the archive holds: found only while loading the database.
    const edited = await editManifest(archive, (m) => {
      const users = m.tabel.find((x: { nama: string }) => x.nama === 'users');
      users.baris += 1;
    });
    const dst = await createTestApp({ env });
    try {
      const newAdmin = await createUser(dst, { roles: ['Admin'] });
      events.length = 0;
      const refused = await upload(dst, newAdmin.token, '/api/backup/restore', 'hadir-backup.tar.gz', edited, 'application/gzip');
      expect([refused.status, refused.body.code]).toEqual([400, 'BACKUP_INVALID']);
      expect(events.filter((e) => e.startsWith('Put '))).toHaveLength(made.length);
      expect(await objectKeys()).toEqual([]);
    } finally {
      await dst.close();
    }
  });
});

describe('leftovers of a killed process in the bucket', () => {
  it('removes objects no files row names, keeping every stored file', async () => {
    const kept = await upload(t, emp.token, '/api/files', 'tetap.pdf', PDF, 'application/pdf');
    expect(kept.status).toBe(201);
    const keptKey = `${PREFIX}${await storageKey(t, kept.body.id)}`;
    const id = crypto.randomBytes(16).toString('hex');
    const orphan = `${PREFIX}${id.slice(0, 2)}/${id}`;
    await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: orphan, Body: 'tak bertuan' }));
    const keys = async () =>
      ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX }))).Contents ?? []).map((o) => o.Key).sort();
    const before = await keys();
    expect(before).toContain(orphan);
    // Just written counts as a write on its way: only the age limit of the sweep at start is lowered here.
    const store = fileStore({ ...readConfig(env), dataDir: t.dataDir });
    expect(await store.sweep(t.db)).toBe(0);
    expect(await store.sweep(t.db, { orphanAgeMs: 0 })).toBe(1);
    expect(await keys()).toEqual(before.filter((k) => k !== orphan));
    expect(await keys()).toContain(keptKey);
  });
});

describe('configuration', () => {
  it('reads S3_* with defaults, and refuses half a key pair', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig({ S3_BUCKET: 'berkas' }).s3).toEqual({
      bucket: 'berkas',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      readConfig({
        S3_BUCKET: 'berkas',
        S3_REGION: 'ap-southeast-3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'rahasia',
        S3_PREFIX: '/hadir/prod/',
      }).s3,
    ).toEqual({
      bucket: 'berkas',
      region: 'ap-southeast-3',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'rahasia' },
      forcePathStyle: true,
      prefix: 'hadir/prod/',
    });
    expect(() => readConfig({ S3_BUCKET: 'berkas', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY harus diisi keduanya (atau keduanya kosong).',
    );
  });
});
