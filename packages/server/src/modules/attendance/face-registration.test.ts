import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { closeFaceEngine, faceEngine } from '../face/index.ts';
import { dataUrl, insertLokasi, plainJpeg, selfie } from './punch.fixtures.ts';

// Real faces from @vladmandic/face-api's demo photos through the real engine (worker threads).
let t: TestApp;
let admin: UserFixture;
let lokasi: number;
const AT = { latitude: -6.2, longitude: 106.8166 };

const register = (token: string, photos: string[]) =>
  t.request({ method: 'POST', url: '/api/face-recognition/register', token, body: { photos } });
const punch = (token: string, photo: Buffer) =>
  t.request({ method: 'POST', url: '/api/attendance', token, body: { type: 'IN', ...AT, photo: dataUrl(photo) } });
const registration = async (userId: number) =>
  (
    await t.db.query<{ descriptors: number[][]; n: number }>(
      'select descriptors, cardinality(foto_ids) as n from face_registrations where user_id = $1',
      [userId],
    )
  )[0];
const redhead = () => [selfie('redhead'), selfie('redhead', 0.08), selfie('redhead', -0.08)].map((b) => dataUrl(b));

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  lokasi = await insertLokasi(t, 'Kantor Wajah', AT.latitude, AT.longitude, 200);
  await faceEngine().ready();
}, 120_000);
afterAll(async () => {
  await closeFaceEngine();
  await t.close();
});

describe('face registration', () => {
  it('registers several live photos of one face; punches then need that face', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    const res = await register(u.token, redhead());
    expect([res.status, res.body]).toEqual([200, { face_registration_status: true }]);
    const reg = await registration(u.id);
    expect(reg.descriptors).toHaveLength(3);
    expect(reg.descriptors[0]).toHaveLength(128);
    expect(reg.n).toBe(3);
    const status = await t.request({ method: 'GET', url: '/api/face-recognition/check-status', token: u.token });
    expect(status.body).toEqual({ face_registration_status: true });

    const stranger = await punch(u.token, selfie('blonde'));
    expect([stranger.status, stranger.body.message]).toEqual([403, 'Wajah tidak cocok dengan wajah yang terdaftar.']);
    const noFace = await punch(u.token, plainJpeg(240, 320));
    expect([noFace.status, noFace.body.message]).toEqual([400, 'Wajah tidak terdeteksi. Pastikan wajah terlihat jelas.']);
    expect(await t.db.query('select 1 from attendance where user_id = $1', [u.id])).toEqual([]);

    const own = await punch(u.token, selfie('redhead', 0.04));
    expect(own.status).toBe(200);
    expect(own.body.punch.skor_wajah).toBeGreaterThan(0.55);
    const [row] = await t.db.query<{ skor_wajah_in: number }>('select skor_wajah_in from attendance where user_id = $1', [u.id]);
    expect(row.skor_wajah_in).toBeCloseTo(own.body.punch.skor_wajah, 3);
  });

  it('refuses photos of different people and stores nothing', async () => {
    const u = await createUser(t);
    const res = await register(u.token, [dataUrl(selfie('redhead')), dataUrl(selfie('redhead', 0.05)), dataUrl(selfie('clown'))]);
    expect([res.status, res.body.message]).toEqual([400, 'Foto-foto tidak menunjukkan wajah yang sama.']);
    expect(await registration(u.id)).toBeUndefined();
    expect(await t.db.query('select 1 from files where uploaded_by = $1', [u.id])).toEqual([]);
  });

  it('refuses a photo without a face, saying which one', async () => {
    const u = await createUser(t);
    const res = await register(u.token, [dataUrl(selfie('redhead')), dataUrl(plainJpeg(240, 320))]);
    expect([res.status, res.body.message]).toEqual([400, 'Foto 2: Wajah tidak terdeteksi. Pastikan wajah terlihat jelas.']);
  });

  it('needs 2 to 5 photos, each a JPEG/PNG data URL', async () => {
    const u = await createUser(t);
    const one = await register(u.token, [dataUrl(selfie('redhead'))]);
    expect([one.status, one.body.message]).toEqual([400, 'Ambil minimal 2 foto wajah.']);
    expect((await register(u.token, Array(6).fill(dataUrl(plainJpeg())))).body.message).toBe('Maksimal 5 foto wajah.');
    const text = await register(u.token, [dataUrl(selfie('redhead')), 'data:text/plain;base64,aGFsbw==']);
    expect([text.status, text.body.message]).toEqual([400, 'Foto 2 harus berupa gambar JPEG atau PNG.']);
    expect((await t.request({ method: 'POST', url: '/api/face-recognition/register', body: { photos: [] } })).status).toBe(401);
  });

  it('replaces an earlier registration and deletes its photos', async () => {
    const u = await createUser(t);
    expect((await register(u.token, redhead())).status).toBe(200);
    const before = await t.db.query<{ id: number }>('select id from files where uploaded_by = $1', [u.id]);
    expect((await register(u.token, [dataUrl(selfie('clown')), dataUrl(selfie('clown', 0.06))])).status).toBe(200);
    const after = await t.db.query<{ id: number }>('select id from files where uploaded_by = $1', [u.id]);
    expect(after).toHaveLength(2);
    expect(after.map((f) => f.id)).not.toContain(before[0].id);
    expect((await registration(u.id)).descriptors).toHaveLength(2);
  });

  it('an admin resets a registration; employees may not', async () => {
    const u = await createUser(t);
    await register(u.token, [dataUrl(selfie('clown')), dataUrl(selfie('clown', 0.06))]);
    const url = `/api/face-recognition/admin/${u.id}`;
    expect((await t.request({ method: 'DELETE', url, token: u.token })).status).toBe(403);
    const res = await t.request({ method: 'DELETE', url, token: admin.token });
    expect([res.status, res.body]).toEqual([200, { message: 'Pendaftaran wajah berhasil direset.' }]);
    expect(await registration(u.id)).toBeUndefined();
    expect(await t.db.query('select 1 from files where uploaded_by = $1', [u.id])).toEqual([]);
    const again = await t.request({ method: 'DELETE', url, token: admin.token });
    expect([again.status, again.body.message]).toEqual([404, 'Karyawan ini belum mendaftarkan wajah.']);
    const nobody = await t.request({ method: 'DELETE', url: '/api/face-recognition/admin/999999', token: admin.token });
    expect([nobody.status, nobody.body.message]).toEqual([404, 'Karyawan tidak ditemukan.']);
  });
});
