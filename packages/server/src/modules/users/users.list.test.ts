import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { makeJabatan, makeLokasi } from './users.fixtures.ts';

let t: TestApp;
let admin: UserFixture;
const list = async (query: string) => (await t.request({ method: 'GET', url: `/api/users?${query}`, token: admin.token })).body;
const ids = (body: { items: { id: number }[] }) => body.items.map((i) => i.id);

let gudang: { id: number; nama: string };
let kantor: { id: number; nama: string };
let staf: { id: number; nama: string };
let a: UserFixture;
let b: UserFixture;
let c: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Zaenal Admin' });
  [gudang, kantor, staf] = [
    await makeLokasi(t, 'Gudang Bekasi'),
    await makeLokasi(t, 'Kantor Pusat'),
    await makeJabatan(t, 'Staf'),
  ];
  a = await createUser(t, {
    fullname: 'Bambang Sutrisno',
    fields: { lokasi_id: gudang.id, jabatan_id: staf.id, tipe_karyawan: 'Harian' },
  });
  b = await createUser(t, { fullname: 'Citra Kirana', roles: ['HRD', 'Karyawan'], fields: { lokasi_id: kantor.id } });
  c = await createUser(t, { fullname: 'Andi 100% Jaya', fields: { lokasi_id: gudang.id } });
  await t.db.query('update users set active = false where id = $1', [c.id]);
});
afterAll(() => t.close());

describe('GET /users', () => {
  it('answers items with the list fields and the total, sorted by name', async () => {
    const body = await list('page=1&size=10');
    expect(body.total).toBe(4);
    expect(body.items.map((i: { fullname: string }) => i.fullname)).toEqual([
      'Andi 100% Jaya',
      'Bambang Sutrisno',
      'Citra Kirana',
      'Zaenal Admin',
    ]);
    expect(body.items[1]).toEqual({
      id: a.id,
      nip: a.nip,
      username: a.username,
      fullname: 'Bambang Sutrisno',
      roles: ['Karyawan'],
      jabatan: 'Staf',
      lokasi: 'Gudang Bekasi',
      tipe_karyawan: 'Harian',
      active: true,
    });
    expect(body.items[2].roles).toEqual(['HRD', 'Karyawan']);
  });

  it('pages with page and size while the total stays the whole match', async () => {
    const p1 = await list('page=1&size=3');
    const p2 = await list('page=2&size=3');
    expect(p1.total).toBe(4);
    expect(p2.total).toBe(4);
    expect(ids(p1)).toHaveLength(3);
    expect(ids(p2)).toEqual([admin.id]);
    expect(await list('page=5&size=3')).toEqual({ items: [], total: 4 });
  });

  it('searches NIP, name and username case-insensitively, taking % literally', async () => {
    expect(ids(await list(`search=${a.nip.toLowerCase()}`))).toEqual([a.id]);
    expect(ids(await list('search=KIRANA'))).toEqual([b.id]);
    expect(ids(await list(`search=${c.username.toUpperCase()}`))).toEqual([c.id]);
    expect(ids(await list(`search=${encodeURIComponent('100%')}`))).toEqual([c.id]);
    expect(await list('search=tidak-ada-siapa-pun')).toEqual({ items: [], total: 0 });
  });

  it('filters by lokasi, jabatan and status, combined with search', async () => {
    expect(ids(await list(`lokasi_id=${gudang.id}`))).toEqual([c.id, a.id]);
    expect(ids(await list(`lokasi_id=${gudang.id}&status=aktif`))).toEqual([a.id]);
    expect(ids(await list('status=nonaktif'))).toEqual([c.id]);
    expect(ids(await list(`jabatan_id=${staf.id}`))).toEqual([a.id]);
    expect(ids(await list(`lokasi_id=${kantor.id}&search=bambang`))).toEqual([]);
    expect((await list('status=')).total).toBe(4);
  });

  it('refuses bad query values with 400', async () => {
    for (const q of ['status=pensiun', 'lokasi_id=abc', 'page=0', 'size=500']) {
      const res = await t.request({ method: 'GET', url: `/api/users?${q}`, token: admin.token });
      expect(res.status, q).toBe(400);
    }
  });
});

describe('GET /users/find-user', () => {
  it('gives Admin/HRD of the karyawan section the PIC picker list: active people, id, NIP and name only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/find-user?search=a&size=50', token: admin.token });
    expect(res.status).toBe(200);
    expect(ids(res.body)).not.toContain(c.id);
    expect(res.body.items.find((i: { id: number }) => i.id === a.id)).toEqual({
      id: a.id,
      nip: a.nip,
      fullname: 'Bambang Sutrisno',
    });
    const byNip = await t.request({ method: 'GET', url: `/api/users/find-user?search=${b.nip}`, token: b.token });
    expect(byNip.body).toEqual({ items: [{ id: b.id, nip: b.nip, fullname: 'Citra Kirana' }], total: 1 });
    expect((await t.request({ method: 'GET', url: '/api/users/find-user' })).status).toBe(401);
  });

  it('refuses the directory to an employee and to an HRD whose roles do not open the karyawan section', async () => {
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Laporan', bagian: ['laporan'] },
    });
    const limited = await createUser(t, { roles: ['HRD', role.body.nama] });
    for (const token of [a.token, limited.token]) {
      const res = await t.request({ method: 'GET', url: '/api/users/find-user?size=50', token });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Anda tidak memiliki akses ke fitur ini.');
      expect(res.body).not.toHaveProperty('items');
    }
  });
});
