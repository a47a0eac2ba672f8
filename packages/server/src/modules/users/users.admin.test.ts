import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { makeJabatan, makeJadwal, makeLokasi, newUserBody } from './users.fixtures.ts';

let t: TestApp;
let admin: UserFixture;
let karyawan: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  karyawan = await createUser(t);
});
afterAll(() => t.close());

const post = (body: unknown, token = admin.token) => t.request({ method: 'POST', url: '/api/users', token, body });

describe('who may call the admin user calls', () => {
  const calls = [
    { method: 'GET', url: '/api/users' },
    { method: 'POST', url: '/api/users', body: {} },
    { method: 'GET', url: '/api/users/1' },
    { method: 'PUT', url: '/api/users/1', body: {} },
    { method: 'DELETE', url: '/api/users/1' },
    { method: 'GET', url: '/api/users/posible-pic/1' },
    { method: 'POST', url: '/api/users/resend-login-data', body: { user_id: 1 } },
    { method: 'GET', url: '/api/users/kuota-cuti' },
    { method: 'GET', url: '/api/roles' },
  ] as const;

  it('refuses anonymous callers with 401', async () => {
    for (const c of calls) expect((await t.request({ ...c })).status, `${c.method} ${c.url}`).toBe(401);
  });

  it('refuses a Karyawan with 403', async () => {
    for (const c of calls) {
      const res = await t.request({ ...c, token: karyawan.token });
      expect(res.status, `${c.method} ${c.url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('lets HRD in', async () => {
    const hrd = await createUser(t, { roles: ['HRD'] });
    expect((await t.request({ method: 'GET', url: '/api/users', token: hrd.token })).status).toBe(200);
  });
});

describe('POST /users', () => {
  it('creates an employee with every reference and answers 201 with the full record', async () => {
    const [jabatan, lokasi, jadwal] = [await makeJabatan(t), await makeLokasi(t), await makeJadwal(t)];
    const pic = await createUser(t, { fullname: 'Agus Pratama' });
    const body = newUserBody({
      password: 'MulaiKerja1',
      roles: ['Karyawan', 'hrd'],
      jabatan_id: jabatan.id,
      lokasi_id: lokasi.id,
      jadwal_kerja_id: jadwal.id,
      tipe_karyawan: 'Kontrak',
      tanggal_masuk: '2025-01-06',
      pic_ids: [pic.id, pic.id],
      email: 'dewi@contoh.co.id',
      no_hp: '081234567890',
      no_bpjs_kesehatan: '0001234567890',
    });
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      nip: body.nip,
      username: body.username,
      fullname: body.fullname,
      roles: ['HRD', 'Karyawan'],
      jabatan: jabatan.nama,
      lokasi: lokasi.nama,
      jadwal_kerja: jadwal.nama,
      tipe_karyawan: 'Kontrak',
      tanggal_masuk: '2025-01-06',
      pics: [{ id: pic.id, nip: pic.nip, fullname: 'Agus Pratama' }],
      email: 'dewi@contoh.co.id',
      no_bpjs_kesehatan: '0001234567890',
      active: true,
      must_change_password: false,
      deactivated_at: null,
    });
    expect(res.body).not.toHaveProperty('data_login');
    expect(res.body).not.toHaveProperty('password_hash');
    expect(await login(t, body.username, 'MulaiKerja1')).toBeTruthy();
  });

  it('without a password generates a temporary one, answered once, that must be changed', async () => {
    const body = newUserBody();
    const res = await post(body);
    expect(res.status).toBe(201);
    expect(res.body.must_change_password).toBe(true);
    const temp = res.body.data_login.password_sementara;
    expect(temp).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z0-9]{10}$/);
    const again = await t.request({ method: 'GET', url: `/api/users/${res.body.id}`, token: admin.token });
    expect(JSON.stringify(again.body)).not.toContain(temp);
    const signIn = await t.request({ method: 'POST', url: '/api/auth/login', body: { username: body.username, password: temp } });
    expect(signIn.body.must_change_password).toBe(true);
    const blocked = await t.request({ method: 'GET', url: '/api/users/data-kontak', token: signIn.body.token });
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('refuses a NIP or username already used, case-insensitively, with 409', async () => {
    const first = newUserBody();
    expect((await post(first)).status).toBe(201);
    const sameNip = await post(newUserBody({ nip: first.nip.toLowerCase() }));
    expect(sameNip.status).toBe(409);
    expect(sameNip.body).toMatchObject({ code: 'DUPLICATE', message: 'NIP sudah dipakai karyawan lain.' });
    expect(sameNip.body.errors.nip).toBe('NIP sudah dipakai karyawan lain.');
    const sameUsername = await post(newUserBody({ username: first.username.toUpperCase() }));
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body).toMatchObject({ code: 'DUPLICATE', message: 'Username sudah dipakai.' });
  });

  it('only an Admin may give someone the Admin role', async () => {
    const hrd = await createUser(t, { roles: ['HRD'] });
    const res = await post(newUserBody({ roles: ['Admin'] }), hrd.token);
    expect(res.status).toBe(403);
    expect((await post(newUserBody({ roles: ['Admin'] }))).status).toBe(201);
  });
});

describe('GET /users/{id}', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/users/999999', token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Karyawan tidak ditemukan.');
    expect((await t.request({ method: 'GET', url: '/api/users/abc', token: admin.token })).status).toBe(400);
  });
});

describe('PUT /users/{id}', () => {
  it('replaces the admin fields, including bank and BPJS, and never the password', async () => {
    const jabatan = await makeJabatan(t);
    const created = (await post(newUserBody({ password: 'AwalnyaSaja123', tipe_karyawan: 'Tetap', email: 'a@b.co' }))).body;
    const body = newUserBody({
      nip: created.nip,
      username: created.username,
      fullname: 'Nama Baru',
      jabatan_id: jabatan.id,
      nama_bank: 'BCA',
      no_rekening: '1234567890',
      no_bpjs_ketenagakerjaan: '12345678901',
      password: 'DiabaikanSaja9',
    });
    const res = await t.request({ method: 'PUT', url: `/api/users/${created.id}`, token: admin.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      fullname: 'Nama Baru',
      jabatan: jabatan.nama,
      nama_bank: 'BCA',
      no_rekening: '1234567890',
      no_bpjs_ketenagakerjaan: '12345678901',
      tipe_karyawan: null,
      email: null,
    });
    expect(await login(t, created.username, 'AwalnyaSaja123')).toBeTruthy();
  });

  it('refuses another employee’s NIP or username but accepts the person’s own', async () => {
    const a = (await post(newUserBody())).body;
    const b = (await post(newUserBody())).body;
    const url = `/api/users/${b.id}`;
    const own = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      body: newUserBody({ nip: b.nip, username: b.username }),
    });
    expect(own.status).toBe(200);
    const clash = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      body: newUserBody({ nip: a.nip, username: b.username }),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('NIP sudah dipakai karyawan lain.');
    const clash2 = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      body: newUserBody({ nip: b.nip, username: a.username }),
    });
    expect(clash2.body.message).toBe('Username sudah dipakai.');
  });

  it('refuses the person as their own PIC', async () => {
    const u = await createUser(t);
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      token: admin.token,
      body: newUserBody({ pic_ids: [u.id] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.pic_ids).toBe('Karyawan tidak dapat menjadi PIC dirinya sendiri.');
  });

  it('ends the person’s sessions when the roles change, not otherwise', async () => {
    const u = await createUser(t);
    const url = `/api/users/${u.id}`;
    const same = newUserBody({ nip: u.nip, username: u.username, roles: ['Karyawan'] });
    expect((await t.request({ method: 'PUT', url, token: admin.token, body: same })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).status).toBe(200);
    const promoted = { ...same, roles: ['Karyawan', 'HRD'] };
    expect((await t.request({ method: 'PUT', url, token: admin.token, body: promoted })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).status).toBe(401);
    const fresh = await login(t, u.username);
    expect((await t.request({ method: 'GET', url: '/api/users', token: fresh })).status).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/users/999999', token: admin.token, body: newUserBody() });
    expect(res.status).toBe(404);
  });
});

describe('GET /users/posible-pic/{id}', () => {
  it('lists active people except the user, with search', async () => {
    const u = await createUser(t, { fullname: 'Pemohon Satu' });
    const gone = await createUser(t, { fullname: 'Pensiunan Lama' });
    await t.db.query('update users set active = false where id = $1', [gone.id]);
    const res = await t.request({ method: 'GET', url: `/api/users/posible-pic/${u.id}?size=200`, token: admin.token });
    expect(res.status).toBe(200);
    const ids = res.body.items.map((i: { id: number }) => i.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(u.id);
    expect(ids).not.toContain(gone.id);
    expect(res.body.total).toBe(ids.length);
    expect(Object.keys(res.body.items[0]).sort()).toEqual(['fullname', 'id', 'jabatan', 'nip']);
    const searched = await t.request({
      method: 'GET',
      url: `/api/users/posible-pic/${u.id}?search=${admin.nip}`,
      token: admin.token,
    });
    expect(searched.body).toEqual({ items: [expect.objectContaining({ id: admin.id })], total: 1 });
    expect((await t.request({ method: 'GET', url: '/api/users/posible-pic/999999', token: admin.token })).status).toBe(404);
  });
});

describe('GET /users/kuota-cuti', () => {
  it("answers a page of the period's rows, and validates the query", async () => {
    // Who is in it and their figures: leave/hak-cuti.test.ts (annual leave is derived from the join date).
    const res = await t.request({ method: 'GET', url: '/api/users/kuota-cuti?page=1&size=10&periode=2026', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThanOrEqual(res.body.items.length);
    for (const row of res.body.items) expect(row.periode).toBe(2026);
    const bad = await t.request({ method: 'GET', url: '/api/users/kuota-cuti?periode=abc', token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.periode).toBe('Periode harus berupa tahun.');
  });
});
