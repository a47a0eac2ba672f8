import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { closeFaceEngine, faceEngine } from '../face/index.ts';
import { dataUrl, insertLokasi, plainJpeg, selfie } from './punch.fixtures.ts';

// Real faces from @vladmandic/face-api's demo photos through the real engine (worker threads).
let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let lokasi: number;
const AT = { latitude: -6.2, longitude: 106.8166 };

const register = (
  token: string,
  photos: string[],
  consent: Record<string, unknown> = { persetujuan: true, versi_persetujuan: 1 },
) => t.request({ method: 'POST', url: '/api/face-recognition/register', token, body: { photos, ...consent } });
const registration = async (userId: number) =>
  (
    await t.db.query<{ descriptors: number[][]; n: number; persetujuan_versi: number; persetujuan_teks: string; at: boolean }>(
      `select descriptors, cardinality(foto_ids) as n, persetujuan_versi, persetujuan_teks, persetujuan_at is not null as at
         from face_registrations where user_id = $1`,
      [userId],
    )
  )[0];
const auditNotes = async (subjectId: number) =>
  (
    await t.db.query<{ note: string }>(
      "select data->>'keterangan' as note from audit_log where params->>'user_id' = $1 order by id",
      [String(subjectId)],
    )
  ).map((r) => r.note);
const redhead = () => [selfie('redhead'), selfie('redhead', 0.08), selfie('redhead', -0.08)].map((b) => dataUrl(b));
const clown = () => [dataUrl(selfie('clown')), dataUrl(selfie('clown', 0.06))];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  lokasi = await insertLokasi(t, 'Kantor Wajah', AT.latitude, AT.longitude, 200);
  await faceEngine().ready();
}, 120_000);
afterAll(async () => {
  await closeFaceEngine();
  await t.close();
});

