import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

let t: TestApp;
let admin: UserFixture;
let karyawan: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  karyawan = await createUser(t);
});
afterAll(() => t.close());

const profile = {
  nama: 'PT Sinar Jaya Abadi',
  alamat: 'Jl. Sudirman No. 1, Jakarta',
  telepon: '021-555123',
  email: 'hrd@sinarjaya.co.id',
  website: 'https://sinarjaya.co.id',
  npwp: '01.234.567.8-901.000',
};

describe('company profile', () => {
  it('starts with the default single record, readable by any signed-in employee', async () => {
    const res = await t.request({ method: 'GET', url: '/api/perusahaan', token: karyawan.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nama: 'Perusahaan Saya', alamat: null, email: null });
    expect(new Date(res.body.updated_at).toISOString()).toBe(res.body.updated_at);
  });

  it('an admin updates it and everyone reads the new values', async () => {
    const put = await t.request({ method: 'PUT', url: '/api/perusahaan', token: admin.token, body: profile });
    expect(put.status).toBe(200);
    // The formatted 15-digit NPWP is kept as Coretax's 16 digits, and the head office's ID TKU follows from it.
    const saved = { ...profile, npwp: '0012345678901000', id_tku: '0012345678901000000000' };
    expect(put.body).toMatchObject(saved);
    const read = await t.request({ method: 'GET', url: '/api/perusahaan', token: karyawan.token });
    expect(read.body).toMatchObject(saved);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from perusahaan');
    expect(n).toBe(1);
  });

  it('clears optional fields sent empty', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/perusahaan',
      token: admin.token,
      body: { nama: 'PT Sinar Jaya', alamat: '', telepon: null, email: '', website: '  ', npwp: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      nama: 'PT Sinar Jaya',
      alamat: null,
      telepon: null,
      email: null,
      website: null,
      npwp: null,
    });
  });

  it('refuses a missing name and a malformed email with field errors', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/perusahaan', token: admin.token, body: { email: 'bukan-email' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors.nama).toBe('Nama perusahaan wajib diisi.');
    expect(res.body.errors.email).toBeTruthy();
  });

  it('HRD may update it too', async () => {
    const hrd = await createUser(t, { roles: ['HRD'] });
    const res = await t.request({ method: 'PUT', url: '/api/perusahaan', token: hrd.token, body: profile });
    expect(res.status).toBe(200);
  });
});

describe('company profile access', () => {
  it('refuses anonymous reads and writes with 401', async () => {
    expect((await t.request({ method: 'GET', url: '/api/perusahaan' })).status).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/api/perusahaan', body: profile })).status).toBe(401);
  });

  it('refuses an update by a plain employee with 403 and changes nothing', async () => {
    const before = await t.request({ method: 'GET', url: '/api/perusahaan', token: karyawan.token });
    const res = await t.request({
      method: 'PUT',
      url: '/api/perusahaan',
      token: karyawan.token,
      body: { ...profile, nama: 'PT Diambil Alih' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const after = await t.request({ method: 'GET', url: '/api/perusahaan', token: karyawan.token });
    expect(after.body).toEqual(before.body);
  });
});
