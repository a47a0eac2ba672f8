import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
let karyawan: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
  karyawan = await createUser(t);
});
afterAll(() => t.close());

let seq = 0;
const req = (u: UserFixture, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  t.request({ method, url, token: u.token, body });
async function createRole(bagian: string[], nama = `Staf ${++seq}`) {
  const res = await req(admin, 'POST', '/api/roles', { nama, bagian });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; nama: string };
}
const monthRange = 'start-date=2026-10-01&end-date=2026-10-31';

describe('role management CRUD (Admin only)', () => {
  it('creates, lists, reads, updates and deletes a custom role with its admin sections', async () => {
    const created = await req(admin, 'POST', '/api/roles', {
      nama: '  Staf Penggajian ',
      bagian: ['penggajian', 'laporan', 'laporan'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      nama: 'Staf Penggajian',
      builtin: false,
      bagian: ['laporan', 'penggajian'],
      jumlah_pengguna: 0,
    });
    const id = created.body.id;

    const list = await req(hrd, 'GET', '/api/roles');
    expect(list.status).toBe(200);
    expect(list.body.items.slice(0, 3).map((r: { nama: string; builtin: boolean }) => [r.nama, r.builtin])).toEqual([
      ['Admin', true],
      ['HRD', true],
      ['Karyawan', true],
    ]);
    expect(list.body.items).toContainEqual(created.body);

    const put = await req(admin, 'PUT', `/api/roles/${id}`, { nama: 'Staf Payroll', bagian: ['penggajian'] });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, nama: 'Staf Payroll', bagian: ['penggajian'] });
    expect((await req(admin, 'GET', `/api/roles/${id}`)).body.nama).toBe('Staf Payroll');

    const del = await req(admin, 'DELETE', `/api/roles/${id}`);
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Role berhasil dihapus.');
    expect((await req(admin, 'GET', `/api/roles/${id}`)).status).toBe(404);
  });

  it('lets HRD read the list but not manage roles; employees get nothing', async () => {
    const role = await createRole(['laporan']);
    expect((await req(hrd, 'POST', '/api/roles', { nama: 'Coba', bagian: ['laporan'] })).status).toBe(403);
    expect((await req(hrd, 'PUT', `/api/roles/${role.id}`, { nama: 'Coba', bagian: ['laporan'] })).status).toBe(403);
    expect((await req(hrd, 'DELETE', `/api/roles/${role.id}`)).status).toBe(403);
    expect((await req(karyawan, 'GET', '/api/roles')).status).toBe(403);
    expect((await req(admin, 'GET', `/api/roles/${role.id}`)).body.nama).toBe(role.nama);
  });

  it('refuses bad names and sections with field messages', async () => {
    const cases: [unknown, string, string][] = [
      [{ nama: ' ', bagian: ['laporan'] }, 'nama', 'Nama role wajib diisi.'],
      [{ nama: 'Staf, Gudang', bagian: ['laporan'] }, 'nama', 'Nama role tidak boleh mengandung koma.'],
      [{ nama: 'x'.repeat(51), bagian: ['laporan'] }, 'nama', 'Nama role maksimal 50 karakter.'],
      [{ nama: 'Staf Kosong', bagian: [] }, 'bagian', 'Pilih minimal satu bagian admin.'],
      [{ nama: 'Staf Aneh', bagian: ['backup'] }, 'bagian.0', 'Bagian admin tidak dikenal.'],
      [{ nama: 'Tanpa Bagian' }, 'bagian', 'Bagian admin wajib diisi.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await req(admin, 'POST', '/api/roles', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[field]).toBe(message);
    }
  });

  it('refuses a duplicate name in any case, and changing or removing a built-in role', async () => {
    await createRole(['laporan'], 'Supervisor Laporan');
    const dup = await req(admin, 'POST', '/api/roles', { nama: 'SUPERVISOR laporan', bagian: ['laporan'] });
    expect(dup.status).toBe(409);
    expect(dup.body.errors.nama).toBe('Role "SUPERVISOR laporan" sudah ada.');
    expect((await req(admin, 'POST', '/api/roles', { nama: 'hrd', bagian: ['laporan'] })).status).toBe(409);

    const builtin = (await req(admin, 'GET', '/api/roles')).body.items.find((r: { nama: string }) => r.nama === 'HRD');
    for (const res of [
      await req(admin, 'PUT', `/api/roles/${builtin.id}`, { nama: 'HRD', bagian: ['laporan'] }),
      await req(admin, 'DELETE', `/api/roles/${builtin.id}`),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Role bawaan (Admin, HRD, Karyawan) tidak dapat diubah atau dihapus.');
    }
    expect((await req(admin, 'PUT', '/api/roles/999999', { nama: 'X', bagian: ['laporan'] })).status).toBe(404);
  });

  it('refuses to delete a role someone holds, naming how many', async () => {
    const role = await createRole(['riwayat']);
    await createUser(t, { roles: ['HRD', role.nama] });
    await createUser(t, { roles: ['Karyawan', role.nama] });
    expect((await req(admin, 'GET', `/api/roles/${role.id}`)).body.jumlah_pengguna).toBe(2);
    const res = await req(admin, 'DELETE', `/api/roles/${role.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Role masih dipakai oleh 2 pengguna.');
  });
});

describe('the guard follows the roles', () => {
  it('limits an HRD holding a custom role to its sections, at once when the role changes', async () => {
    const role = await createRole(['laporan']);
    const staf = await createUser(t, { roles: ['HRD', role.nama] });

    expect((await req(staf, 'GET', '/api/auth/me')).body.bagian_admin).toEqual(['laporan']);
    expect((await req(hrd, 'GET', '/api/auth/me')).body.bagian_admin).toBeNull();
    expect((await req(admin, 'GET', '/api/auth/me')).body.bagian_admin).toBeNull();
    expect((await req(karyawan, 'GET', '/api/auth/me')).body.bagian_admin).toEqual([]);

    expect((await req(staf, 'GET', `/api/laporan/rekap-periode?${monthRange}`)).status).toBe(200);
    expect((await req(staf, 'GET', '/api/dashboard/admin/summary')).status).toBe(200);
    // Reference lists read by filters of every section stay open; their management does not.
    expect((await req(staf, 'GET', '/api/jabatan')).status).toBe(200);
    expect((await req(staf, 'POST', '/api/jabatan', { nama: 'Tidak Boleh' })).status).toBe(403);
    const users = await req(staf, 'GET', '/api/users');
    expect(users.status).toBe(403);
    expect(users.body.message).toBeTruthy();
    expect((await req(staf, 'GET', '/api/penggajian')).status).toBe(403);
    expect((await req(staf, 'GET', '/api/attendance/admin')).status).toBe(403);

    expect((await req(admin, 'PUT', `/api/roles/${role.id}`, { nama: role.nama, bagian: ['laporan', 'karyawan'] })).status).toBe(
      200,
    );
    expect((await req(staf, 'GET', '/api/users')).status).toBe(200);
    expect((await req(staf, 'GET', '/api/auth/me')).body.bagian_admin).toEqual(['karyawan', 'laporan']);
  });

  it('gives an HRD the union of their custom roles, and an employee with a custom role no admin route', async () => {
    const a = await createRole(['penggajian']);
    const b = await createRole(['riwayat']);
    const staf = await createUser(t, { roles: ['HRD', a.nama, b.nama] });
    expect((await req(staf, 'GET', '/api/penggajian')).status).toBe(200);
    expect((await req(staf, 'GET', '/api/attendance/admin')).status).toBe(200);
    expect((await req(staf, 'GET', '/api/pengumuman/admin')).status).toBe(403);

    const emp = await createUser(t, { roles: ['Karyawan', a.nama] });
    expect((await req(emp, 'GET', '/api/penggajian')).status).toBe(403);
    expect((await req(emp, 'GET', '/api/dashboard/admin/summary')).status).toBe(403);
  });

  it('lets only an HRD opening the approval section decide requests of people they are not PIC of', async () => {
    const noApproval = await createUser(t, { roles: ['HRD', (await createRole(['laporan'])).nama] });
    const withApproval = await createUser(t, { roles: ['HRD', (await createRole(['approval'])).nama] });
    const emp = await createUser(t);
    const filed = await req(emp, 'POST', '/api/koreksi-kehadiran', {
      // Two days ago in Jakarta: within the 30 days a correction may go back, whenever the test runs.
      tanggal: new Date(Date.now() - 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' }),
      jam_masuk: '08:00',
      alasan: 'Lupa absen',
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const url = `/api/approval/koreksi/${filed.body.id}`;
    expect((await req(noApproval, 'GET', url)).status).toBe(404);
    expect((await req(noApproval, 'POST', url, { keputusan: 'Disetujui' })).status).not.toBe(200);
    expect((await req(withApproval, 'POST', url, { keputusan: 'Disetujui' })).status).toBe(200);
  });

  it('keeps a limited HRD from giving or taking HRD and custom roles', async () => {
    const role = await createRole(['karyawan']);
    const staf = await createUser(t, { roles: ['HRD', role.nama] });
    const base = { nip: `R${Date.now()}`, username: `r${Date.now()}`, fullname: 'Budi Santoso' };
    const asHrd = await req(staf, 'POST', '/api/users', { ...base, roles: ['HRD'] });
    expect(asHrd.status).toBe(403);
    expect(asHrd.body.message).toBe('Peran HRD dan role khusus hanya dapat diberikan atau dicabut oleh Admin.');
    expect((await req(staf, 'POST', '/api/users', { ...base, roles: ['Karyawan', role.nama] })).status).toBe(403);
    const plain = await req(staf, 'POST', '/api/users', { ...base, roles: ['Karyawan'] });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    // Nor may they drop their own limiting role.
    const self = (await req(staf, 'GET', `/api/users/${staf.id}`)).body;
    const dropOwn = await req(staf, 'PUT', `/api/users/${staf.id}`, {
      nip: self.nip,
      username: self.username,
      fullname: self.fullname,
      roles: ['HRD'],
    });
    expect(dropOwn.status).toBe(403);
    // Only Admin grants custom roles (issue 15), an HRD without limits neither.
    const withRole = { ...base, nip: `${base.nip}b`, username: `${base.username}b`, roles: ['Karyawan', role.nama] };
    expect((await req(hrd, 'POST', '/api/users', withRole)).status).toBe(403);
    expect((await req(admin, 'POST', '/api/users', withRole)).status).toBe(201);
  });
});
