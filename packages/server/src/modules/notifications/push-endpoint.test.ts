import dns from 'node:dns';
import https from 'node:https';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { allowTestPushReceiver, isPublicAddress, pushAgent } from './push-endpoint.ts';
import { startPushReceiver } from './push-receiver.fixtures.ts';

// Push endpoints cannot reach inside the network (issue 15): a subscription names a public Web Push service whose
// addresses are all public, checked when it is stored and again on the connection that sends.

let t: TestApp;
let admin: UserFixture;
let allowed: Awaited<ReturnType<typeof startPushReceiver>>;
let inside: Awaited<ReturnType<typeof startPushReceiver>>;
const NOT_PUSH = 'Alamat notifikasi harus dari layanan notifikasi peramban (Google, Mozilla, Apple atau Microsoft).';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const token = (endpoint: string) => JSON.stringify({ endpoint, expirationTime: null, keys: KEYS });

beforeAll(async () => {
  allowed = await startPushReceiver();
  inside = await startPushReceiver();
  t = await createTestApp();
  allowTestPushReceiver(t.db, allowed.origin);
  admin = await createUser(t, { roles: ['Admin'] });
});
afterAll(async () => {
  await t.close();
  await allowed.close();
  await inside.close();
});
afterEach(() => vi.restoreAllMocks());

const subscribe = (u: UserFixture, fcm_token: string) =>
  t.request({ method: 'POST', url: '/api/users/update-fcm-token', token: u.token, body: { fcm_token } });
const stored = async (u: UserFixture) =>
  (await t.db.query<{ s: string | null }>('select push_subscription as s from sessions where user_id = $1', [u.id])).map(
    (r) => r.s,
  );

describe('storing a push subscription', () => {
  it('refuses loopback, private, link-local and IPv6 loopback addresses, names inside the network and other hosts', async () => {
    const u = await createUser(t);
    const endpoints = [
      inside.browser('dalam').fcmToken,
      token('https://127.0.0.1/push/x'),
      token('https://10.1.2.3/push/x'),
      token('https://169.254.169.254/latest/meta-data'),
      token('https://[::1]/push/x'),
      token('https://localhost/push/x'),
      token('https://100.64.0.1/push/x'),
      token('https://contoh.com/push/x'),
      token('https://fcm.googleapis.com.contoh.com/fcm/send/x'),
      token('https://fcm.googleapis.com:8443/fcm/send/x'),
      token('https://user:pass@fcm.googleapis.com/fcm/send/x'),
    ];
    for (const e of endpoints) {
      const res = await subscribe(u, e);
      expect([JSON.parse(e).endpoint, res.status, res.body.message]).toEqual([JSON.parse(e).endpoint, 400, NOT_PUSH]);
    }
    const plain = await subscribe(u, token('http://fcm.googleapis.com/fcm/send/x'));
    expect([plain.status, plain.body.message]).toEqual([
      400,
      'Langganan notifikasi tidak valid. Izinkan notifikasi lagi di peramban Anda.',
    ]);
    expect(await stored(u)).toEqual([null]);
  });

  it('refuses a push service name that resolves inside the network (checked by what it resolves to)', async () => {
    const u = await createUser(t);
    const lookup = vi.spyOn(dns.promises, 'lookup');
    lookup.mockResolvedValue([{ address: '127.0.0.1', family: 4 }] as never);
    const loop = await subscribe(u, token('https://fcm.googleapis.com/fcm/send/abc'));
    expect([loop.status, loop.body.message]).toEqual([400, NOT_PUSH]);
    lookup.mockResolvedValue([
      { address: '142.250.4.95', family: 4 },
      { address: 'fd00::1', family: 6 },
    ] as never);
    const mixed = await subscribe(u, token('https://updates.push.services.mozilla.com/wpush/v2/abc'));
    expect([mixed.status, mixed.body.message]).toEqual([400, NOT_PUSH]);
    expect(await stored(u)).toEqual([null]);
    // A public push service with public addresses is kept.
    lookup.mockResolvedValue([{ address: '17.188.143.68', family: 4 }] as never);
    const ok = await subscribe(u, token('https://web.push.apple.com/QGx1Y2t5'));
    expect(ok.status).toBe(200);
    expect(await stored(u)).toEqual([token('https://web.push.apple.com/QGx1Y2t5')]);
  });

  it('signs in with a refused subscription, dropping the subscription only', async () => {
    const u = await createUser(t);
    await t.db.query('delete from sessions where user_id = $1', [u.id]);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: u.username, password: TEST_PASSWORD, fcm_token: token('https://169.254.169.254/latest') },
    });
    expect(res.status).toBe(200);
    expect(await stored(u)).toEqual([null]);
  });
});

describe('sending a push', () => {
  it('never connects to a stored endpoint that is not a public push service', async () => {
    const good = await createUser(t);
    const bad = await createUser(t);
    expect((await subscribe(good, allowed.browser('baik').fcmToken)).status).toBe(200);
    // Stored before these rules (or by hand): the sender checks again.
    await t.db.query('update sessions set push_subscription = $2 where user_id = $1', [
      bad.id,
      inside.browser('dalam2').fcmToken,
    ]);
    const publish = (judul: string) =>
      t.request({ method: 'POST', url: '/api/pengumuman/admin', token: admin.token, body: { judul, isi: '<p>Isi</p>' } });
    expect((await publish('Rapat pertama')).status).toBe(201);
    await allowed.next('baik', (p) => p.notification?.body === 'Rapat pertama');
    // The outbox drains in order: once the second announcement arrived, the first was handled for everyone.
    expect((await publish('Rapat kedua')).status).toBe(201);
    await allowed.next('baik', (p) => p.notification?.body === 'Rapat kedua');
    expect(inside.hits('dalam2')).toBe(0);
  });

  it('checks the address on the connection itself: a name resolving to loopback is never connected to', async () => {
    const port = new URL(inside.origin).port;
    const failure = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
      https
        .request(`https://localhost:${port}/push/rebind`, { method: 'POST', agent: pushAgent }, () =>
          reject(new Error('connected')),
        )
        .on('error', resolve)
        .end();
    });
    expect(failure.code).toBe('EPUSHADDRESS');
    expect(inside.hits('rebind')).toBe(0);
  });

  it('tells public addresses from inside ones, IPv4 and IPv6', () => {
    const inner = ['127.0.0.1', '10.0.0.8', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::', '::1'];
    const more = ['fe80::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', '255.255.255.255', 'bukan-ip'];
    for (const a of [...inner, ...more]) expect([a, isPublicAddress(a)]).toEqual([a, false]);
    for (const a of ['142.250.4.95', '17.188.143.68', '2a00:1450:4001:80b::200a'])
      expect([a, isPublicAddress(a)]).toEqual([a, true]);
  });
});
