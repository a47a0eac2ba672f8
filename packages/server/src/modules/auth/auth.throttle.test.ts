import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../../../test/test-app.ts';
import { setClock } from '../../platform/clock.ts';

// Sign-in throttle (decision 0018). Waits are read from the 429's message and passed by moving the server's
// clock, never by sleeping. Client addresses are set on the socket, as a real connection would have them.

let t: TestApp;
let clockMs = Date.now();
const advance = (seconds: number) => {
  clockMs += seconds * 1000;
};
beforeAll(async () => {
  t = await createTestApp();
  setClock(() => new Date(clockMs));
});
afterAll(async () => {
  setClock();
  await t.close();
});

interface Answer {
  status: number;
  body: { message: string; code?: string; token?: string };
}
async function signIn(username: string, password: string, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: from,
    headers,
  });
  return { status: res.statusCode, body: res.json() };
}
const wait = (text: string) => `Terlalu banyak percobaan masuk. Coba lagi dalam ${text}.`;

/** Runs fns `size` at a time (parallel requests, as many phones at once), answers in order. */
async function inBatches<T>(fns: (() => Promise<T>)[], size: number): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < fns.length; i += size) out.push(...(await Promise.all(fns.slice(i, i + size).map((f) => f()))));
  return out;
}
const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const count = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

