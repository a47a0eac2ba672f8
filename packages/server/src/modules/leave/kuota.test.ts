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

const post = (b: Record<string, unknown>, token = hrd.token) =>
  t.request({ method: 'POST', url: '/api/kuota-cuti', token, body: b });
const get = (url: string, token = hrd.token) => t.request({ method: 'GET', url, token });

describe('who may call the leave quota calls', () => {
  const calls = [
    { method: 'GET', url: '/api/kuota-cuti' },
    { method: 'POST', url: '/api/kuota-cuti', body: {} },
    { method: 'POST', url: '/api/kuota-cuti/generate', body: { tahun: 2026 } },
    { method: 'GET', url: '/api/kuota-cuti/user/1' },
    { method: 'GET', url: '/api/kuota-cuti/1' },
    { method: 'PUT', url: '/api/kuota-cuti/1', body: {} },
    { method: 'DELETE', url: '/api/kuota-cuti/1' },
  ] as const;

  it('refuses anonymous callers with 401 and a Karyawan with 403', async () => {
    for (const c of calls) {
      expect((await t.request({ ...c })).status, `${c.method} ${c.url}`).toBe(401);
      const res = await t.request({ ...c, token: karyawan.token });
      expect(res.status, `${c.method} ${c.url}`).toBe(403);
    }
  });
});

describe('kuota cuti CRUD', () => {
  it('creates (201), reads, updates and deletes one quota', async () => {
    const u = await createUser(t, { fields: { tanggal_masuk: '2020-03-01' } });
    const created = await post({ user_id: u.id, tahun: 2026, total_hari: 14, keterangan: '  Kebijakan perusahaan ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      user_id: u.id,
      nip: u.nip,
      nama: u.fullname,
      tahun: 2026,
      total_hari: 14,
      keterangan: 'Kebijakan perusahaan',
      terpakai: 0,
      menunggu: 0,
      sisa: 14,
    });
    const id = created.body.id;
    expect((await get(`/api/kuota-cuti/${id}`)).body).toEqual(created.body);

    const put = await t.request({ method: 'PUT', url: `/api/kuota-cuti/${id}`, token: hrd.token, body: { total_hari: 10 } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, tahun: 2026, total_hari: 10, keterangan: null, sisa: 10 });

    const del = await t.request({ method: 'DELETE', url: `/api/kuota-cuti/${id}`, token: hrd.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Kuota cuti berhasil dihapus.');
    expect((await get(`/api/kuota-cuti/${id}`)).status).toBe(404);
  });

  it('keeps one quota per employee and year (409 on the year field)', async () => {
    const u = await createUser(t);
    expect((await post({ user_id: u.id, tahun: 2025, total_hari: 12 })).status).toBe(201);
    const dup = await post({ user_id: u.id, tahun: 2025, total_hari: 5 });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      code: 'DUPLICATE',
      errors: { tahun: 'Kuota cuti tahun 2025 untuk karyawan ini sudah ada.' },
    });
    expect((await post({ user_id: u.id, tahun: 2026, total_hari: 12 })).status).toBe(201);
  });

  it('refuses invalid input, an unknown or deactivated employee, with Indonesian field errors', async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      user_id: 'Karyawan wajib dipilih.',
      tahun: 'Tahun wajib diisi.',
      total_hari: 'Total hari wajib diisi.',
    });
    expect((await post({ user_id: karyawan.id, tahun: 1999, total_hari: 12 })).body.errors.tahun).toBe('Tahun minimal 2000.');
    expect((await post({ user_id: karyawan.id, tahun: 2026, total_hari: -1 })).body.errors.total_hari).toBe(
      'Total hari minimal 0.',
    );
    expect((await post({ user_id: karyawan.id, tahun: 2026, total_hari: 2.5 })).body.errors.total_hari).toBe(
      'Total hari harus bilangan bulat.',
    );
    const unknown = await post({ user_id: 999999, tahun: 2026, total_hari: 12 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.user_id).toBe('Karyawan tidak ditemukan.');
    const gone = await createUser(t);
    await t.db.query('update users set active = false where id = $1', [gone.id]);
    expect((await post({ user_id: gone.id, tahun: 2026, total_hari: 12 })).body.errors.user_id).toBe(
      'Karyawan sudah tidak aktif.',
    );
    const badPut = await t.request({ method: 'PUT', url: '/api/kuota-cuti/1', token: hrd.token, body: { total_hari: 400 } });
    expect(badPut.body.errors.total_hari).toBe('Total hari paling banyak 366.');
  });

  it('answers 404 for an unknown quota or employee and 400 for a malformed id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({ method, url: '/api/kuota-cuti/999999', token: hrd.token, body: { total_hari: 1 } });
      expect(res.status, method).toBe(404);
      expect(res.body.message).toBe('Kuota cuti tidak ditemukan.');
    }
    const user = await get('/api/kuota-cuti/user/999999');
    expect(user.status).toBe(404);
    expect(user.body.message).toBe('Karyawan tidak ditemukan.');
    expect((await get('/api/kuota-cuti/abc')).status).toBe(400);
  });
});

