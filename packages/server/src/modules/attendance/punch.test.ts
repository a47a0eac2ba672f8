import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';
import { closeFaceEngine, faceEngine } from '../face/index.ts';
import { dataUrl, insertJadwal, insertLokasi, PHOTO, plainJpeg } from './punch.fixtures.ts';

let t: TestApp;
let admin: UserFixture;
let pusat: number;
let gudang: number;
let makassar: number;

// Kantor Pusat Jakarta; one degree of latitude is 111,195 m on the mean Earth radius.
const HQ = { lat: -6.2, lon: 106.8166 };
const north = (metres: number) => ({ latitude: HQ.lat + metres / 111_195, longitude: HQ.lon });
const GUDANG = { latitude: -6.2383, longitude: 106.9756 };
const MAKASSAR = { latitude: -5.1477, longitude: 119.4327 };

const punch = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/attendance', token, body: { photo: PHOTO, ...body }, headers });
const today = async (token: string) => (await t.request({ method: 'GET', url: '/api/attendance/today', token })).body;

async function rows(userId: number) {
  return t.db.query<{ tanggal: string; jam_in: string | null; jam_out: string | null; foto_in_id: number | null }>(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, to_char(time_in at time zone zona_waktu, 'HH24:MI') as jam_in,
            to_char(time_out at time zone zona_waktu, 'HH24:MI') as jam_out, foto_in_id
       from attendance where user_id = $1 order by tanggal`,
    [userId],
  );
}
const fileCount = async (userId: number) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from files where uploaded_by = $1', [userId]))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['HRD'] });
  pusat = await insertLokasi(t, 'Kantor Pusat Jakarta', HQ.lat, HQ.lon, 150);
  gudang = await insertLokasi(t, 'Gudang Bekasi', GUDANG.latitude, GUDANG.longitude, 200);
  makassar = await insertLokasi(t, 'Kantor Makassar', MAKASSAR.latitude, MAKASSAR.longitude, 150, 'Asia/Makassar');
  // Every selfie must show a face (PHOTO is a real one): the engine's workers start here, not in the first test.
  await faceEngine().ready();
}, 120_000);
afterEach(() => setClock());
afterAll(async () => {
  await closeFaceEngine();
  await t.close();
});

describe('geofence', () => {
  it('accepts a clock-in inside the radius and answers the updated day with the punch', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    const res = await punch(u.token, { type: 'IN', ...north(60), akurasi: 12 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      required_attendance_type: 'OUT',
      time_clock_out: null,
      punch: { type: 'IN', lokasi_id: pusat, lokasi: 'Kantor Pusat Jakarta', jarak: 60, skor_wajah: null },
    });
    expect(res.body.time_clock_in).toMatch(/^\d{2}:\d{2}$/);
    expect(res.body.punch.jam).toBe(res.body.time_clock_in);
    expect(await today(u.token)).toMatchObject({ time_clock_in: res.body.time_clock_in, required_attendance_type: 'OUT' });
    const [row] = await rows(u.id);
    expect(row.foto_in_id).toEqual(expect.any(Number));
    expect(row.tanggal).toBe(res.body.date);
  });

  it('refuses outside the radius, saying how far away the person is, and stores nothing', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    const res = await punch(u.token, { type: 'IN', ...north(1200) });
    expect(res.status).toBe(403);
    // Its own code: the clock-in page then takes a fresh position.
    expect(res.body.code).toBe('DI_LUAR_LOKASI');
    expect(res.body.message).toBe(
      'Anda berada 1,2 km dari Kantor Pusat Jakarta (radius 150 m). Absen hanya dapat dilakukan di lokasi kerja.',
    );
    const near = await punch(u.token, { type: 'IN', ...north(400) });
    expect(near.body.message).toMatch(/^Anda berada 400 m dari Kantor Pusat Jakarta/);
    expect(await rows(u.id)).toEqual([]);
    expect(await fileCount(u.id)).toBe(0);
  });

  it('refuses a fix that is not GPS-precise', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    const res = await punch(u.token, { type: 'IN', ...north(10), akurasi: 1500 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('LOKASI_KURANG_AKURAT');
    expect(res.body.message).toBe('Lokasi GPS kurang akurat (±1,5 km). Aktifkan GPS lalu coba lagi di tempat terbuka.');
  });

  it('accepts an extra location an admin allowed, and the nearest location whose radius holds the person', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    expect((await punch(u.token, { type: 'IN', ...GUDANG })).status).toBe(403);
    const url = `/api/attendance/admin/lokasi-absen/${u.id}`;
    const put = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      body: { absen_dimana_saja: false, lokasi_ids: [gudang] },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      user_id: u.id,
      absen_dimana_saja: false,
      lokasi_kerja: { id: pusat, nama: 'Kantor Pusat Jakarta' },
      lokasi: [{ id: gudang, nama: 'Gudang Bekasi' }],
    });
    expect((await t.request({ method: 'GET', url, token: admin.token })).body).toEqual(put.body);
    const res = await punch(u.token, { type: 'IN', latitude: GUDANG.latitude + 0.0005, longitude: GUDANG.longitude });
    expect(res.status).toBe(200);
    expect(res.body.punch).toMatchObject({ lokasi_id: gudang, lokasi: 'Gudang Bekasi', jarak: 56 });
  });

  it('lets an employee allowed anywhere punch far from every location', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    await t.request({
      method: 'PUT',
      url: `/api/attendance/admin/lokasi-absen/${u.id}`,
      token: admin.token,
      body: { absen_dimana_saja: true, lokasi_ids: [] },
    });
    const res = await punch(u.token, { type: 'IN', latitude: -8.65, longitude: 115.2167 });
    expect(res.status).toBe(200);
    expect(res.body.punch).toMatchObject({ lokasi_id: null, lokasi: null, jarak: null });
  });

  it('refuses an employee with no location and no anywhere flag, pointing to HRD', async () => {
    const u = await createUser(t);
    const res = await punch(u.token, { type: 'IN', ...north(0) });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Lokasi kerja Anda belum diatur. Hubungi HRD.');
  });
});

describe('admin: where an employee may punch', () => {
  it('is for Admin/HRD only, checks the user and the locations', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    const url = `/api/attendance/admin/lokasi-absen/${u.id}`;
    const body = { absen_dimana_saja: false, lokasi_ids: [gudang] };
    expect((await t.request({ method: 'PUT', url, body })).status).toBe(401);
    expect((await t.request({ method: 'PUT', url, token: u.token, body })).status).toBe(403);
    expect((await t.request({ method: 'GET', url, token: u.token })).status).toBe(403);
    const missing = await t.request({
      method: 'PUT',
      url: '/api/attendance/admin/lokasi-absen/999999',
      token: admin.token,
      body,
    });
    expect(missing.status).toBe(404);
    const bad = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      body: { absen_dimana_saja: false, lokasi_ids: [999999] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ lokasi_ids: 'Lokasi 999999 tidak ditemukan.' });
    const cleared = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      body: { absen_dimana_saja: false, lokasi_ids: [] },
    });
    expect(cleared.body.lokasi).toEqual([]);
  });
});

describe('time zones and shifts (server clock set by the test)', () => {
  it('dates a clock-in by the local date of the location: Jakarta and Makassar either side of midnight', async () => {
    // 16:30 UTC is 23:30 in Jakarta (WIB, +7) and already 00:30 the next day in Makassar (WITA, +8).
    const jkt = await createUser(t, { fields: { lokasi_id: pusat } });
    const mks = await createUser(t, { fields: { lokasi_id: makassar } });
    setClock(() => new Date('2026-03-02T16:30:00Z'));
    const a = await punch(jkt.token, { type: 'IN', ...north(0) });
    const b = await punch(mks.token, { type: 'IN', ...MAKASSAR });
    expect(a.body).toMatchObject({ date: '2026-03-02', today: 'Senin, 2 Maret 2026', time_clock_in: '23:30' });
    expect(b.body).toMatchObject({ date: '2026-03-03', today: 'Selasa, 3 Maret 2026', time_clock_in: '00:30' });
    expect(a.body.punch.waktu).toBe('2026-03-02T16:30:00.000Z');
    expect((await rows(jkt.id))[0]).toMatchObject({ tanggal: '2026-03-02', jam_in: '23:30' });
    expect((await rows(mks.id))[0]).toMatchObject({ tanggal: '2026-03-03', jam_in: '00:30' });
  });

  it('closes a night shift the next morning on the record of the day it started, with its shift snapshotted', async () => {
    const malam = await insertJadwal(t, 'Shift Malam', '22:00', '06:00');
    const u = await createUser(t, { fields: { lokasi_id: pusat, jadwal_kerja_id: malam } });
    setClock(() => new Date('2026-03-02T15:00:00Z')); // 22:00 WIB
    const inRes = await punch(u.token, { type: 'IN', ...north(5) });
    expect(inRes.body).toMatchObject({ date: '2026-03-02', shift: 'Shift Malam (22:00 - 06:00)', time_clock_in: '22:00' });
    const [snap] = await t.db.query('select jadwal_nama, hari_kerja, toleransi_terlambat from attendance where user_id = $1', [
      u.id,
    ]);
    expect(snap).toEqual({ jadwal_nama: 'Shift Malam', hari_kerja: true, toleransi_terlambat: 0 });

    setClock(() => new Date('2026-03-02T23:05:00Z')); // 06:05 WIB on 3 March
    expect(await today(u.token)).toMatchObject({ date: '2026-03-02', required_attendance_type: 'OUT', time_clock_in: '22:00' });
    const out = await punch(u.token, { type: 'OUT', ...north(5) });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ date: '2026-03-02', time_clock_out: '06:05', required_attendance_type: null });
    expect(await rows(u.id)).toEqual([expect.objectContaining({ tanggal: '2026-03-02', jam_in: '22:00', jam_out: '06:05' })]);
  });

  it('a forgotten night clock-out stops blocking halfway to the next shift', async () => {
    const malam = await insertJadwal(t, 'Shift Malam Dua', '22:00', '06:00');
    const u = await createUser(t, { fields: { lokasi_id: pusat, jadwal_kerja_id: malam } });
    setClock(() => new Date('2026-03-02T15:10:00Z')); // 22:10 WIB
    await punch(u.token, { type: 'IN', ...north(5) });
    setClock(() => new Date('2026-03-03T06:59:00Z')); // 13:59 WIB: still last night's shift
    expect(await today(u.token)).toMatchObject({ date: '2026-03-02', required_attendance_type: 'OUT' });
    setClock(() => new Date('2026-03-03T07:00:00Z')); // 14:00 WIB: a new day
    expect(await today(u.token)).toMatchObject({ date: '2026-03-03', required_attendance_type: 'IN', time_clock_in: null });
    const out = await punch(u.token, { type: 'OUT', ...north(5) });
    expect(out.body.message).toBe('Anda belum clock in.');
  });
});

describe('state', () => {
  it('refuses IN twice, OUT without IN and OUT twice with 409', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    const early = await punch(u.token, { type: 'OUT', ...north(0) });
    expect([early.status, early.body.message]).toEqual([409, 'Anda belum clock in.']);
    expect((await punch(u.token, { type: 'IN', ...north(0) })).status).toBe(200);
    const again = await punch(u.token, { type: 'IN', ...north(0) });
    expect([again.status, again.body.message]).toEqual([409, 'Anda sudah clock in hari ini.']);
    const out = await punch(u.token, { type: 'OUT', ...north(0) });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ required_attendance_type: null, punch: { type: 'OUT' } });
    expect(out.body.time_clock_out).toMatch(/^\d{2}:\d{2}$/);
    const twice = await punch(u.token, { type: 'OUT', ...north(0) });
    expect([twice.status, twice.body.message]).toEqual([409, 'Anda sudah clock out hari ini.']);
    expect(await fileCount(u.id)).toBe(2);
  });

  it('50 concurrent clock-ins make one record and one photo; the others get 409', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    // The same selfie 50 times is checked once by the face engine (a double tap waits for the first check).
    const results = await Promise.all(Array.from({ length: 50 }, () => punch(u.token, { type: 'IN', ...north(0) })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await rows(u.id)).toHaveLength(1);
    expect(await fileCount(u.id)).toBe(1);
  });
});

describe('input', () => {
  it('needs a session', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/attendance', body: { type: 'IN', ...north(0), photo: PHOTO } })).status,
    ).toBe(401);
  });

  it('checks type and coordinates with Indonesian messages', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    const res = await punch(u.token, { type: 'MASUK', latitude: 100, longitude: 0 });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      type: "Jenis absen harus 'IN' atau 'OUT'.",
      latitude: 'Latitude harus antara -90 dan 90.',
    });
  });

  it('refuses photos that are not JPEG/PNG (400) or too large (413), storing nothing', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    const text = await punch(u.token, { type: 'IN', ...north(0), photo: 'data:text/plain;base64,aGFsbw==' });
    expect([text.status, text.body.message]).toEqual([400, 'Foto harus berupa gambar JPEG atau PNG.']);
    const gif = dataUrl(Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'binary'), 'image/jpeg');
    expect((await punch(u.token, { type: 'IN', ...north(0), photo: gif })).body.message).toBe(
      'Foto harus berupa gambar JPEG atau PNG.',
    );
    const notUrl = await punch(u.token, { type: 'IN', ...north(0), photo: 'https://example.com/a.jpg' });
    expect(notUrl.status).toBe(400);
    const garbled = await punch(u.token, { type: 'IN', ...north(0), photo: dataUrl(plainJpeg()).replace(/.{40}$/, '*$&') });
    expect([garbled.status, garbled.body.message]).toEqual([400, 'Foto tidak dapat dibaca.']);
    // Decoded over 2 MB while the body stays under the route's 3 MB.
    const big = Buffer.concat([plainJpeg(), Buffer.alloc(2 * 1024 * 1024 + 100_000)]);
    const large = await punch(u.token, { type: 'IN', ...north(0), photo: dataUrl(big) });
    expect([large.status, large.body.message]).toEqual([413, 'Ukuran foto maksimal 2 MB.']);
    const huge = await punch(u.token, { type: 'IN', ...north(0), photo: dataUrl(Buffer.alloc(3 * 1024 * 1024)) });
    expect([huge.status, huge.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    // A PNG signature alone passes the type check but is no picture (it used to be stored as a selfie).
    const png = dataUrl(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image/png');
    const broken = await punch(u.token, { type: 'IN', ...north(0), photo: png });
    expect([broken.status, broken.body.message]).toEqual([415, 'Foto tidak dapat dibaca. Gunakan JPEG atau PNG.']);
    expect(await rows(u.id)).toHaveLength(0);
    expect(await fileCount(u.id)).toBe(0);
    expect((await punch(u.token, { type: 'IN', ...north(0) })).status).toBe(200);
    expect(await rows(u.id)).toHaveLength(1);
    expect(await fileCount(u.id)).toBe(1);
  });
});
