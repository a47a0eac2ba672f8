import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { readExport } from '../../../test/xlsx.ts';
import { makeJabatan, makeLokasi } from './users.fixtures.ts';

// GET /users/export: the employee list of /admin/karyawan as xlsx, with the list's filters and the list's access.

let t: TestApp;
let admin: UserFixture;
let gudang: { id: number; nama: string };
let staf: { id: number; nama: string };

const get = (url: string, token = admin.token) => t.request({ method: 'GET', url, token });
const names = (rows: unknown[][]) => rows.map((r) => r[1]);

beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`update perusahaan set nama = 'PT Sinar Jaya' where id = 1`);
  admin = await createUser(t, { roles: ['Admin'], fullname: 'Zaenal Admin' });
  gudang = await makeLokasi(t, 'Gudang Bekasi');
  const kantor = await makeLokasi(t, 'Kantor Pusat');
  staf = await makeJabatan(t, 'Staf Gudang');
  await createUser(t, {
    fullname: 'Bambang Sutrisno',
    fields: { lokasi_id: gudang.id, jabatan_id: staf.id, tipe_karyawan: 'Harian' },
  });
  await createUser(t, { fullname: 'Citra Kirana', roles: ['HRD', 'Karyawan'], fields: { lokasi_id: kantor.id } });
  const gone = await createUser(t, { fullname: 'Andi Pratama', fields: { lokasi_id: gudang.id, jabatan_id: staf.id } });
  await t.db.query('update users set active = false where id = $1', [gone.id]);
});
afterAll(() => t.close());

describe('GET /users/export', () => {
  it('holds the filtered list with its columns, the filters above it and a dated name', async () => {
    const res = await get(`/api/users/export?lokasi_id=${gudang.id}&jabatan_id=${staf.id}&status=aktif`);
    expect(res.status).toBe(200);
    expect(res.body.filename).toMatch(/^Data_Karyawan_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const x = await readExport(res.body.file);
    expect(x.above.slice(0, 3)).toEqual([
      ['PT Sinar Jaya'],
      ['Data Karyawan'],
      ['Filter', 'Lokasi: Gudang Bekasi · Jabatan: Staf Gudang · Status: Aktif'],
    ]);
    expect(x.header).toEqual(['NIP', 'Nama', 'Username', 'Peran', 'Jabatan', 'Lokasi', 'Tipe Karyawan', 'Status']);
    // Andi is at the same place with the same job, but no longer active.
    expect(x.rows).toEqual([
      [
        expect.stringMatching(/^NIP/),
        'Bambang Sutrisno',
        expect.any(String),
        'Karyawan',
        'Staf Gudang',
        'Gudang Bekasi',
        'Harian',
        'Aktif',
      ],
    ]);

    const inactive = await readExport((await get('/api/users/export?status=nonaktif')).body.file);
    expect(names(inactive.rows)).toEqual(['Andi Pratama']);
    expect(inactive.above[2]).toEqual(['Filter', 'Status: Nonaktif']);
    const search = await readExport((await get('/api/users/export?search=kirana')).body.file);
    expect(names(search.rows)).toEqual(['Citra Kirana']);
    expect(search.rows[0][3]).toBe('HRD, Karyawan');
  });

  it('holds every page of the list, in the list order, and says when nothing was filtered', async () => {
    await t.db.query(
      `insert into users (nip, username, fullname, password_hash)
       select 'EKS' || lpad(i::text, 4, '0'), 'ekspor' || i, 'Ekspor ' || lpad(i::text, 4, '0'), 'x' from generate_series(1, 620) i`,
    );
    const listed: string[] = [];
    for (let page = 1; ; page++) {
      const body = (await get(`/api/users?size=200&page=${page}`)).body;
      listed.push(...body.items.map((u: { fullname: string }) => u.fullname));
      if (body.items.length < 200) break;
    }
    const x = await readExport((await get('/api/users/export')).body.file);
    expect(x.above[2]).toEqual(['Filter', 'Semua data']);
    expect(listed.length).toBe(624);
    expect(names(x.rows)).toEqual(listed);
  });

  it('is refused to callers who may not open the employee list', async () => {
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Laporan', bagian: ['laporan'] },
    });
    expect(role.status).toBe(201);
    const limited = await createUser(t, { roles: ['HRD', 'Staf Laporan'] });
    const employee = await createUser(t);
    expect((await get('/api/users/export', limited.token)).status).toBe(403);
    expect((await get('/api/users/export', employee.token)).status).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/users/export' })).status).toBe(401);
    expect((await get('/api/users/export?status=semua')).status).toBe(400);
  });
});
