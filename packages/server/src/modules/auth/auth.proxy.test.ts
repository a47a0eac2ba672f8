import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { readConfig } from '../../platform/config.ts';

// Behind a reverse proxy named in TRUST_PROXY, X-Forwarded-For names the client: the throttle and the audit
// log see the person, not the proxy. The proxy here is the test's own socket address, 127.0.0.1.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' } });
});
afterAll(() => t.close());

const signIn = (username: string, password: string, forwardedFor: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    body: { username, password },
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('TRUST_PROXY', () => {
  it("counts the forwarded client: a guesser's address is slowed while the owner signs in through the same proxy", async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await signIn(u.username, 'Tebakan-99', '203.0.113.5')).status).toBe(401);
    expect((await signIn(u.username, TEST_PASSWORD, '203.0.113.5')).status).toBe(429);
    // A client cannot prepend a made-up address: the proxy's own entry (the last) is who connected.
    expect((await signIn(u.username, TEST_PASSWORD, '192.0.2.1, 203.0.113.5')).status).toBe(429);
    expect((await signIn(u.username, TEST_PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('writes the forwarded client address in the audit log', async () => {
    const admin = await createUser(t, { roles: ['Admin'] });
    const u = await createUser(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${u.id}/buka-kunci-login`,
      token: admin.token,
      headers: { 'x-forwarded-for': '198.51.100.33' },
    });
    expect(res.status).toBe(200);
    const rows = await t.db.query<{ ip: string }>("select ip from audit_log where route like '%buka-kunci-login'");
    expect(rows.map((r) => r.ip)).toEqual(['198.51.100.33']);
  });

  it('refuses a TRUST_PROXY entry that is not an address, naming the setting', () => {
    expect(readConfig({}).trustProxy).toEqual([]);
    expect(readConfig({ TRUST_PROXY: ' 10.1.2.3 , fd00::/8 ' }).trustProxy).toEqual(['10.1.2.3', 'fd00::/8']);
    for (const bad of ['semua', '10.0.0.0/33', '10.0.0.1/8/2', 'true']) {
      expect(() => readConfig({ TRUST_PROXY: bad })).toThrow(/^TRUST_PROXY tidak valid/);
    }
  });
});
