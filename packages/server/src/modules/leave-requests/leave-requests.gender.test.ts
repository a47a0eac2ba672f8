import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { fileIzin, jenisIzin, makeEmployee, makeJadwal } from './leave-requests.fixtures.ts';

// Leave types limited to one gender (issue 19): the leave form only offers an employee the types they may take, and
// the server refuses the others, in Indonesian.

let t: TestApp;
let hrd: UserFixture;
let jadwal: number;
let CM: number; // maternity leave: women
let IML: number; // wife giving birth: men
let woman: UserFixture;
let man: UserFixture;
let unknown: UserFixture;

beforeAll(async () => {
  t = await createTestApp();
  hrd = await createUser(t, { roles: ['HRD'] });
  jadwal = await makeJadwal(t);
  CM = await jenisIzin(t, 'CM');
  IML = await jenisIzin(t, 'IML');
  woman = await makeEmployee(t, jadwal, { jenis_kelamin: 'Perempuan' });
  man = await makeEmployee(t, jadwal, { jenis_kelamin: 'Laki-laki' });
  unknown = await makeEmployee(t, jadwal);
});
afterAll(() => t.close());

const offered = async (u: UserFixture) =>
  ((await t.request({ method: 'GET', url: '/api/jenis-izin?size=100', token: u.token })).body.items as { kode: string }[]).map(
    (j) => j.kode,
  );

describe('leave types limited by gender', () => {
  it('limits the statutory ones from the start and lets HR set or clear the limit', async () => {
    const cm = await t.request({ method: 'GET', url: `/api/jenis-izin/${CM}`, token: hrd.token });
    expect(cm.body.jenis_kelamin).toBe('Perempuan');
    const iml = await t.request({ method: 'GET', url: `/api/jenis-izin/${IML}`, token: hrd.token });
    expect(iml.body.jenis_kelamin).toBe('Laki-laki');

    const body = { nama: 'Cuti Ayah', berbayar: true, jenis_kelamin: 'Laki-laki' };
    const created = await t.request({ method: 'POST', url: '/api/jenis-izin', token: hrd.token, body });
    expect([created.status, created.body.jenis_kelamin]).toEqual([201, 'Laki-laki']);
    const cleared = await t.request({
      method: 'PUT',
      url: `/api/jenis-izin/${created.body.id}`,
      token: hrd.token,
      body: { ...body, jenis_kelamin: '' },
    });
    expect([cleared.status, cleared.body.jenis_kelamin]).toEqual([200, null]);
    const bad = await t.request({
      method: 'POST',
      url: '/api/jenis-izin',
      token: hrd.token,
      body: { ...body, nama: 'Cuti Lain', jenis_kelamin: 'Pria' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.jenis_kelamin).toBe("Khusus jenis kelamin harus 'Laki-laki' atau 'Perempuan'.");
  });

  it('offers each employee only the types they may take; admins see every type', async () => {
    const forWoman = await offered(woman);
    expect(forWoman).toContain('CM');
    expect(forWoman).not.toContain('IML');
    const forMan = await offered(man);
    expect(forMan).toContain('IML');
    expect(forMan).not.toContain('CM');
    expect(forMan).not.toContain('SH');
    const forUnknown = await offered(unknown);
    expect(forUnknown).toContain('CT');
    expect(forUnknown).not.toContain('CM');
    expect(forUnknown).not.toContain('IML');
    const forHrd = await offered(hrd);
    expect(forHrd).toEqual(expect.arrayContaining(['CM', 'IML']));
    // HR filing their own leave (the leave form asks untuk_saya) is an employee like any other.
    await t.db.query(`update users set jenis_kelamin = 'Perempuan' where id = $1`, [hrd.id]);
    const own = await t.request({ method: 'GET', url: '/api/jenis-izin?size=100&untuk_saya=true', token: hrd.token });
    const kode = own.body.items.map((j: { kode: string }) => j.kode);
    expect(kode).toContain('CM');
    expect(kode).not.toContain('IML');
  });

  it('refuses a request (and its preview) for a type limited to the other gender', async () => {
    const range = { tanggal_mulai: '2031-01-06', tanggal_selesai: '2031-01-07' };
    const refused = await fileIzin(t, woman, { jenis_izin_id: IML, ...range });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.jenis_izin_id).toBe('Istri Melahirkan atau Keguguran hanya untuk karyawan laki-laki.');
    const preview = await t.request({
      method: 'GET',
      url: `/api/izin/preview?jenis_izin_id=${CM}&tanggal_mulai=2031-01-06&tanggal_selesai=2031-01-07`,
      token: man.token,
    });
    expect([preview.status, preview.body.message]).toEqual([400, 'Cuti Melahirkan hanya untuk karyawan perempuan.']);
    const noGender = await fileIzin(t, unknown, { jenis_izin_id: IML, ...range });
    expect(noGender.body.message).toBe(
      'Istri Melahirkan atau Keguguran hanya untuk karyawan laki-laki. Jenis kelamin Anda belum tercatat; hubungi HRD.',
    );
    const allowed = await fileIzin(t, man, { jenis_izin_id: IML, ...range });
    expect([allowed.status, allowed.body.jumlah_hari]).toEqual([201, 2]);
  });
});
