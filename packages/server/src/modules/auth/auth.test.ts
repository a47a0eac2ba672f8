import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login', () => {
  it('answers token, comma-separated role, username and fullname', async () => {
    const u = await createUser(t, { roles: ['Admin', 'HRD'], fullname: 'Siti Rahma' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: u.username.toUpperCase(), password: TEST_PASSWORD, fcm_token: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ role: 'Admin,HRD', username: u.username, fullname: 'Siti Rahma' });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: res.body.token });
    expect(me.body.fullname).toBe('Siti Rahma');
  });

  it('refuses a wrong password with an Indonesian message and no token', async () => {
    const u = await createUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { username: u.username, password: 'salah123' } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Username atau password salah.', code: 'INVALID_CREDENTIALS' });
  });

  it('refuses missing fields with 400 and field errors', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { username: '' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.errors).toHaveProperty('password');
    expect(res.body.errors.username).toBe('Username wajib diisi.');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/tidak valid/);
  });

  it('slows a username after five failures from one address with 429, even with the right password', async () => {
    const u = await createUser(t);
    // The server's clock stands still: six password checks on a busy machine may take longer than the 2 s wait.
    const at = new Date();
    setClock(() => at);
    try {
      for (let i = 0; i < 5; i++) {
        const r = await t.request({ method: 'POST', url: '/api/auth/login', body: { username: u.username, password: 'salah' } });
        expect(r.status).toBe(401);
      }
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { username: u.username, password: TEST_PASSWORD },
      });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({
        message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 2 detik.',
        code: 'TOO_MANY_ATTEMPTS',
      });
    } finally {
      setClock();
    }
  });

  it('answers a deactivated account exactly as a wrong password, whether its password is right or not', async () => {
    const u = await createUser(t);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).status).toBe(200);
    await t.db.query('update users set active = false where id = $1', [u.id]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).status).toBe(401);
    const signIn = (username: string, password: string) =>
      t.request({ method: 'POST', url: '/api/auth/login', body: { username, password } });
    const right = await signIn(u.username, TEST_PASSWORD);
    const wrong = await signIn(u.username, 'SalahSekali99');
    const other = await createUser(t);
    const activeWrong = await signIn(other.username, 'SalahSekali99');
    const unknown = await signIn('tidak.ada.orangnya', TEST_PASSWORD);
    for (const res of [right, wrong, activeWrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Username atau password salah.', code: 'INVALID_CREDENTIALS' });
    }
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const u = await createUser(t);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: u.token })).status).toBe(200);
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token: u.token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('refuses missing, forged and expired tokens', async () => {
    const u = await createUser(t);
    expect((await t.request({ method: 'GET', url: '/api/auth/me' })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: `${u.token}x` })).status).toBe(401);
    await t.db.query("update sessions set expires_at = now() - interval '1 second' where user_id = $1", [u.id]);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).status).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const u = await createUser(t);
    const rows = await t.db.query<{ token_hash: string }>('select token_hash from sessions where user_id = $1', [u.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(u.token);
  });
});

describe('change password', () => {
  it('checks the old password, refuses guessable new ones, sets the new one and ends the other sessions', async () => {
    const u = await createUser(t, { fullname: 'Siti Rahma' });
    const other = await login(t, u.username);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token: u.token,
      body: { password_lama: 'bukan', password_baru: 'BaruSekali9' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Password lama salah.');
    const weak = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token: u.token,
      body: { password_lama: TEST_PASSWORD, password_baru: 'pendek' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password_baru).toBe('Password baru minimal 8 karakter.');
    const guessable = [
      ['password1', 'Password baru terlalu mudah ditebak.'],
      ['abcd1234', 'Password baru terlalu mudah ditebak.'],
      ['Jakarta2024', 'Password baru terlalu mudah ditebak.'],
      [`${u.username}9`, 'Password baru tidak boleh memuat username atau nama.'],
      ['SitiRahma2026', 'Password baru tidak boleh memuat username atau nama.'],
    ];
    for (const [password_baru, message] of guessable) {
      const res = await t.request({
        method: 'POST',
        url: '/api/users/change-password',
        token: u.token,
        body: { password_lama: TEST_PASSWORD, password_baru },
      });
      expect(res.status, password_baru).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.errors.password_baru, password_baru).toMatch(new RegExp(`^${message}`));
    }
    const ok = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token: u.token,
      body: { password_lama: TEST_PASSWORD, password_baru: 'BaruSekali9' },
    });
    expect(ok.status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: other })).status).toBe(401);
    await expect(login(t, u.username)).rejects.toThrow();
    expect(await login(t, u.username, 'BaruSekali9')).toBeTruthy();
  });
});

describe('platform', () => {
  it('health answers with the engine in use', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', engine: t.db.engine });
  });

  it('unknown /api paths answer JSON 404 in Indonesian', async () => {
    const res = await t.request({ method: 'GET', url: '/api/tidak-ada' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Alamat API tidak ditemukan.', code: 'ROUTE_NOT_FOUND' });
  });

  it('publishes OpenAPI 3 generated from the contract', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ]);
  });

  it('sends security headers with a CSP', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: 'a', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('temporary passwords', () => {
  it('allow only changing the password until it is changed', async () => {
    const u = await createUser(t, { fields: { must_change_password: true } });
    const login1 = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: u.username, password: TEST_PASSWORD },
    });
    expect(login1.body.must_change_password).toBe(true);
    const blocked = await t.request({ method: 'GET', url: '/api/users/data-kontak', token: u.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: u.token });
    expect(me.status).toBe(200);
    expect(me.body.must_change_password).toBe(true);
    const changed = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token: u.token,
      body: { password_lama: TEST_PASSWORD, password_baru: 'PermanenBaru7' },
    });
    expect(changed.status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).body.must_change_password).toBe(false);
  });
});

describe('bodiless calls with a JSON content type', () => {
  it('logout with Content-Type: application/json and no body revokes the session', async () => {
    const u = await createUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      token: u.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).status).toBe(401);
  });

  it('still refuses prototype pollution in JSON bodies', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"username":"a","password":"b","__proto__":{"x":1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('chosen passwords', () => {
  it('refuses a guessable password when an account is created with one', async () => {
    const admin = await createUser(t, { roles: ['Admin'] });
    const body = (password: string) => ({
      nip: `PW-${password}`,
      username: 'bambang.sutrisno',
      fullname: 'Bambang Sutrisno',
      password,
      roles: ['Karyawan'],
    });
    for (const password of ['password1', 'bambang.sutrisno1', 'Sutrisno2026', 'qwerty123']) {
      const res = await t.request({ method: 'POST', url: '/api/users', token: admin.token, body: body(password) });
      expect(res.status, password).toBe(400);
      expect(res.body.errors.password, password).toMatch(
        /^Password (terlalu mudah ditebak|tidak boleh memuat username atau nama)\./,
      );
    }
    expect(await t.db.query("select 1 from users where username = 'bambang.sutrisno'")).toEqual([]);
    const ok = await t.request({ method: 'POST', url: '/api/users', token: admin.token, body: body('KebunTeh-Malabar7') });
    expect(ok.status).toBe(201);
  });
});