describe('face registration', () => {
  it('registers several live photos of one face with the consent given', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    const res = await register(u.token, redhead());
    expect([res.status, res.body]).toEqual([
      200,
      { face_registration_status: true, menunggu_persetujuan: false, message: 'Wajah berhasil didaftarkan.' },
    ]);
    const reg = await registration(u.id);
    expect(reg.descriptors).toHaveLength(3);
    expect(reg.descriptors[0]).toHaveLength(128);
    expect(reg.n).toBe(3);
    const status = await t.request({ method: 'GET', url: '/api/face-recognition/check-status', token: u.token });
    expect(status.body).toEqual({ face_registration_status: true });
    expect(await auditNotes(u.id)).toEqual(['Mendaftarkan wajah (3 foto) dengan persetujuan versi 1.']);
  });

  it('refuses a registration without explicit consent, and records the consent text with the retention months', async () => {
    const u = await createUser(t);
    const none = await register(u.token, clown(), {});
    expect([none.status, none.body.message]).toEqual([400, 'Centang persetujuan penggunaan data wajah terlebih dahulu.']);
    const unticked = await register(u.token, clown(), { persetujuan: false, versi_persetujuan: 1 });
    expect(unticked.status).toBe(400);
    expect(unticked.body.errors).toMatchObject({ persetujuan: 'Centang persetujuan penggunaan data wajah terlebih dahulu.' });
    const old = await register(u.token, clown(), { persetujuan: true, versi_persetujuan: 0 });
    expect([old.status, old.body.message]).toEqual([
      409,
      'Teks persetujuan sudah diperbarui. Muat ulang halaman, baca, lalu setujui kembali.',
    ]);
    expect(await registration(u.id)).toBeUndefined();
    expect(await t.db.query('select 1 from files where uploaded_by = $1', [u.id])).toEqual([]);

    await t.db.query('update pengaturan_keamanan set retensi_foto_bulan = 18');
    const consent = await t.request({ method: 'GET', url: '/api/face-recognition/persetujuan', token: u.token });
    expect(consent.status).toBe(200);
    expect(consent.body).toMatchObject({ versi: 1, retensi_foto_bulan: 18 });
    expect(consent.body.teks).toContain('disimpan paling lama 18 bulan');
    expect((await register(u.token, clown())).status).toBe(200);
    const reg = await registration(u.id);
    expect(reg).toMatchObject({ persetujuan_versi: 1, persetujuan_teks: consent.body.teks, at: true });
    await t.db.query('update pengaturan_keamanan set retensi_foto_bulan = 24');
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

  it('an admin resets a registration; employees may not', async () => {
    const u = await createUser(t);
    await register(u.token, clown());
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

describe('re-registration of a registered face', () => {
  it('takes effect at once when the new photos match the registered face, and is audited', async () => {
    const u = await createUser(t);
    expect((await register(u.token, redhead())).status).toBe(200);
    const before = await t.db.query<{ id: number }>('select id from files where uploaded_by = $1', [u.id]);
    const res = await register(u.token, [dataUrl(selfie('redhead', 0.04)), dataUrl(selfie('redhead', -0.04))]);
    expect(res.body).toEqual({
      face_registration_status: true,
      menunggu_persetujuan: false,
      message: 'Wajah berhasil didaftarkan.',
    });
    const after = await t.db.query<{ id: number }>('select id from files where uploaded_by = $1', [u.id]);
    expect(after).toHaveLength(2);
    expect(after.map((f) => f.id)).not.toContain(before[0].id);
    expect((await registration(u.id)).descriptors).toHaveLength(2);
    expect((await auditNotes(u.id))[1]).toMatch(
      /^Mengganti registrasi wajah: foto baru cocok dengan wajah terdaftar \(kemiripan 0,\d+\)\.$/,
    );
  });

  it('another face waits for HR: the old face stays until approved; rejection changes nothing', async () => {
    const u = await createUser(t);
    expect((await register(u.token, redhead())).status).toBe(200);
    const old = (await registration(u.id)).descriptors;

    const res = await register(u.token, clown());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ face_registration_status: true, menunggu_persetujuan: true });
    expect(res.body.message).toMatch(/dikirim ke HRD untuk disetujui/);
    expect((await registration(u.id)).descriptors).toEqual(old);
    expect((await auditNotes(u.id))[1]).toMatch(
      /^Mengajukan registrasi wajah baru yang tidak cocok dengan wajah terdaftar \(kemiripan 0,\d+\); menunggu persetujuan HRD\.$/,
    );
    const twice = await register(u.token, clown());
    expect([twice.status, twice.body.message]).toEqual([409, 'Pengajuan registrasi wajah Anda masih menunggu persetujuan HRD.']);

    const list = await t.request({
      method: 'GET',
      url: '/api/users/all-approval-by-approval-user?tipe=registrasi-wajah',
      token: hrd.token,
    });
    const item = list.body.items.find((i: { pemohon: { id: number } }) => i.pemohon.id === u.id);
    expect(item).toMatchObject({ tipe: 'registrasi-wajah', tipe_approval: 'Registrasi Wajah', status: 'Menunggu Persetujuan' });
    expect(item.ringkasan).toMatch(/^2 foto wajah baru · Kemiripan dengan wajah terdaftar \d+%$/);
    const detail = await t.request({ method: 'GET', url: `/api/approval/registrasi-wajah/${item.id}`, token: hrd.token });
    expect(detail.status).toBe(200);
    expect(detail.body.detail).toMatchObject({ foto_ids: [expect.any(Number), expect.any(Number)], cocok: false });
    expect(detail.body.detail.skor_kemiripan).toBeLessThan(0.55);
    expect(
      (await t.request({ method: 'GET', url: `/api/files/${detail.body.detail.foto_ids[0]}`, token: hrd.token })).status,
    ).toBe(200);

    const url = `/api/approval/registrasi-wajah/${item.id}`;
    const rejected = await t.request({
      method: 'POST',
      url,
      token: hrd.token,
      body: { keputusan: 'Ditolak', catatan: 'Bukan orang yang sama.' },
    });
    expect(rejected.status).toBe(200);
    expect((await registration(u.id)).descriptors).toEqual(old);
    expect((await auditNotes(u.id)).at(-1)).toMatch(/^Menolak registrasi wajah baru; wajah terdaftar tidak berubah/);

    // Filed again and approved: the new face replaces the old one.
    const again = await register(u.token, clown());
    expect(again.body.menunggu_persetujuan).toBe(true);
    const [pending] = await t.db.query<{ id: number }>('select max(id)::int as id from registrasi_wajah where user_id = $1', [
      u.id,
    ]);
    const ok = await t.request({
      method: 'POST',
      url: `/api/approval/registrasi-wajah/${pending.id}`,
      token: hrd.token,
      body: { keputusan: 'Disetujui' },
    });
    expect(ok.status).toBe(200);
    const now = await registration(u.id);
    expect(now.descriptors).toHaveLength(2);
    expect(now.descriptors).not.toEqual(old);
    expect((await auditNotes(u.id)).at(-1)).toMatch(/^Menyetujui registrasi wajah baru; wajah lama diganti/);
    const again2 = await t.request({
      method: 'POST',
      url: `/api/approval/registrasi-wajah/${pending.id}`,
      token: hrd.token,
      body: { keputusan: 'Disetujui' },
    });
    expect([again2.status, again2.body.message]).toEqual([409, 'Pengajuan ini sudah diputuskan.']);
  });

  it('goes to HR even when the person has a PIC, and the PIC neither sees nor decides it', async () => {
    const pic = await createUser(t);
    const u = await createUser(t, { pics: [pic.id] });
    expect((await register(u.token, redhead())).status).toBe(200);
    expect((await register(u.token, clown())).body.menunggu_persetujuan).toBe(true);
    const [r] = await t.db.query<{ id: number }>('select id::int as id from registrasi_wajah where user_id = $1', [u.id]);
    const url = `/api/approval/registrasi-wajah/${r.id}`;
    const waiting = (token: string) =>
      t.request({ method: 'GET', url: '/api/users/all-approval-by-approval-user?tipe=registrasi-wajah&size=100', token });
    expect((await waiting(hrd.token)).body.items.map((i: { id: number }) => i.id)).toContain(r.id);
    expect((await waiting(pic.token)).body.items).toEqual([]);
    const byPic = await t.request({ method: 'POST', url, token: pic.token, body: { keputusan: 'Disetujui' } });
    expect([byPic.status, byPic.body.message]).toEqual([403, 'Pengajuan ini hanya dapat diputuskan oleh HRD atau Admin.']);
    const detail = await t.request({ method: 'GET', url, token: hrd.token });
    expect(detail.body.status).toBe('Menunggu Persetujuan');
    const foto = detail.body.detail.foto_ids[0];
    expect((await t.request({ method: 'GET', url: `/api/files/${foto}`, token: pic.token })).status).toBe(404);
    expect((await t.request({ method: 'POST', url, token: hrd.token, body: { keputusan: 'Disetujui' } })).status).toBe(200);
  });
});
