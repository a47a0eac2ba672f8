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

const deactivate = (u: UserFixture) => t.db.query('update users set active = false where id = $1', [u.id]);
const create = (nama: string, token = hrd.token) => t.request({ method: 'POST', url: '/api/jabatan', token, body: { nama } });

describe('jabatan CRUD', () => {
  it('creates (201), reads, updates and deletes a job title', async () => {
    const created = await create('  Staf Gudang  ');
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), nama: 'Staf Gudang', jumlah_karyawan: 0 });
    const id = created.body.id;

    const got = await t.request({ method: 'GET', url: `/api/jabatan/${id}`, token: hrd.token });
    expect(got.status).toBe(200);
    expect(got.body.nama).toBe('Staf Gudang');

    const put = await t.request({ method: 'PUT', url: `/api/jabatan/${id}`, token: hrd.token, body: { nama: 'Kepala Gudang' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, nama: 'Kepala Gudang' });

    const del = await t.request({ method: 'DELETE', url: `/api/jabatan/${id}`, token: hrd.token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Jabatan berhasil dihapus.');
    const gone = await t.request({ method: 'GET', url: `/api/jabatan/${id}`, token: hrd.token });
    expect(gone.status).toBe(404);
  });

  it('lists with search on nama, paging and a total, sorted by name', async () => {
    for (const nama of ['Teknisi Listrik', 'Teknisi Mesin', 'Akuntan Pajak']) expect((await create(nama)).status).toBe(201);
    const res = await t.request({ method: 'GET', url: '/api/jabatan?search=teknisi&size=1&page=2', token: hrd.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.items.map((j: { nama: string }) => j.nama)).toEqual(['Teknisi Mesin']);
    const all = await t.request({ method: 'GET', url: '/api/jabatan?size=200', token: hrd.token });
    expect(all.status).toBe(200);
    const names = all.body.items.map((j: { nama: string }) => j.nama);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await t.request({ method: 'GET', url: '/api/jabatan?size=201', token: hrd.token })).status).toBe(400);
  });

  it('counts active employees per job title in the list and the detail', async () => {
    const { body: j } = await create('Operator Produksi');
    for (let i = 0; i < 2; i++) await createUser(t, { fields: { jabatan_id: j.id } });
    await deactivate(await createUser(t, { fields: { jabatan_id: j.id } }));
    const list = await t.request({ method: 'GET', url: '/api/jabatan?search=Operator Produksi', token: hrd.token });
    expect(list.body.items).toEqual([{ id: j.id, nama: 'Operator Produksi', jumlah_karyawan: 2 }]);
    const detail = await t.request({ method: 'GET', url: `/api/jabatan/${j.id}`, token: hrd.token });
    expect(detail.body.jumlah_karyawan).toBe(2);
  });
});

describe('jabatan rules', () => {
  it('refuses an empty or too long name with field errors', async () => {
    const empty = await create('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('VALIDATION_ERROR');
    expect(empty.body.errors.nama).toBe('Nama jabatan wajib diisi.');
    const missing = await t.request({ method: 'POST', url: '/api/jabatan', token: hrd.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.nama).toBe('Nama jabatan wajib diisi.');
    const long = await create('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.errors.nama).toBe('Nama jabatan maksimal 100 karakter.');
  });

  it('refuses a duplicate name regardless of case with 409, on create and on update', async () => {
    expect((await create('Supervisor')).status).toBe(201);
    const dup = await create('SUPERVISOR');
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'DUPLICATE', message: 'Jabatan "SUPERVISOR" sudah ada.' });
    expect(dup.body.errors.nama).toBe('Jabatan "SUPERVISOR" sudah ada.');
    const other = await create('Mandor');
    const rename = await t.request({
      method: 'PUT',
      url: `/api/jabatan/${other.body.id}`,
      token: hrd.token,
      body: { nama: 'supervisor' },
    });
    expect(rename.status).toBe(409);
    const sameName = await t.request({
      method: 'PUT',
      url: `/api/jabatan/${other.body.id}`,
      token: hrd.token,
      body: { nama: 'MANDOR' },
    });
    expect(sameName.status).toBe(200);
  });

  it('refuses to delete a job title still held by employees, naming how many', async () => {
    const { body: j } = await create('Sopir');
    for (let i = 0; i < 3; i++) await createUser(t, { fields: { jabatan_id: j.id } });
    const res = await t.request({ method: 'DELETE', url: `/api/jabatan/${j.id}`, token: hrd.token });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'IN_USE', message: 'Jabatan masih dipakai oleh 3 karyawan.' });
    expect((await t.request({ method: 'GET', url: `/api/jabatan/${j.id}`, token: hrd.token })).status).toBe(200);
  });

  it('keeps a job title that only deactivated employees hold, so their history stays', async () => {
    const { body: j } = await create('Kurir Lama');
    await deactivate(await createUser(t, { fields: { jabatan_id: j.id } }));
    const res = await t.request({ method: 'DELETE', url: `/api/jabatan/${j.id}`, token: hrd.token });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Jabatan masih tercatat pada 1 karyawan nonaktif.');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.request({ method, url: '/api/jabatan/999999', token: hrd.token, body: { nama: 'Apa Saja' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 'NOT_FOUND', message: 'Jabatan tidak ditemukan.' });
    }
    expect((await t.request({ method: 'GET', url: '/api/jabatan/abc', token: hrd.token })).status).toBe(400);
  });
});

describe('jabatan access', () => {
  it('refuses anonymous callers with 401', async () => {
    expect((await t.request({ method: 'GET', url: '/api/jabatan' })).status).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/jabatan', body: { nama: 'Anonim' } })).status).toBe(401);
  });

  it('refuses a plain employee with 403 on every call, reads for selects included', async () => {
    const { body: j } = await create('Satpam');
    const calls = [
      { method: 'GET', url: '/api/jabatan?size=200' },
      { method: 'GET', url: `/api/jabatan/${j.id}` },
      { method: 'POST', url: '/api/jabatan', body: { nama: 'Curang' } },
      { method: 'PUT', url: `/api/jabatan/${j.id}`, body: { nama: 'Curang' } },
      { method: 'DELETE', url: `/api/jabatan/${j.id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call, token: karyawan.token });
      expect(res.status, `${call.method} ${call.url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await t.request({ method: 'GET', url: `/api/jabatan/${j.id}`, token: hrd.token })).body.nama).toBe('Satpam');
  });

  it('lets an Admin (not only HRD) manage job titles', async () => {
    const admin = await createUser(t, { roles: ['Admin'] });
    expect((await create('Resepsionis', admin.token)).status).toBe(201);
  });
});
