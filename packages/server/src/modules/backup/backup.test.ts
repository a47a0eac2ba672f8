import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACE_JPEG } from '../../../test/face-photo.ts';
import { createTestApp, createUser, login, multipart, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { readConfig } from '../../platform/config.ts';
import * as repo from './backup.repo.ts';
import { runScheduledBackup } from './backup.service.ts';

// Backups: Admin alone makes, lists, downloads and restores them; a restore into an empty instance brings back
// every table row and every stored file; anything else is refused without leaving a trace.

let src: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let emp: UserFixture;

// Clock-in selfies must show a face.
const JPEG = FACE_JPEG;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function uploadFile(t: TestApp, token: string, url: string, name: string, bytes: Buffer, type?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    ...withToken(token, multipart(name, bytes, type ?? 'application/gzip')),
  });
  return { status: res.statusCode, body: res.json() };
}
function withToken(token: string, req: { headers: Record<string, string>; payload: Buffer }) {
  return { ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } };
}
const restore = (t: TestApp, token: string, archive: Buffer) =>
  uploadFile(t, token, '/api/backup/restore', 'hadir-backup.tar.gz', archive);

async function download(t: TestApp, token: string, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/backup/${id}/download`, headers: { authorization: `Bearer ${token}` } });
}

/** Every backed-up table's rows as JSON text, in a stable order (the audit of the backup calls themselves aside). */
async function snapshot(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of repo.loadOrder(await repo.tables(src.db))) {
    const where = table.nama === 'audit_log' ? "where route not like '/api/backup%'" : '';
    const rows = await t.db.query<{ j: string }>(`select row_to_json(x)::text as j from ${repo.ident(table.nama)} x ${where}`);
    out[table.nama] = rows.map((r) => r.j).sort();
  }
  return out;
}

/** Rewrites an archive entry by entry (to build damaged and foreign archives). */
async function repack(archive: Buffer, edit: (name: string, bytes: Buffer) => Buffer | null): Promise<Buffer> {
  const entries: { name: string; bytes: Buffer }[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      const bytes = edit(header.name, Buffer.concat(chunks));
      if (bytes) entries.push({ name: header.name, bytes });
      next();
    });
  });
  await new Promise((resolve, reject) => {
    extract.on('finish', resolve).on('error', reject);
    Readable.from(zlib.gunzipSync(archive)).pipe(extract);
  });
  const pack = tar.pack();
  for (const e of entries) pack.entry({ name: e.name, size: e.bytes.length }, e.bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const c of pack) chunks.push(c as Buffer);
  return zlib.gzipSync(Buffer.concat(chunks));
}

let backupId: number;
let archive: Buffer;

beforeAll(async () => {
  src = await createTestApp();
  admin = await createUser(src, { roles: ['Admin'], fullname: 'Admin Utama' });
  hrd = await createUser(src, { roles: ['HRD'] });
  // Business data made through the app: a clock-in with its photo, sick leave with a doctor's letter.
  const [lokasi] = await src.db.query<{ id: number }>(
    `insert into lokasi (nama, latitude, longitude, radius, zona_waktu) values ('Kantor Pusat', -6.2, 106.8166, 150, 'Asia/Jakarta')
     returning id`,
  );
  const [jadwal] = await src.db.query<{ id: number }>("insert into jadwal_kerja (nama) values ('Kantor') returning id");
  await src.db.query(
    `insert into jadwal_kerja_hari (jadwal_kerja_id, hari, libur, jam_masuk, jam_pulang)
     select $1, d, d > 5, case when d <= 5 then time '08:00' end, case when d <= 5 then time '17:00' end
       from generate_series(1, 7) d`,
    [jadwal.id],
  );
  emp = await createUser(src, {
    pics: [hrd.id],
    fields: { lokasi_id: lokasi.id, jadwal_kerja_id: jadwal.id, tanggal_masuk: '2020-01-06', nik: '3171234567890001' },
  });
  const punch = await src.request({
    method: 'POST',
    url: '/api/attendance',
    token: emp.token,
    body: { type: 'IN', latitude: -6.2, longitude: 106.8166, photo: `data:image/jpeg;base64,${JPEG.toString('base64')}` },
  });
  expect(punch.status).toBe(200);
  const letter = await uploadFile(src, emp.token, '/api/files', 'surat-dokter.pdf', PDF, 'application/pdf');
  expect(letter.status).toBe(201);
  const [skt] = await src.db.query<{ id: number }>("select id from jenis_izin where kode = 'SKT'");
  const izin = await src.request({
    method: 'POST',
    url: '/api/izin',
    token: emp.token,
    body: {
      jenis_izin_id: skt.id,
      tanggal_mulai: '2031-01-06',
      tanggal_selesai: '2031-01-07',
      alasan: 'Demam tinggi',
      lampiran_ids: [letter.body.id],
    },
  });
  expect(izin.status).toBe(201);

  const made = await src.request({ method: 'POST', url: '/api/backup', token: admin.token });
  expect(made.status).toBe(201);
  backupId = made.body.id;
  const res = await download(src, admin.token, backupId);
  expect(res.statusCode).toBe(200);
  archive = res.rawPayload;
});
afterAll(() => src.close());

describe('making and listing backups', () => {
  it('lists the backup with its size, maker and what it holds, and streams the archive as a download', async () => {
    const list = await src.request({ method: 'GET', url: '/api/backup', token: admin.token });
    expect(list.status).toBe(200);
    const item = list.body.items.find((b: { id: number }) => b.id === backupId);
    expect(item).toMatchObject({
      dibuat_oleh: 'Admin Utama',
      otomatis: false,
      tersedia: true,
      jumlah_berkas: 2,
      ukuran: archive.length,
    });
    expect(item.nama_berkas).toMatch(/^hadir-backup-\d{8}-\d{6}-[0-9a-f]{6}\.tar\.gz$/);
    expect(item.jumlah_tabel).toBeGreaterThan(20);
    expect(item.jumlah_baris).toBeGreaterThan(10);

    const res = await download(src, admin.token, backupId);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${item.nama_berkas}"`);
    expect(res.rawPayload.subarray(0, 2).toString('hex')).toBe('1f8b');
    expect(fs.readFileSync(path.join(src.dataDir, 'backups', item.nama_berkas)).equals(res.rawPayload)).toBe(true);
  });

  it('is for Admin alone: HRD and employees get 403, anonymous callers 401', async () => {
    for (const token of [hrd.token, emp.token]) {
      expect((await src.request({ method: 'GET', url: '/api/backup', token })).status).toBe(403);
      expect((await src.request({ method: 'POST', url: '/api/backup', token })).status).toBe(403);
      expect((await download(src, token, backupId)).statusCode).toBe(403);
      expect((await restore(src, token, archive)).status).toBe(403);
      expect(
        (await src.request({ method: 'PUT', url: '/api/backup/jadwal', token, body: { aktif: true, jam: 2, simpan: 3 } })).status,
      ).toBe(403);
    }
    expect((await src.request({ method: 'GET', url: '/api/backup' })).status).toBe(401);
  });

  it('answers 404 for an unknown backup and deletes one with its archive', async () => {
    expect((await download(src, admin.token, 999999)).statusCode).toBe(404);
    const made = await src.request({ method: 'POST', url: '/api/backup', token: admin.token });
    const file = path.join(src.dataDir, 'backups', made.body.nama_berkas);
    expect(fs.existsSync(file)).toBe(true);
    const del = await src.request({ method: 'DELETE', url: `/api/backup/${made.body.id}`, token: admin.token });
    expect([del.status, del.body.message]).toEqual([200, 'Backup berhasil dihapus.']);
    expect(fs.existsSync(file)).toBe(false);
    expect((await src.request({ method: 'DELETE', url: `/api/backup/${made.body.id}`, token: admin.token })).status).toBe(404);
  });
});

