import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// GET /files/{id} (issue 15): a file goes to its owner, to Admin/HRD whose sections open the record using it, and
// to the owner's PICs for the requests they decide; never a face-registration photo to a PIC. Others get 404.

let t: TestApp;
let owner: UserFixture;
let pic: UserFixture;
let hrd: UserFixture;
let admin: UserFixture;
let colleague: UserFixture;
const limited: Record<string, UserFixture> = {};
let fotoId: number;
let wajahId: number;
let izinId: number;
let reimburseId: number;
let unattachedId: number;
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

const get = (id: number, token?: string) => t.request({ method: 'GET', url: `/api/files/${id}`, token });
const log = () =>
  t.db.query<{ viewer_id: number; subject_id: number; what: string }>(
    'select viewer_id, subject_id, what from biometric_access_log order by id',
  );
const one = async (sql: string, params: unknown[]) => (await t.db.query<{ id: number }>(sql, params))[0].id;

async function upload(user: UserFixture): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'multipart/form-data; boundary=batas' },
    payload: Buffer.concat([
      Buffer.from(
        '--batas\r\nContent-Disposition: form-data; name="file"; filename="surat.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
      ),
      JPEG,
      Buffer.from('\r\n--batas--\r\n'),
    ]),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

beforeAll(async () => {
  t = await createTestApp();
  pic = await createUser(t);
  hrd = await createUser(t, { roles: ['HRD'] });
  admin = await createUser(t, { roles: ['Admin'] });
  colleague = await createUser(t);
  for (const section of ['pengumuman', 'riwayat', 'karyawan', 'reimburse', 'approval']) {
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: `Staf ${section}`, bagian: [section] },
    });
    expect(role.status).toBe(201);
    limited[section] = await createUser(t, { roles: ['HRD', `Staf ${section}`] });
  }
  owner = await createUser(t, { pics: [pic.id] });
  // A clock-in selfie, a registered face's photo, a sick letter and a receipt, linked as their modules link them
  // (the punch itself is tested with its face checks in the attendance module).
  fotoId = await upload(owner);
  await t.db.query('update files set biometrik = true where id = $1', [fotoId]);
  await t.db.query(
    `insert into attendance (user_id, tanggal, zona_waktu, hari_kerja, time_in, foto_in_id)
     values ($1, current_date, 'Asia/Jakarta', true, now(), $2)`,
    [owner.id, fotoId],
  );
  wajahId = await upload(owner);
  await t.db.query('update files set biometrik = true where id = $1', [wajahId]);
  await t.db.query(`insert into face_registrations (user_id, descriptors, foto_ids) values ($1, '[]', array[$2]::bigint[])`, [
    owner.id,
    wajahId,
  ]);
  izinId = await upload(owner);
  const izin = await one(
    `insert into izin (user_id, jenis_izin_id, berbayar, potong_kuota, tanggal_mulai, tanggal_selesai, alasan)
     values ($1, (select id from jenis_izin order by id limit 1), true, false, '2031-03-03', '2031-03-03', 'Sakit') returning id`,
    [owner.id],
  );
  await t.db.query('insert into izin_lampiran (izin_id, file_id, urutan) values ($1, $2, 1)', [izin, izinId]);
  reimburseId = await upload(owner);
  const claim = await one(
    `insert into reimburse (user_id, tanggal, kategori, nominal, keterangan) values ($1, '2031-03-03', 'Makan', 50000, 'Makan klien') returning id`,
    [owner.id],
  );
  await t.db.query('insert into reimburse_lampiran (reimburse_id, file_id, urutan) values ($1, $2, 1)', [claim, reimburseId]);
  unattachedId = await upload(owner);
});
afterAll(() => t.close());

describe('GET /files/{id}', () => {
  it('serves the owner their own selfie, never cached, without logging', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/files/${fotoId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    expect(await log()).toEqual([]);
  });

  it('shows a selfie to HRD, logging each view', async () => {
    expect((await get(fotoId, hrd.token)).status).toBe(200);
    const rows = await log();
    expect(rows.map((r) => [r.viewer_id, r.subject_id])).toEqual([[hrd.id, owner.id]]);
    expect(rows[0].what).toBe(`file ${fotoId}: surat.jpg`);
  });

  it('serves each kind of file by the sections that open its record, to the PIC only what they decide', async () => {
    const files = { selfie: fotoId, wajah: wajahId, izin: izinId, reimburse: reimburseId, belum: unattachedId };
    const seen = async (u: UserFixture) => {
      const out: string[] = [];
      for (const [kind, id] of Object.entries(files)) if ((await get(id, u.token)).status === 200) out.push(kind);
      return out;
    };
    expect(await seen(owner)).toEqual(['selfie', 'wajah', 'izin', 'reimburse', 'belum']);
    expect(await seen(admin)).toEqual(['selfie', 'wajah', 'izin', 'reimburse']);
    expect(await seen(hrd)).toEqual(['selfie', 'wajah', 'izin', 'reimburse']);
    expect(await seen(pic)).toEqual(['izin', 'reimburse']);
    expect(await seen(limited.pengumuman)).toEqual([]);
    expect(await seen(limited.riwayat)).toEqual(['selfie', 'izin']);
    expect(await seen(limited.karyawan)).toEqual(['wajah']);
    expect(await seen(limited.reimburse)).toEqual(['reimburse']);
    expect(await seen(limited.approval)).toEqual(['izin', 'reimburse']);
    expect(await seen(colleague)).toEqual([]);
  });

  it('serves a held offline punch selfie and a waiting re-registration photo to HR, never to the PIC', async () => {
    const offline = await upload(owner);
    await t.db.query(
      `insert into absen_offline (user_id, tipe, tanggal, zona_waktu, waktu_perangkat, diterima, offline, alasan, latitude, longitude, foto_id)
       values ($1, 'IN', current_date, 'Asia/Jakarta', now() - interval '12 hours', now(), true, 'Waktu perangkat lama', -6.2, 106.8, $2)`,
      [owner.id, offline],
    );
    const baru = await upload(owner);
    await t.db.query(
      `insert into registrasi_wajah (user_id, descriptors, foto_ids, persetujuan_at, persetujuan_versi, persetujuan_teks)
       values ($1, '[]', array[$2]::bigint[], now(), 1, 'Setuju')`,
      [owner.id, baru],
    );
    const who = { pic, colleague, ...limited };
    const seen = async (id: number) => {
      const out: string[] = [];
      for (const [name, u] of Object.entries(who)) if ((await get(id, u.token)).status === 200) out.push(name);
      return out;
    };
    expect(await seen(offline)).toEqual(['riwayat', 'approval']);
    expect(await seen(baru)).toEqual(['karyawan', 'approval']);
  });

  it('answers a refusal exactly like a missing file (404), and 401 without a session; refusals are not logged', async () => {
    const before = (await log()).length;
    for (const u of [colleague, pic, limited.pengumuman]) {
      const res = await get(wajahId, u.token);
      expect([res.status, res.body]).toEqual([404, { message: 'File tidak ditemukan.', code: 'NOT_FOUND' }]);
    }
    const missing = await get(999999, hrd.token);
    expect([missing.status, missing.body]).toEqual([404, { message: 'File tidak ditemukan.', code: 'NOT_FOUND' }]);
    expect((await get(fotoId)).status).toBe(401);
    expect(await log()).toHaveLength(before);
  });
});
