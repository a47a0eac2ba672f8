import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, TEST_PASSWORD, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { newUserBody } from './users.fixtures.ts';

let t: TestApp;
let admin: UserFixture;
let hrd: UserFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { roles: ['Admin'] });
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(() => t.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/auth/me', token });
const del = (id: number, token = admin.token) => t.request({ method: 'DELETE', url: `/api/users/${id}`, token });
const signIn = (username: string, password = TEST_PASSWORD) =>
  t.request({ method: 'POST', url: '/api/auth/login', body: { username, password } });
const putBody = (u: UserFixture, extra: Record<string, unknown> = {}) =>
  newUserBody({ nip: u.nip, username: u.username, ...extra });

/** Leaves `keep` as the only active Admin. */
async function onlyAdmin(keep: number) {
  await t.db.query(
    `update users set active = false where id <> $1
        and id in (select ur.user_id from user_roles ur join roles r on r.id = ur.role_id where r.nama = 'Admin')`,
    [keep],
  );
}

describe('DELETE /users/{id} deactivates and keeps history', () => {
  it('ends the sessions at once, refuses login, and keeps the record listed as nonaktif', async () => {
    const u = await createUser(t);
    const res = await del(u.id, hrd.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Karyawan berhasil dinonaktifkan.');
    expect((await me(u.token)).status).toBe(401);
    const [session] = await t.db.query<{ revoked_at: Date | null }>('select revoked_at from sessions where user_id = $1', [u.id]);
    expect(session.revoked_at).not.toBeNull();
    expect((await signIn(u.username)).body.code).toBe('INVALID_CREDENTIALS');
    const detail = await t.request({ method: 'GET', url: `/api/users/${u.id}`, token: admin.token });
    expect(detail.body.active).toBe(false);
    expect(new Date(detail.body.deactivated_at).getTime()).not.toBeNaN();
    const listed = await t.request({ method: 'GET', url: `/api/users?status=nonaktif&search=${u.nip}`, token: admin.token });
    expect(listed.body.items).toEqual([expect.objectContaining({ id: u.id, active: false })]);
    expect((await del(u.id)).status).toBe(200);
  });

  it('refuses deactivating yourself with 409', async () => {
    const res = await del(hrd.id, hrd.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Anda tidak dapat menonaktifkan akun Anda sendiri.');
    expect((await me(hrd.token)).status).toBe(200);
  });

  it('refuses HRD deactivating the last active Admin (403: HRD changes no Admin account)', async () => {
    const lone = await createUser(t, { roles: ['Admin'] });
    await onlyAdmin(lone.id);
    const res = await del(lone.id, hrd.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: 'Akun Admin hanya dapat diubah oleh Admin.' });
    expect((await me(lone.token)).status).toBe(200);
    admin = lone;
  });

  it('lets only an Admin deactivate another Admin', async () => {
    const other = await createUser(t, { roles: ['Admin'] });
    expect((await del(other.id, hrd.token)).status).toBe(403);
    expect((await del(other.id, admin.token)).status).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    expect((await del(999999)).status).toBe(404);
  });
});

describe('PUT /users/{id} with active', () => {
  it('deactivates (ending sessions) and reactivates', async () => {
    const u = await createUser(t);
    const url = `/api/users/${u.id}`;
    const off = await t.request({ method: 'PUT', url, token: admin.token, body: putBody(u, { active: false }) });
    expect(off.body.active).toBe(false);
    expect((await me(u.token)).status).toBe(401);
    const on = await t.request({ method: 'PUT', url, token: admin.token, body: putBody(u, { active: true }) });
    expect(on.body).toMatchObject({ active: true, deactivated_at: null });
    expect(await login(t, u.username)).toBeTruthy();
  });

  it('refuses taking the Admin role from the last active Admin, even from themself', async () => {
    await onlyAdmin(admin.id);
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      token: admin.token,
      body: putBody(admin, { roles: ['Karyawan'] }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Tidak dapat mencabut peran atau menonaktifkan Admin aktif terakhir.');
    const self = await t.request({
      method: 'PUT',
      url: `/api/users/${hrd.id}`,
      token: hrd.token,
      body: putBody(hrd, { active: false, roles: ['HRD'] }),
    });
    expect(self.status).toBe(409);
  });

  it('lets only an Admin give or take the Admin role', async () => {
    const u = await createUser(t);
    const url = `/api/users/${u.id}`;
    const grant = await t.request({ method: 'PUT', url, token: hrd.token, body: putBody(u, { roles: ['Admin'] }) });
    expect(grant.status).toBe(403);
    const byAdmin = await t.request({ method: 'PUT', url, token: admin.token, body: putBody(u, { roles: ['Admin'] }) });
    expect(byAdmin.body.roles).toEqual(['Admin']);
    const take = await t.request({ method: 'PUT', url, token: hrd.token, body: putBody(u, { roles: ['Karyawan'] }) });
    expect(take.status).toBe(403);
  });
});

describe('POST /users/resend-login-data', () => {
  const resend = (userId: number, token = hrd.token) =>
    t.request({ method: 'POST', url: '/api/users/resend-login-data', token, body: { user_id: userId } });

  it('issues a temporary password once, ends the sessions and forces a change', async () => {
    const u = await createUser(t, { fullname: 'Rina Wati' });
    const res = await resend(u.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Data login baru untuk Rina Wati telah dibuat.');
    const temp = res.body.password_sementara;
    expect(temp).toMatch(/^[a-z0-9]{10}$/);
    expect((await me(u.token)).status).toBe(401);
    expect((await signIn(u.username)).status).toBe(401);
    const withTemp = await signIn(u.username, temp);
    expect(withTemp.body.must_change_password).toBe(true);
    const token = withTemp.body.token;
    expect((await t.request({ method: 'GET', url: '/api/users/data-karyawan', token })).body.code).toBe(
      'PASSWORD_CHANGE_REQUIRED',
    );
    const changed = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token,
      body: { password_lama: temp, password_baru: 'PilihanSendiri8' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users/data-karyawan', token })).status).toBe(200);
    const detail = await t.request({ method: 'GET', url: `/api/users/${u.id}`, token: admin.token });
    expect(detail.body).not.toHaveProperty('password_sementara');
  });

  it('shows the password once to an employee with an address too when this server sends no e-mail', async () => {
    const u = await createUser(t, { fullname: 'Dian Sastro', fields: { email: 'dian@contoh.co.id' } });
    const res = await resend(u.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message:
        'Data login baru untuk Dian Sastro telah dibuat. Pengiriman email belum diaktifkan, jadi data login ditampilkan di sini.',
      password_sementara: expect.any(String),
    });
    expect((await signIn(u.username, res.body.password_sementara)).status).toBe(200);
    const [{ n }] = await t.db.query<{ n: number }>('select count(*)::int as n from mail_outbox');
    expect(n).toBe(0);
  });

  it('refuses an unknown user (404), an inactive one (409), a bad body (400) and an Admin’s account for HRD (403)', async () => {
    expect((await resend(999999)).status).toBe(404);
    const gone = await createUser(t);
    await del(gone.id);
    const inactive = await resend(gone.id);
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe('Akun karyawan ini tidak aktif. Aktifkan kembali terlebih dahulu.');
    const bad = await t.request({ method: 'POST', url: '/api/users/resend-login-data', token: hrd.token, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('user_id');
    const otherAdmin = await createUser(t, { roles: ['Admin'] });
    expect((await resend(otherAdmin.id)).status).toBe(403);
    expect((await resend(otherAdmin.id, admin.token)).status).toBe(200);
  });
});
