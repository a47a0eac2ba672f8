import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { closeFaceEngine, demoSelfie, faceEngine } from '../face/index.ts';
import { dataUrl, insertLokasi, liveFrames, livePunchBody, PHOTO, plainJpeg, selfie } from './punch.fixtures.ts';

// Clock-in liveness with real faces from @vladmandic/face-api's demo photos through the real engine. A live pair is a
// photo and its mirror image: the same person with a real change in yaw (a head turn).
let t: TestApp;
let lokasi: number;
const AT = { latitude: -6.2, longitude: 106.8166 };
const REGISTRATION = [selfie('redhead'), selfie('redhead', 0.08), selfie('redhead', -0.08)];

const punch = (token: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/attendance', token, body: { type: 'IN', ...AT, ...body } });
const challenge = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/attendance/tantangan', token })).body as { tantangan: string; gerakan: string };
const records = async (userId: number) => (await t.db.query('select 1 from attendance where user_id = $1', [userId])).length;

async function registered(): Promise<UserFixture> {
  const u = await createUser(t, { fields: { lokasi_id: lokasi } });
  const res = await t.request({
    method: 'POST',
    url: '/api/face-recognition/register',
    token: u.token,
    body: { photos: REGISTRATION.map((b) => dataUrl(b)), persetujuan: true, versi_persetujuan: 1 },
  });
  expect(res.status).toBe(200);
  return u;
}

beforeAll(async () => {
  t = await createTestApp();
  lokasi = await insertLokasi(t, 'Kantor Liveness', AT.latitude, AT.longitude, 200);
  await faceEngine().ready();
}, 120_000);
afterAll(async () => {
  await closeFaceEngine();
  await t.close();
});

describe('clock-in liveness with a registered face', () => {
  it('passes a head turn in the asked direction by the registered person (a photo and its mirror)', async () => {
    const u = await registered();
    const c = await challenge(u.token);
    expect(c.gerakan).toMatch(/^(kiri|kanan)$/);
    const res = await punch(u.token, { tantangan: c.tantangan, ...liveFrames('redhead', c.gerakan) });
    expect(res.status).toBe(200);
    expect(res.body.punch.skor_wajah).toBeGreaterThan(0.55);
    // The challenge is spent: the same pair again is refused, whatever else is wrong.
    const replay = await t.request({
      method: 'POST',
      url: '/api/attendance',
      token: u.token,
      body: { type: 'OUT', ...AT, tantangan: c.tantangan, ...liveFrames('redhead', c.gerakan) },
    });
    expect([replay.status, replay.body.message]).toEqual([
      400,
      'Petunjuk pemeriksaan wajah sudah kedaluwarsa atau sudah dipakai. Ambil foto lagi.',
    ]);
  });

  it('refuses one still photo: sent twice, shifted and scaled, or turned the wrong way', async () => {
    const u = await registered();
    const still = dataUrl(demoSelfie('redhead', { shiftX: 0.04 }));
    const twice = await punch(u.token, { tantangan: (await challenge(u.token)).tantangan, photo: still, photo_kedua: still });
    expect([twice.status, twice.body.message]).toEqual([
      400,
      'Kedua foto sama. Ambil foto langsung dari kamera sambil mengikuti petunjuk.',
    ]);

    const moved = dataUrl(demoSelfie('redhead', { shiftX: -0.06, shiftY: 0.05, margin: 1.9 }));
    const c = await challenge(u.token);
    const shifted = await punch(u.token, { tantangan: c.tantangan, photo: still, photo_kedua: moved });
    const asked = c.gerakan === 'kiri' ? 'Toleh ke kiri' : 'Toleh ke kanan';
    expect([shifted.status, shifted.body.message]).toEqual([
      400,
      `Gerakan kepala tidak terdeteksi. Ikuti petunjuk "${asked}" lalu ambil foto lagi.`,
    ]);

    const w = await challenge(u.token);
    const wrongWay = await punch(u.token, {
      tantangan: w.tantangan,
      ...liveFrames('redhead', w.gerakan === 'kiri' ? 'kanan' : 'kiri'),
    });
    expect(wrongWay.status).toBe(400);
    expect(wrongWay.body.message).toMatch(/^Gerakan kepala tidak terdeteksi/);
    expect(await records(u.id)).toBe(0);
  });

  it('refuses a registration photo replayed as a frame, even paired with a real turn', async () => {
    const u = await registered();
    const c = await challenge(u.token);
    const mirror = dataUrl(demoSelfie('redhead', { mirror: true }));
    const frames = c.gerakan === 'kiri' ? [dataUrl(REGISTRATION[0]), mirror] : [mirror, dataUrl(REGISTRATION[0])];
    const res = await punch(u.token, { tantangan: c.tantangan, photo: frames[0], photo_kedua: frames[1] });
    expect([res.status, res.body.message]).toEqual([403, 'Foto ini sudah pernah dikirim. Ambil foto langsung dari kamera.']);
    expect(await records(u.id)).toBe(0);
  });

  it('refuses another person in the second frame, and a stranger in both', async () => {
    const u = await registered();
    const own = dataUrl(demoSelfie('redhead', { shiftX: 0.04 }));
    const other = await punch(u.token, {
      tantangan: (await challenge(u.token)).tantangan,
      photo: own,
      photo_kedua: dataUrl(demoSelfie('clown', { mirror: true })),
    });
    expect([other.status, other.body.message]).toEqual([403, 'Kedua foto tidak menunjukkan orang yang sama.']);

    const c = await challenge(u.token);
    const stranger = await punch(u.token, { tantangan: c.tantangan, ...liveFrames('clown', c.gerakan) });
    expect([stranger.status, stranger.body.message]).toEqual([403, 'Wajah tidak cocok dengan wajah yang terdaftar.']);
    expect(await records(u.id)).toBe(0);
  });

  it('refuses a frame without a face, a single photo, and a missing or foreign challenge', async () => {
    const u = await registered();
    const noFace = await punch(u.token, {
      tantangan: (await challenge(u.token)).tantangan,
      photo: dataUrl(plainJpeg(240, 320)),
      photo_kedua: dataUrl(demoSelfie('redhead')),
    });
    expect([noFace.status, noFace.body.message]).toEqual([
      400,
      'Foto pertama: Wajah tidak terdeteksi. Pastikan wajah terlihat jelas.',
    ]);
    const single = await punch(u.token, { photo: dataUrl(demoSelfie('redhead', { shiftX: 0.04 })) });
    expect([single.status, single.body.message]).toEqual([
      400,
      'Pemeriksaan wajah memerlukan dua foto sesuai petunjuk. Muat ulang halaman lalu coba lagi.',
    ]);
    const c = await challenge(u.token);
    const missing = await punch(u.token, liveFrames('redhead', c.gerakan));
    expect(missing.status).toBe(400);
    const someoneElse = await createUser(t);
    const foreign = await challenge(someoneElse.token);
    const stolen = await punch(u.token, { tantangan: foreign.tantangan, ...liveFrames('redhead', foreign.gerakan) });
    expect([stolen.status, stolen.body.message]).toEqual([
      400,
      'Petunjuk pemeriksaan wajah sudah kedaluwarsa atau sudah dipakai. Ambil foto lagi.',
    ]);
    // The person's own challenge still works after all that.
    expect((await punch(u.token, await livePunchBody(t, u.token))).status).toBe(200);
  });

  it('an offline punch (no signal for a challenge) still needs two frames with a head turn', async () => {
    const u = await registered();
    const offline = { waktu_perangkat: new Date(Date.now() - 60_000).toISOString() };
    const single = await punch(u.token, { offline, photo: dataUrl(demoSelfie('redhead', { shiftX: 0.04 })) });
    expect(single.status).toBe(400);
    const still = dataUrl(demoSelfie('redhead', { shiftX: 0.04 }));
    const photoOfPhoto = await punch(u.token, { offline, photo: still, photo_kedua: still });
    expect(photoOfPhoto.status).toBe(400);
    const live = await punch(u.token, { offline, ...liveFrames('redhead', 'kanan') });
    expect(live.status).toBe(200);
    expect(live.body.punch).toMatchObject({ offline: true });
  });
});

describe('clock-in without a registered face', () => {
  it('refuses a selfie with no face in it, and accepts a face', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    const grey = await punch(u.token, { photo: dataUrl(plainJpeg(48, 64)) });
    expect([grey.status, grey.body.message]).toEqual([400, 'Wajah tidak terdeteksi. Pastikan wajah terlihat jelas.']);
    expect(await records(u.id)).toBe(0);
    const ok = await punch(u.token, { photo: PHOTO });
    expect(ok.status).toBe(200);
    expect(ok.body.punch.skor_wajah).toBeNull();
  });

  it('when the company requires a registered face, points the person to registering one', async () => {
    const u = await createUser(t, { fields: { lokasi_id: lokasi } });
    await t.db.query('update pengaturan_keamanan set wajib_wajah_terdaftar = true');
    try {
      const res = await punch(u.token, { photo: PHOTO });
      expect([res.status, res.body.message]).toEqual([
        403,
        'Wajah Anda belum terdaftar. Daftarkan wajah di menu Profil > Pendaftaran Wajah sebelum absen.',
      ]);
      expect(await records(u.id)).toBe(0);
    } finally {
      await t.db.query('update pengaturan_keamanan set wajib_wajah_terdaftar = false');
    }
  });
});