describe('restore', () => {
  it('brings every table row and every file back into an empty instance', async () => {
    const dst = await createTestApp();
    try {
      const newAdmin = await createUser(dst, { roles: ['Admin'] });
      const res = await restore(dst, newAdmin.token, archive);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        message: 'Pemulihan selesai. Silakan masuk kembali dengan akun dari backup.',
        jumlah_berkas: 2,
      });
      const want = await snapshot(src);
      expect([want.attendance.length, want.izin.length, want.izin_lampiran.length, want.files.length]).toEqual([1, 1, 1, 2]);
      expect(await snapshot(dst)).toEqual(want);

      // The backup's accounts are the accounts now; the restoring session is gone.
      expect((await dst.request({ method: 'GET', url: '/api/backup', token: newAdmin.token })).status).toBe(401);
      const token = await login(dst, admin.username);
      const files = await src.db.query<{ id: number; sha256: string }>('select id, sha256 from files order by id');
      expect(files).toHaveLength(2);
      for (const f of files) {
        const a = await src.app.inject({
          method: 'GET',
          url: `/api/files/${f.id}`,
          headers: { authorization: `Bearer ${admin.token}` },
        });
        const b = await dst.app.inject({
          method: 'GET',
          url: `/api/files/${f.id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(b.statusCode).toBe(200);
        expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
        expect(crypto.createHash('sha256').update(b.rawPayload).digest('hex')).toBe(f.sha256);
      }
      // Identity sequences continue after the restored rows.
      const later = await createUser(dst, { roles: ['Karyawan'] });
      expect(later.id).toBeGreaterThan(emp.id);
    } finally {
      await dst.close();
    }
  });

  it('loads the payroll lock after the attendance and requests it locks', async () => {
    const order = repo.loadOrder(await repo.tables(src.db)).map((x) => x.nama);
    expect(order.at(-1)).toBe('penggajian_kunci');
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('attendance'));
  });

  it('refuses an instance that already holds data, changing nothing', async () => {
    const before = await snapshot(src);
    const res = await restore(src, admin.token, archive);
    expect([res.status, res.body.code]).toEqual([409, 'BACKUP_NOT_EMPTY']);
    expect(res.body.message).toBe(
      'Pemulihan hanya ke instalasi yang masih kosong (hanya berisi satu akun Admin). Instalasi ini sudah berisi data.',
    );
    const after = await snapshot(src);
    after.audit_log = before.audit_log;
    expect(after).toEqual(before);
  });

  it('refuses corrupt, truncated, tampered and foreign files with 400, and other migration levels with 409', async () => {
    const dst = await createTestApp();
    try {
      const newAdmin = await createUser(dst, { roles: ['Admin'] });
      const filesDir = path.join(dst.dataDir, 'files');
      const bad = async (bytes: Buffer) => {
        const res = await restore(dst, newAdmin.token, bytes);
        expect([res.status, res.body.message]).toEqual([400, 'Berkas bukan backup Hadir atau rusak.']);
      };
      await bad(Buffer.from('bukan backup sama sekali'));
      await bad(archive.subarray(0, Math.floor(archive.length / 2)));
      await bad(zlib.gzipSync(Buffer.from('x'.repeat(2000))));
      // A tar.gz from elsewhere, without a manifest first.
      await bad(await repack(archive, (name, bytes) => (name === 'manifest.json' ? null : bytes)));
      // One stored file changed after the backup was made.
      await bad(await repack(archive, (name, bytes) => (name.startsWith('files/') ? Buffer.from(bytes).fill(1, 0, 4) : bytes)));
      // A table's data file missing.
      await bad(await repack(archive, (name, bytes) => (name.includes('_users.jsonl') ? null : bytes)));

      const older = await repack(archive, (name, bytes) => {
        if (name !== 'manifest.json') return bytes;
        const m = JSON.parse(bytes.toString());
        m.migrasi = m.migrasi.slice(0, -1);
        return Buffer.from(JSON.stringify(m));
      });
      const res = await restore(dst, newAdmin.token, older);
      expect([res.status, res.body.code]).toEqual([409, 'BACKUP_VERSION_MISMATCH']);
      expect(res.body.message).toMatch(/^Backup dibuat oleh versi database lain/);

      const notMultipart = await dst.request({ method: 'POST', url: '/api/backup/restore', token: newAdmin.token, body: {} });
      expect(notMultipart.status).toBe(415);

      // Nothing was left behind: no files, the one admin, and the real archive still restores.
      expect(
        fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true }).filter((f) => String(f).length > 3) : [],
      ).toEqual([]);
      expect((await dst.db.query<{ n: number }>('select count(*)::int as n from users'))[0].n).toBe(1);
      expect((await restore(dst, newAdmin.token, archive)).status).toBe(200);
    } finally {
      await dst.close();
    }
  });
});

describe('schedule', () => {
  it('reads and saves the schedule with Indonesian messages for bad values', async () => {
    const read = await src.request({ method: 'GET', url: '/api/backup/jadwal', token: admin.token });
    expect(read.body).toEqual({ aktif: false, jam: 1, simpan: 7 });
    const bad = await src.request({
      method: 'PUT',
      url: '/api/backup/jadwal',
      token: admin.token,
      body: { aktif: true, jam: 24, simpan: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ jam: 'Jam backup antara 0 dan 23.', simpan: 'Simpan minimal 1 backup.' });
    const saved = await src.request({
      method: 'PUT',
      url: '/api/backup/jadwal',
      token: admin.token,
      body: { aktif: true, jam: 2, simpan: 1 },
    });
    expect([saved.status, saved.body]).toEqual([200, { aktif: true, jam: 2, simpan: 1 }]);
  });

  it('runs once a day from the chosen Jakarta hour and keeps only the newest automatic backups', async () => {
    const deps = { db: src.db, config: { ...readConfig({}), dataDir: src.dataDir } };
    // 02:00 WIB is 19:00 UTC the day before.
    expect(await runScheduledBackup(deps, new Date('2031-03-01T18:59:00Z'))).toBeUndefined();
    const first = await runScheduledBackup(deps, new Date('2031-03-01T19:05:00Z'));
    expect(first).toMatchObject({ otomatis: true, dibuat_oleh: null });
    expect(first?.nama_berkas).toMatch(/-otomatis\.tar\.gz$/);
    expect(await runScheduledBackup(deps, new Date('2031-03-01T23:00:00Z'))).toBeUndefined();
    const next = await runScheduledBackup(deps, new Date('2031-03-02T20:00:00Z'));
    expect(next?.otomatis).toBe(true);

    const list = (await src.request({ method: 'GET', url: '/api/backup', token: admin.token })).body.items;
    const automatic = list.filter((b: { otomatis: boolean }) => b.otomatis);
    expect(automatic.map((b: { id: number }) => b.id)).toEqual([next?.id]);
    expect(fs.existsSync(path.join(src.dataDir, 'backups', first?.nama_berkas ?? ''))).toBe(false);
    // Manual backups are never pruned.
    expect(list.some((b: { id: number }) => b.id === backupId)).toBe(true);
  });
});