describe('sign-in throttle', () => {
  it('does not make anyone wait for a time that has not come when the clock goes back', async () => {
    const u = await createUser(t);
    const from = '203.0.113.77';
    for (let i = 0; i < 3; i++) expect((await signIn(u.username, 'SalahTebak1', from)).status).toBe(401);
    expect((await signIn(u.username, TEST_PASSWORD, from)).status).toBe(200);
    const before = clockMs;
    clockMs -= 365 * 86_400_000;
    try {
      expect((await signIn(u.username, TEST_PASSWORD, from)).status).toBe(200);
      expect((await signIn(u.username, TEST_PASSWORD, '203.0.113.78')).status).toBe(200);
    } finally {
      clockMs = before;
    }
  });

  it('grows the wait of one address for one account (2 s, 4 s, 8 s ...) and refuses even the right password', async () => {
    const u = await createUser(t);
    const from = '203.0.113.10';
    for (let i = 0; i < 5; i++) expect((await signIn(u.username, 'SalahTebak1', from)).status).toBe(401);
    const seen: string[] = [];
    for (const seconds of [2, 4, 8, 16, 32, 64]) {
      const refused = await signIn(u.username, TEST_PASSWORD, from);
      expect(refused.status).toBe(429);
      seen.push(refused.body.message);
      advance(seconds);
      expect((await signIn(u.username, 'SalahTebak1', from)).status).toBe(401);
    }
    expect(seen).toEqual([
      wait('2 detik'),
      wait('4 detik'),
      wait('8 detik'),
      wait('16 detik'),
      wait('32 detik'),
      wait('2 menit'),
    ]);
    advance(128);
    expect((await signIn(u.username, TEST_PASSWORD, from)).status).toBe(200);
    // A success starts the pair over: five free tries again.
    for (let i = 0; i < 5; i++) expect((await signIn(u.username, 'SalahTebak1', from)).status).toBe(401);
    expect((await signIn(u.username, 'SalahTebak1', from)).body.message).toBe(wait('2 detik'));
  });

  it("lets the owner sign in from their own address while an attacker's address is slowed for that account", async () => {
    const u = await createUser(t);
    const attacker = '198.51.100.66';
    for (let i = 0; i < 5; i++) await signIn(u.username, 'Tebakan123', attacker);
    expect((await signIn(u.username, 'Tebakan123', attacker)).status).toBe(429);
    const owner = await signIn(u.username, TEST_PASSWORD, '192.0.2.77');
    expect(owner.status).toBe(200);
    expect(owner.body.token).toBeTruthy();
    expect((await signIn(u.username, TEST_PASSWORD, attacker)).status).toBe(429);
  });

  it('slows a guesser spread over many addresses after 100 tries, but not the owner on an address they used', async () => {
    const u = await createUser(t); // signed in once from 127.0.0.1: a known address
    const guesses = Array.from(
      { length: 110 },
      (_, i) => () => signIn(u.username, `Tebakan${i}x`, `100.64.${i >> 8}.${i & 255}`),
    );
    const answers = await inBatches(guesses, 25);
    expect(count(answers, 401)).toBe(100);
    expect(count(answers, 429)).toBe(10);
    expect((await signIn(u.username, TEST_PASSWORD, '100.65.0.1')).status).toBe(429);
    expect((await signIn(u.username, TEST_PASSWORD, '127.0.0.1')).status).toBe(200);
  });

  it('checks at most five of 30 parallel wrong passwords', async () => {
    const u = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(u.username, 'SerbuanParalel9', '203.0.113.30')));
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(25);
  });

  it('lets 500 employees behind one address sign in at shift start with the odd typo; a spraying address is slowed', async () => {
    const [{ password_hash }] = await t.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [
      (await createUser(t)).id,
    ]);
    await t.db.query(
      `insert into users (nip, username, fullname, password_hash)
       select 'NAT-' || g, 'nat.' || g, 'Karyawan Pabrik ' || g, $1 from generate_series(1, 500) g`,
      [password_hash],
    );
    const office = '192.0.2.200';
    const morning = Array.from({ length: 500 }, (_, i) => async () => {
      const username = `nat.${i + 1}`;
      const typos = i % 5 === 0 ? (i % 25 === 0 ? 2 : 1) : 0;
      for (let k = 0; k < typos; k++) expect((await signIn(username, 'Rahasia12', office)).status).toBe(401);
      return signIn(username, TEST_PASSWORD, office);
    });
    const answers = await inBatches(morning, 25);
    expect(statuses(answers).filter((s) => s !== 200)).toEqual([]);

    // One password tried on many accounts from one address: 200 accounts an hour, then it waits.
    const spray = Array.from({ length: 210 }, (_, i) => () => signIn(`tebak.${i}`, 'Hadir2026', '198.51.100.250'));
    const sprayed = await inBatches(spray, 30);
    expect(count(sprayed, 401)).toBe(200);
    expect(count(sprayed, 429)).toBe(10);
  }, 180_000);

  it('lets Admin, and only Admin, clear an account so its owner signs in at once', async () => {
    const admin = await createUser(t, { roles: ['Admin'] });
    const hrd = await createUser(t, { roles: ['HRD'] });
    const u = await createUser(t, { fullname: 'Rina Kusuma' });
    const shared = '192.0.2.99'; // the owner's office, where someone else guessed
    for (let i = 0; i < 5; i++) await signIn(u.username, 'Coba-coba1', shared);
    expect((await signIn(u.username, TEST_PASSWORD, shared)).status).toBe(429);
    const unlock = (token: string, id = u.id) => t.request({ method: 'POST', url: `/api/users/${id}/buka-kunci-login`, token });
    const byHrd = await unlock(hrd.token);
    expect(byHrd.status).toBe(403);
    expect((await signIn(u.username, TEST_PASSWORD, shared)).status).toBe(429);
    const res = await unlock(admin.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Kunci login Rina Kusuma telah dibuka.');
    expect((await signIn(u.username, TEST_PASSWORD, shared)).status).toBe(200);
    const missing = await unlock(admin.token, 987654);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Karyawan tidak ditemukan.');
  });

  it('throttles change-password per account: a stolen session cannot test guesses freely', async () => {
    const u = await createUser(t);
    const admin = await createUser(t, { roles: ['Admin'] });
    const change = (password_lama: string) =>
      t.request({
        method: 'POST',
        url: '/api/users/change-password',
        token: u.token,
        body: { password_lama, password_baru: 'KebunTeh-Malabar7' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`Tebakan${i}zz`)).body.code).toBe('WRONG_PASSWORD');
    const refused = await change(TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Terlalu banyak percobaan mengganti password. Coba lagi dalam 2 detik.');
    const parallel = await Promise.all(Array.from({ length: 10 }, () => change('TebakanLagi9')));
    expect(parallel.map((r) => r.status)).toEqual(Array(10).fill(429));
    expect((await t.request({ method: 'POST', url: `/api/users/${u.id}/buka-kunci-login`, token: admin.token })).status).toBe(
      200,
    );
    expect((await change(TEST_PASSWORD)).status).toBe(200);
  });

  it('ignores a spoofed X-Forwarded-For: it neither escapes the throttle nor reaches the audit log', async () => {
    const u = await createUser(t);
    const admin = await createUser(t, { roles: ['Admin'] });
    for (let i = 0; i < 5; i++) {
      const res = await signIn(u.username, 'Palsu-123x', '127.0.0.1', { 'x-forwarded-for': `6.6.6.${i}` });
      expect(res.status).toBe(401);
    }
    const spoofed = await signIn(u.username, TEST_PASSWORD, '127.0.0.1', { 'x-forwarded-for': '6.6.6.99' });
    expect(spoofed.status).toBe(429);
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${u.id}/buka-kunci-login`,
      token: admin.token,
      headers: { 'x-forwarded-for': '6.6.6.6' },
    });
    expect(res.status).toBe(200);
    const rows = await t.db.query<{ ip: string }>(
      "select ip from audit_log where route like '%buka-kunci-login' and user_id = $1",
      [admin.id],
    );
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });
});