describe('GET /kuota-cuti: every active employee with their quota of the year', () => {
  it('lists holders and non-holders, searchable by name or NIP, paged', async () => {
    const tag = `Kuota${Date.now().toString(36)}`;
    const a = await createUser(t, { fullname: `${tag} Andi`, fields: { tanggal_masuk: '2019-07-15' } });
    const b = await createUser(t, { fullname: `${tag} Bunga` });
    const c = await createUser(t, { fullname: `${tag} Citra` });
    await t.db.query('update users set active = false where id = $1', [c.id]);
    await post({ user_id: a.id, tahun: 2027, total_hari: 12 });
    await post({ user_id: a.id, tahun: 2026, total_hari: 20 });

    const res = await get(`/api/kuota-cuti?tahun=2027&search=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 2,
      items: [
        {
          user_id: a.id,
          nip: a.nip,
          nama: a.fullname,
          tanggal_masuk: '2019-07-15',
          periode: 2027,
          kuota_id: expect.any(Number),
          total_kuota: 12,
          terpakai: 0,
          menunggu: 0,
          sisa: 12,
        },
        {
          user_id: b.id,
          nip: b.nip,
          nama: b.fullname,
          tanggal_masuk: null,
          periode: 2027,
          kuota_id: null,
          total_kuota: null,
          terpakai: 0,
          menunggu: 0,
          sisa: null,
        },
      ],
    });
    const page2 = await get(`/api/kuota-cuti?tahun=2027&search=${tag}&size=1&page=2`);
    expect(page2.body.total).toBe(2);
    expect(page2.body.items.map((r: { user_id: number }) => r.user_id)).toEqual([b.id]);
    const byNip = await get(`/api/kuota-cuti?tahun=2027&search=${a.nip.toLowerCase()}`);
    expect(byNip.body.items.map((r: { user_id: number }) => r.user_id)).toEqual([a.id]);
    expect((await get('/api/kuota-cuti?tahun=abc')).body.errors.tahun).toBe('Tahun harus berupa angka.');
  });

  it('defaults to the current year', async () => {
    const u = await createUser(t);
    await post({ user_id: u.id, tahun: new Date().getFullYear(), total_hari: 9 });
    const res = await get(`/api/kuota-cuti?search=${u.nip}`);
    expect(res.body.items[0]).toMatchObject({ periode: new Date().getFullYear(), total_kuota: 9 });
  });
});

describe('GET /kuota-cuti/user/{user_id}: one employee by year', () => {
  it('answers the employee and their quotas, newest year first, optionally one year', async () => {
    const u = await createUser(t, { fields: { tanggal_masuk: '2018-01-02' } });
    for (const tahun of [2024, 2026, 2025]) await post({ user_id: u.id, tahun, total_hari: tahun - 2012 });
    const res = await get(`/api/kuota-cuti/user/${u.id}`);
    expect(res.status).toBe(200);
    expect(res.body.karyawan).toEqual({ id: u.id, nip: u.nip, nama: u.fullname, tanggal_masuk: '2018-01-02', aktif: true });
    expect(res.body.items.map((k: { tahun: number; total_hari: number }) => [k.tahun, k.total_hari])).toEqual([
      [2026, 14],
      [2025, 13],
      [2024, 12],
    ]);
    const one = await get(`/api/kuota-cuti/user/${u.id}?tahun=2025`);
    expect(one.body.items).toEqual([expect.objectContaining({ tahun: 2025, total_hari: 13, sisa: 13 })]);
  });
});

describe('GET /users/kuota-cuti (Laporan Kuota Cuti)', () => {
  it('answers the spec rows for employees holding a quota in the period, searchable and paged', async () => {
    const tag = `Lap${Date.now().toString(36)}`;
    const a = await createUser(t, { fullname: `${tag} Agus` });
    const b = await createUser(t, { fullname: `${tag} Bayu` });
    const none = await createUser(t, { fullname: `${tag} Cahya` });
    const left = await createUser(t, { fullname: `${tag} Dewi` });
    await post({ user_id: a.id, tahun: 2028, total_hari: 12 });
    await post({ user_id: b.id, tahun: 2028, total_hari: 15 });
    await post({ user_id: left.id, tahun: 2028, total_hari: 12 });
    await post({ user_id: none.id, tahun: 2029, total_hari: 12 });
    await t.db.query('update users set active = false where id = $1', [left.id]);

    const res = await get(`/api/users/kuota-cuti?periode=2028&search=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 3,
      items: [
        { nip: a.nip, nama: a.fullname, periode: 2028, total_cuti_tahunan: 12, cuti_tahunan_terpakai: 0, sisa_cuti_tahunan: 12 },
        { nip: b.nip, nama: b.fullname, periode: 2028, total_cuti_tahunan: 15, cuti_tahunan_terpakai: 0, sisa_cuti_tahunan: 15 },
        // A deactivated employee's quota of the period stays in the report (e.g. for the leave paid out on leaving).
        {
          nip: left.nip,
          nama: left.fullname,
          periode: 2028,
          total_cuti_tahunan: 12,
          cuti_tahunan_terpakai: 0,
          sisa_cuti_tahunan: 12,
        },
      ],
    });
    const paged = await get(`/api/users/kuota-cuti?periode=2028&search=${tag}&page=2&size=2`);
    expect(paged.body.total).toBe(3);
    expect(paged.body.items.map((r: { nip: string }) => r.nip)).toEqual([left.nip]);
    const byNip = await get(`/api/users/kuota-cuti?periode=2028&search=${b.nip}`);
    expect(byNip.body.items.map((r: { nip: string }) => r.nip)).toEqual([b.nip]);
    expect((await get(`/api/users/kuota-cuti?periode=2030&search=${tag}`)).body).toEqual({ items: [], total: 0 });
  });
});
