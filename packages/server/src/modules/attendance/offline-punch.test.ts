import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';
import { insertLokasi, PHOTO } from './punch.fixtures.ts';

// Punches taken without signal and sent later from the device's queue (docs/decisions/0012-offline-punch.md).
let t: TestApp;
let admin: UserFixture;
let pusat: number;

const HQ = { latitude: -6.2, longitude: 106.8166 };
const FAR = { latitude: -6.3, longitude: 106.8166 };
// Server clock: 12:00 WIB on Monday 2 March 2026.
const NOW = new Date('2026-03-02T05:00:00Z');

const punch = (token: string, body: Record<string, unknown>, key?: string) =>
  t.request({
    method: 'POST',
    url: '/api/attendance',
    token,
    body: { photo: PHOTO, ...HQ, ...body },
    headers: key ? { 'idempotency-key': key } : undefined,
  });
const offline = (iso: string) => ({ offline: { waktu_perangkat: iso } });

async function rows(userId: number) {
  return t.db.query<{ tanggal: string; jam_in: string | null; jam_out: string | null }>(
    `select to_char(tanggal, 'YYYY-MM-DD') as tanggal, to_char(time_in at time zone zona_waktu, 'HH24:MI') as jam_in,
            to_char(time_out at time zone zona_waktu, 'HH24:MI') as jam_out
       from attendance where user_id = $1 order by tanggal`,
    [userId],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['HRD'] });
  pusat = await insertLokasi(t, 'Kantor Pusat Offline', HQ.latitude, HQ.longitude, 150);
  // These punches count at once: the longest limit; holding older ones for HR is offline-hold.test.ts.
  await t.db.query('update pengaturan_keamanan set batas_absen_offline_menit = 1440');
});
afterEach(() => setClock());
afterAll(() => t.close());

