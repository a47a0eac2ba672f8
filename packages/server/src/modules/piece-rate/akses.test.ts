import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { localDate, makeJob } from './piece-rate.fixtures.ts';

// Piece-rate and daily work limited to the employee types HR chose (issue 19): others neither see the entry in their
// menu (GET /borongan/akses) nor may send one (403, Indonesian). No type chosen = everyone, as before.

let t: TestApp;
let hrd: UserFixture;
let borongan: UserFixture;
let harian: UserFixture;
let tetap: UserFixture;
let tanpaTipe: UserFixture;
let job: number;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  borongan = await createUser(t, { fields: { tipe_karyawan: 'Borongan' } });
  harian = await createUser(t, { fields: { tipe_karyawan: 'Harian' } });
  tetap = await createUser(t, { fields: { tipe_karyawan: 'Tetap' } });
  tanpaTipe = await createUser(t);
  job = await makeJob(t, hrd, { nama: 'Petik Teh' });
});
afterAll(() => t.close());

const setting = (tipe_karyawan: unknown, u = hrd) =>
  t.request({ method: 'PUT', url: '/api/pengaturan-borongan', token: u.token, body: { tipe_karyawan } });
const akses = async (u: UserFixture) =>
  (await t.request({ method: 'GET', url: '/api/borongan/akses', token: u.token })).body.boleh_input;
const file = async (u: UserFixture, days: number) =>
  t.request({
    method: 'POST',
    url: '/api/borongan',
    token: u.token,
    body: { tanggal: await localDate(t, days), items: [{ harga_borongan_id: job, jumlah: 2 }] },
  });

describe('who may enter piece-rate and daily work', () => {
  it('is everyone until HR chooses employee types', async () => {
    expect((await t.request({ method: 'GET', url: '/api/pengaturan-borongan', token: hrd.token })).body).toEqual({
      tipe_karyawan: [],
    });
    expect(await akses(tetap)).toBe(true);
    expect((await file(tetap, 0)).status).toBe(201);
  });

  it('is only the chosen types once set: the others are refused in Indonesian', async () => {
    const saved = await setting(['Borongan', 'Harian']);
    expect([saved.status, saved.body]).toEqual([200, { tipe_karyawan: ['Borongan', 'Harian'] }]);
    expect(await akses(borongan)).toBe(true);
    expect(await akses(harian)).toBe(true);
    expect(await akses(tetap)).toBe(false);
    expect(await akses(tanpaTipe)).toBe(false);

    expect((await file(borongan, -1)).status).toBe(201);
    expect((await file(harian, -1)).status).toBe(201);
    for (const u of [tetap, tanpaTipe]) {
      const res = await file(u, -1);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Absensi borongan/harian hanya dapat diinput oleh karyawan borongan, harian.');
    }
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from borongan where user_id = $1', [tetap.id]);
    expect(n).toBe(1);
  });

  it('is a setting for Admin/HRD only, with checked values', async () => {
    expect((await setting(['Borongan'], tetap)).status).toBe(403);
    const bad = await setting(['Borongan', 'Freelance']);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Tipe karyawan harus Tetap, Kontrak, Harian, Borongan atau Magang.');
    const twice = await setting(['Harian', 'Harian']);
    expect([twice.status, twice.body.message]).toEqual([400, 'Tipe karyawan yang sama dipilih dua kali.']);
    expect((await setting([])).body).toEqual({ tipe_karyawan: [] });
    expect(await akses(tetap)).toBe(true);
  });
});
