import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

let t: TestApp;
let hrd: UserFixture;
let karyawan: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  karyawan = await createUser(t);
});
afterAll(() => t.close());

const makassar = {
  nama: 'Kantor Makassar',
  alamat: 'Jl. Penghibur No. 10, Makassar',
  latitude: -5.1477,
  longitude: 119.4327,
  radius: 150,
  zona_waktu: 'Asia/Makassar',
};
const create = (body: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/lokasi', token, body });

describe('lokasi CRUD', () => {
  it('creates (201), reads, updates and deletes a location', async () => {
    const created = await create(makassar);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...makassar, mulai_hadir: null, jumlah_karyawan: 0 });
    const id = created.body.id;
    const got = await t.request({ method: 'GET', url: `/api/lokasi/${id}`, token: hrd.token });
    expect(got.body).toEqual(created.body);

    const changed = {
      ...makassar,
      nama: 'Kantor Jayapura',
      latitude: -2.5337,
      longitude: 140.7181,
      zona_waktu: 'Asia/Jayapura',
      alamat: '',
      // A branch that started using Hadir later than the company.
      mulai_hadir: '2026-03-02',
    };
    const put = await t.request({ method: 'PUT', url: `/api/lokasi/${id}`, token: hrd.token, body: changed });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id, ...changed, alamat: null, jumlah_karyawan: 0 });

    expect((await t.request({ method: 'DELETE', url: `/api/lokasi/${id}`, token: hrd.token })).body.message).toBe(
      'Lokasi berhasil dihapus.',
    );
    expect((await t.request({ method: 'GET', url: `/api/lokasi/${id}`, token: hrd.token })).status).toBe(404);
  });

  it('lists with search, paging and active-employee counts', async () => {
    const a = await create({ ...makassar, nama: 'Gudang Surabaya', zona_waktu: 'Asia/Jakarta' });
    await create({ ...makassar, nama: 'Gudang Medan', zona_waktu: 'Asia/Jakarta' });
    await createUser(t, { fields: { lokasi_id: a.body.id } });
    const gone = await createUser(t, { fields: { lokasi_id: a.body.id } });
    await t.db.query('update users set active = false where id = $1', [gone.id]);
    const res = await t.request({ method: 'GET', url: '/api/lokasi?search=gudang&size=200', token: hrd.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((l: { nama: string; jumlah_karyawan: number }) => [l.nama, l.jumlah_karyawan])).toEqual([
      ['Gudang Medan', 0],
      ['Gudang Surabaya', 1],
    ]);
    const page2 = await t.request({ method: 'GET', url: '/api/lokasi?search=gudang&size=1&page=2', token: hrd.token });
    expect(page2.body).toMatchObject({ total: 2, items: [{ nama: 'Gudang Surabaya' }] });
  });
});

describe('lokasi rules', () => {
  it('validates coordinates, radius and time zone with Indonesian field errors', async () => {
    const res = await create({
      ...makassar,
      nama: 'Salah',
      latitude: 91,
      longitude: -181,
      radius: 5,
      zona_waktu: 'Asia/Singapore',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toEqual({
      latitude: 'Latitude harus antara -90 dan 90.',
      longitude: 'Longitude harus antara -180 dan 180.',
      radius: 'Radius minimal 10 meter.',
      zona_waktu: 'Zona waktu harus WIB, WITA, atau WIT.',
    });
    const big = await create({ ...makassar, nama: 'Besar', radius: 100001 });
    expect(big.body.errors.radius).toBe('Radius maksimal 100.000 meter.');
    const fraction = await create({ ...makassar, nama: 'Pecahan', radius: 50.5 });
    expect(fraction.body.errors.radius).toBe('Radius harus bilangan bulat (meter).');
    const missing = await create({ nama: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      nama: 'Nama lokasi wajib diisi.',
      latitude: 'Latitude wajib diisi.',
      longitude: 'Longitude wajib diisi.',
      radius: 'Radius wajib diisi.',
    });
    const text = await create({ ...makassar, nama: 'Teks', latitude: '-5.1' });
    expect(text.body.errors.latitude).toBe('Latitude wajib diisi.');
  });

  it('accepts the boundaries of the ranges', async () => {
    const res = await create({ ...makassar, nama: 'Batas', latitude: -90, longitude: 180, radius: 10 });
    expect(res.status).toBe(201);
    const max = await create({ ...makassar, nama: 'Batas Atas', latitude: 90, longitude: -180, radius: 100000 });
    expect(max.status).toBe(201);
  });

  it('refuses a duplicate name regardless of case with 409', async () => {
    await create({ ...makassar, nama: 'Pabrik Cikarang' });
    const res = await create({ ...makassar, nama: 'pabrik cikarang' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'DUPLICATE', message: 'Lokasi "pabrik cikarang" sudah ada.' });
  });

  it('refuses to delete a location still used, naming how many employees', async () => {
    const { body: l } = await create({ ...makassar, nama: 'Cabang Bali' });
    await createUser(t, { fields: { lokasi_id: l.id } });
    await createUser(t, { fields: { lokasi_id: l.id } });
    const res = await t.request({ method: 'DELETE', url: `/api/lokasi/${l.id}`, token: hrd.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'IN_USE', message: 'Lokasi masih dipakai oleh 2 karyawan.' });
  });

  it('answers 404 for an unknown id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({ method, url: '/api/lokasi/424242', token: hrd.token, body: { ...makassar, nama: 'X' } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Lokasi tidak ditemukan.');
    }
  });
});

describe('lokasi access', () => {
  it('refuses anonymous callers with 401 and plain employees with 403', async () => {
    const { body: l } = await create({ ...makassar, nama: 'Kantor Pusat' });
    expect((await t.request({ method: 'GET', url: '/api/lokasi' })).status).toBe(401);
    const calls = [
      { method: 'GET', url: '/api/lokasi?size=200' },
      { method: 'GET', url: `/api/lokasi/${l.id}` },
      { method: 'POST', url: '/api/lokasi', body: { ...makassar, nama: 'Curang' } },
      { method: 'PUT', url: `/api/lokasi/${l.id}`, body: { ...makassar, nama: 'Curang' } },
      { method: 'DELETE', url: `/api/lokasi/${l.id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call, token: karyawan.token });
      expect(res.status, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: `/api/lokasi/${l.id}`, token: hrd.token })).body.nama).toBe('Kantor Pusat');
  });
});