describe('offline punches', () => {
  it('records the device time, flags the punch with its arrival, and shows both in the history', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    setClock(() => NOW);
    const res = await punch(u.token, { type: 'IN', ...offline('2026-03-02T00:55:00.000Z') }, 'antrian-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      date: '2026-03-02',
      time_clock_in: '07:55',
      required_attendance_type: 'OUT',
      punch: { type: 'IN', waktu: '2026-03-02T00:55:00.000Z', jam: '07:55', offline: true },
    });
    expect(await rows(u.id)).toEqual([{ tanggal: '2026-03-02', jam_in: '07:55', jam_out: null }]);

    const mine = await t.request({ method: 'GET', url: `/api/attendance/riwayat/${res.body.punch.id}`, token: u.token });
    expect(mine.body).toMatchObject({
      jam_masuk: '07:55',
      offline_in: true,
      diterima_in: NOW.toISOString(),
      offline_out: false,
      diterima_out: null,
    });
    const hr = await t.request({ method: 'GET', url: `/api/attendance/admin/${res.body.punch.id}`, token: admin.token });
    expect(hr.body).toMatchObject({ offline_in: true, diterima_in: NOW.toISOString() });
  });

  it('an online punch is not flagged', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    setClock(() => NOW);
    const res = await punch(u.token, { type: 'IN' });
    expect(res.body.punch).toMatchObject({ offline: false, waktu: NOW.toISOString() });
    const mine = await t.request({ method: 'GET', url: `/api/attendance/riwayat/${res.body.punch.id}`, token: u.token });
    expect(mine.body).toMatchObject({ offline_in: false, diterima_in: null });
  });

  it('dates the punch by the device time: a clock-in before midnight sent the next morning', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    setClock(() => new Date('2026-03-03T01:00:00Z')); // 08:00 WIB on 3 March
    const res = await punch(u.token, { type: 'IN', ...offline('2026-03-02T16:40:00Z') }); // 23:40 WIB on 2 March
    expect(res.status).toBe(200);
    expect(res.body.punch.jam).toBe('23:40');
    expect(await rows(u.id)).toEqual([{ tanggal: '2026-03-02', jam_in: '23:40', jam_out: null }]);
  });

  it('refuses a punch older than 12 hours or in the future, storing nothing', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    setClock(() => NOW);
    const old = await punch(u.token, { type: 'IN', ...offline('2026-03-01T16:59:00Z') });
    expect([old.status, old.body.message]).toEqual([
      400,
      'Absen offline lebih dari 12 jam yang lalu tidak dapat diterima. Ajukan koreksi absensi.',
    ]);
    const ahead = await punch(u.token, { type: 'IN', ...offline('2026-03-02T05:10:00Z') });
    expect([ahead.status, ahead.body.message]).toEqual([
      400,
      'Waktu absen offline lebih maju dari waktu server. Periksa jam di ponsel Anda.',
    ]);
    const garbage = await punch(u.token, { type: 'IN', ...offline('kemarin pagi') });
    expect([garbage.status, garbage.body.message]).toEqual([400, 'Waktu perangkat tidak valid.']);
    expect(await rows(u.id)).toEqual([]);

    // A phone a minute ahead is skew, not a lie: the punch counts at the server's time.
    const skew = await punch(u.token, { type: 'IN', ...offline('2026-03-02T05:01:00Z') });
    expect([skew.status, skew.body.punch.waktu]).toEqual([200, NOW.toISOString()]);
  });

  it('still enforces the geofence', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    setClock(() => NOW);
    const res = await punch(u.token, { type: 'IN', ...FAR, ...offline('2026-03-02T01:00:00Z') });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Anda berada 11,1 km dari Kantor Pusat Offline/);
    expect(await rows(u.id)).toEqual([]);
  });

  it('the same queued punch sent twice (its answer lost) makes one record', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    setClock(() => NOW);
    const body = { type: 'IN', ...offline('2026-03-02T01:00:00Z') };
    const [a, b] = await Promise.all([punch(u.token, body, 'k-sama'), punch(u.token, body, 'k-sama')]);
    const c = await punch(u.token, body, 'k-sama');
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(c.headers['idempotent-replayed']).toBe('true');
    expect(c.body.punch.id).toBe(a.body.punch.id);
    expect(await rows(u.id)).toEqual([{ tanggal: '2026-03-02', jam_in: '08:00', jam_out: null }]);
  });

  it('an offline clock-in then an online clock-out; the clock-out is not flagged', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    setClock(() => NOW);
    const a = await punch(u.token, { type: 'IN', ...offline('2026-03-02T01:00:00Z') });
    setClock(() => new Date('2026-03-02T10:00:00Z')); // 17:00 WIB
    const b = await punch(u.token, { type: 'OUT' });
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({ time_clock_in: '08:00', time_clock_out: '17:00', required_attendance_type: null });
    const mine = await t.request({ method: 'GET', url: `/api/attendance/riwayat/${a.body.punch.id}`, token: u.token });
    expect(mine.body).toMatchObject({ offline_in: true, offline_out: false, diterima_out: null });
  });

  it('an offline clock-out is flagged and must come after the clock-in', async () => {
    const u = await createUser(t, { fields: { lokasi_id: pusat } });
    setClock(() => NOW);
    await punch(u.token, { type: 'IN' }); // 12:00 WIB
    const before = await punch(u.token, { type: 'OUT', ...offline('2026-03-02T04:00:00Z') });
    expect([before.status, before.body.message]).toEqual([409, 'Waktu clock out harus setelah jam clock in.']);
    setClock(() => new Date('2026-03-02T11:00:00Z'));
    const out = await punch(u.token, { type: 'OUT', ...offline('2026-03-02T10:05:00Z') });
    expect(out.body).toMatchObject({ time_clock_out: '17:05', punch: { offline: true } });
    const mine = await t.request({ method: 'GET', url: `/api/attendance/riwayat/${out.body.punch.id}`, token: u.token });
    expect(mine.body).toMatchObject({ offline_in: false, offline_out: true, diterima_out: '2026-03-02T11:00:00.000Z' });
  });
});
