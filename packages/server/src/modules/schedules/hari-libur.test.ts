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

const create = (body: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/hari-libur', token, body });

describe('hari libur CRUD', () => {
  it('creates (201), reads, updates and deletes a holiday', async () => {
    const created = await create({ tanggal: '2026-08-17', nama: 'Hari Kemerdekaan RI' });
    expect(created.status).toBe(201);
    // Not a cuti bersama unless it says so.
    expect(created.body).toEqual({
      id: expect.any(Number),
      tanggal: '2026-08-17',
      nama: 'Hari Kemerdekaan RI',
      cuti_bersama: false,
    });
    const id = created.body.id;
    expect((await t.request({ method: 'GET', url: `/api/hari-libur/${id}`, token: hrd.token })).body).toEqual(created.body);
    const put = await t.request({
      method: 'PUT',
      url: `/api/hari-libur/${id}`,
      token: hrd.token,
      body: { tanggal: '2026-08-18', nama: 'Cuti Bersama Kemerdekaan', cuti_bersama: true },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ id, tanggal: '2026-08-18', nama: 'Cuti Bersama Kemerdekaan', cuti_bersama: true });
    const listed = await t.request({ method: 'GET', url: '/api/hari-libur?tahun=2026', token: hrd.token });
    expect(listed.body.items).toContainEqual(put.body);
    const flag = await t.request({
      method: 'PUT',
      url: `/api/hari-libur/${id}`,
      token: hrd.token,
      body: { ...put.body, cuti_bersama: 'ya' },
    });
    expect([flag.status, flag.body.errors]).toEqual([400, { cuti_bersama: 'Cuti bersama harus ya atau tidak.' }]);
    const del = await t.request({ method: 'DELETE', url: `/api/hari-libur/${id}`, token: hrd.token });
    expect(del.body.message).toBe('Hari libur berhasil dihapus.');
    expect((await t.request({ method: 'GET', url: `/api/hari-libur/${id}`, token: hrd.token })).status).toBe(404);
  });

  it('filters by year and search, sorted by date', async () => {
    for (const [tanggal, nama] of [
      ['2027-12-25', 'Hari Raya Natal'],
      ['2027-01-01', 'Tahun Baru Masehi'],
      ['2027-05-01', 'Hari Buruh'],
      ['2028-01-01', 'Tahun Baru Masehi'],
      ['2026-12-31', 'Cuti Bersama Akhir Tahun'],
    ]) {
      expect((await create({ tanggal, nama })).status).toBe(201);
    }
    const year = await t.request({ method: 'GET', url: '/api/hari-libur?tahun=2027', token: hrd.token });
    expect(year.status).toBe(200);
    expect(year.body.total).toBe(3);
    expect(year.body.items.map((h: { tanggal: string }) => h.tanggal)).toEqual(['2027-01-01', '2027-05-01', '2027-12-25']);
    const search = await t.request({ method: 'GET', url: '/api/hari-libur?search=tahun baru&size=200', token: hrd.token });
    expect(search.body.items.map((h: { tanggal: string }) => h.tanggal)).toEqual(['2027-01-01', '2028-01-01']);
    const paged = await t.request({ method: 'GET', url: '/api/hari-libur?tahun=2027&size=2&page=2', token: hrd.token });
    expect(paged.body).toMatchObject({ total: 3, items: [{ tanggal: '2027-12-25' }] });
    expect((await t.request({ method: 'GET', url: '/api/hari-libur?tahun=abc', token: hrd.token })).status).toBe(400);
  });
});

describe('hari libur rules', () => {
  it('refuses a second holiday on the same date with 409', async () => {
    await create({ tanggal: '2029-03-28', nama: 'Hari Suci Nyepi' });
    const res = await create({ tanggal: '2029-03-28', nama: 'Nyepi lagi' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('DUPLICATE');
    expect(res.body.message).toBe('Tanggal 28 Maret 2029 sudah terdaftar sebagai hari libur.');
    expect(res.body.errors.tanggal).toBe(res.body.message);
    const other = await create({ tanggal: '2029-05-01', nama: 'Hari Buruh' });
    const move = await t.request({
      method: 'PUT',
      url: `/api/hari-libur/${other.body.id}`,
      token: hrd.token,
      body: { tanggal: '2029-03-28', nama: 'Hari Buruh' },
    });
    expect(move.status).toBe(409);
  });

  it('validates the date and the name with field errors', async () => {
    const res = await create({ tanggal: '2026-02-30', nama: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ tanggal: 'Tanggal tidak valid.', nama: 'Nama hari libur wajib diisi.' });
    const format = await create({ tanggal: '17-08-2026', nama: 'Salah Format' });
    expect(format.body.errors.tanggal).toBe('Format tanggal harus yyyy-MM-dd.');
  });

  it('answers 404 for an unknown id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({
        method,
        url: '/api/hari-libur/999999',
        token: hrd.token,
        body: { tanggal: '2030-01-01', nama: 'X' },
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Hari libur tidak ditemukan.');
    }
  });
});

describe('hari libur access', () => {
  it('refuses anonymous callers with 401 and plain employees with 403', async () => {
    const { body: h } = await create({ tanggal: '2030-06-01', nama: 'Hari Lahir Pancasila' });
    expect((await t.request({ method: 'GET', url: '/api/hari-libur' })).status).toBe(401);
    const body = { tanggal: '2030-06-02', nama: 'Curang' };
    const calls = [
      { method: 'GET', url: '/api/hari-libur?size=200' },
      { method: 'GET', url: `/api/hari-libur/${h.id}` },
      { method: 'POST', url: '/api/hari-libur', body },
      { method: 'PUT', url: `/api/hari-libur/${h.id}`, body },
      { method: 'DELETE', url: `/api/hari-libur/${h.id}` },
    ] as const;
    for (const call of calls) {
      expect((await t.request({ ...call, token: karyawan.token })).status, `${call.method} ${call.url}`).toBe(403);
    }
  });
});
