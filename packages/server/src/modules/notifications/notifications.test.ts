import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, testEngine } from '../../../test/engine.ts';
import { createTestApp, createUser, login, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { pushDueAnnouncements } from '../announcements/index.ts';
import type { App } from '../../platform/app-types.ts';
import { readConfig } from '../../platform/config.ts';
import { type Db, openPostgres } from '../../platform/db.ts';
import { allowTestPushReceiver } from './push-endpoint.ts';
import { type Browser, startPushReceiver } from './push-receiver.fixtures.ts';

let t: TestApp;
let admin: UserFixture;
let push: Awaited<ReturnType<typeof startPushReceiver>>;

beforeAll(async () => {
  push = await startPushReceiver();
  t = await createTestApp();
  // The local push service is on 127.0.0.1, which a real server never reaches: this test's app allows it.
  allowTestPushReceiver(t.db, push.origin);
  admin = await createUser(t, { roles: ['Admin'] });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

/** Signs the user in again from a browser that allowed notifications (fcm_token in the login payload). */
async function signInWithPush(u: UserFixture, browser: Browser): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    body: { username: u.username, password: 'Rahasia123', fcm_token: browser.fcmToken },
  });
  expect(res.status).toBe(200);
  return res.body.token;
}

async function fileKoreksi(u: UserFixture): Promise<number> {
  const [{ d }] = await t.db.query<{ d: string }>(
    `select to_char((now() at time zone 'Asia/Jakarta')::date - 3, 'YYYY-MM-DD') as d`,
  );
  const res = await t.request({
    method: 'POST',
    url: '/api/koreksi-kehadiran',
    token: u.token,
    body: { tanggal: d, jam_masuk: '08:00', alasan: 'Lupa absen masuk' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const publishAnnouncement = (judul: string) =>
  t.request({ method: 'POST', url: '/api/pengumuman/admin', token: admin.token, body: { judul, isi: '<p>Isi</p>' } });

describe('GET /notifications/vapid-public-key', () => {
  it('answers the same P-256 public key to anyone, made once and kept in the database', async () => {
    const a = await t.request({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    const b = await t.request({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(a.status).toBe(200);
    expect(Buffer.from(a.body.public_key, 'base64url')).toHaveLength(65);
    expect(b.body.public_key).toBe(a.body.public_key);
    const [row] = await t.db.query<{ public_key: string }>('select public_key from vapid_keys');
    expect(row.public_key).toBe(a.body.public_key);
  });
});

describe('push delivery (decrypted by a local push service)', () => {
  it('tells the PIC that a request waits, then tells the requester the decision', async () => {
    const pic = await createUser(t, { fullname: 'Bu Atasan' });
    const emp = await createUser(t, { pics: [pic.id], fullname: 'Ani Pemohon' });
    const picPhone = push.browser('pic-phone');
    const empPhone = push.browser('emp-phone');
    pic.token = await signInWithPush(pic, picPhone);
    const saved = await t.request({
      method: 'POST',
      url: '/api/users/update-fcm-token',
      token: emp.token,
      body: { fcm_token: empPhone.fcmToken },
    });
    expect(saved.status).toBe(200);

    const id = await fileKoreksi(emp);
    const waiting = await push.next('pic-phone');
    expect(waiting.payload).toMatchObject({
      notification: {
        title: 'Pengajuan menunggu persetujuan',
        body: 'Koreksi Kehadiran dari Ani Pemohon menunggu persetujuan Anda.',
      },
      url: `/menu/approval/koreksi/${id}`,
    });
    expect(waiting.payload.id).toEqual(expect.any(String));
    // Signed with the server's VAPID key (RFC 8292), encrypted as aes128gcm (RFC 8291).
    const { body: key } = await t.request({ method: 'GET', url: '/api/notifications/vapid-public-key' });
    expect(waiting.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.public_key}$`));
    expect(waiting.headers['content-encoding']).toBe('aes128gcm');

    const decided = await t.request({
      method: 'POST',
      url: `/api/approval/koreksi/${id}`,
      token: pic.token,
      body: { keputusan: 'Ditolak', catatan: 'Tanggal salah' },
    });
    expect(decided.status).toBe(200);
    const result = await push.next('emp-phone');
    expect(result.payload).toMatchObject({
      notification: { title: 'Pengajuan Koreksi Kehadiran ditolak', body: 'Diputuskan oleh Bu Atasan. Catatan: Tanggal salah' },
      url: `/menu/absensi/koreksi-kehadiran/${id}`,
    });
  });

  it('tells a request without PIC to the Admin/HRD who open the approval section, not to an HRD limited elsewhere', async () => {
    const role = await t.request({
      method: 'POST',
      url: '/api/roles',
      token: admin.token,
      body: { nama: 'Staf Laporan Push', bagian: ['laporan'] },
    });
    expect(role.status).toBe(201);
    const hrd = await createUser(t, { roles: ['HRD'] });
    const limited = await createUser(t, { roles: ['HRD', 'Staf Laporan Push'] });
    await signInWithPush(hrd, push.browser('hrd-phone'));
    await signInWithPush(limited, push.browser('limited-phone'));
    const emp = await createUser(t, { fullname: 'Tanpa Atasan' });
    await fileKoreksi(emp);
    await push.next(
      'hrd-phone',
      (p) => p.notification?.body === 'Koreksi Kehadiran dari Tanpa Atasan menunggu persetujuan Anda.',
    );
    // The next push the limited HRD gets is a later announcement: the request never reached them.
    expect((await publishAnnouncement('Penanda HRD')).status).toBe(201);
    const first = await push.next('limited-phone', () => true);
    expect(first.payload.notification.body).toBe('Penanda HRD');
  });

  it('pushes a scheduled announcement on its date in Jakarta, once, however many servers ask', async () => {
    const a = await createUser(t);
    await signInWithPush(a, push.browser('a-tablet'));
    const [{ besok }] = await t.db.query<{ besok: string }>(
      `select to_char((now() at time zone 'Asia/Jakarta')::date + 1, 'YYYY-MM-DD') as besok`,
    );
    const created = await t.request({
      method: 'POST',
      url: '/api/pengumuman/admin',
      token: admin.token,
      body: { judul: 'Rapat bulanan', isi: '<p>Ruang rapat lantai 3</p>', tanggal_terbit: besok },
    });
    expect(created.status).toBe(201);
    const pushed = async () =>
      (await t.db.query<{ at: Date | null }>('select dipush_at as at from pengumuman where id = $1', [created.body.id]))[0].at;

    await pushDueAnnouncements(t.db, new Date());
    expect(await pushed()).toBeNull();
    // 23:59 in Makassar is still the day before in Jakarta: not yet.
    await pushDueAnnouncements(t.db, new Date(`${besok}T00:59:00+08:00`));
    expect(await pushed()).toBeNull();

    const due = new Date(`${besok}T00:01:00+07:00`);
    await Promise.all([pushDueAnnouncements(t.db, due), pushDueAnnouncements(t.db, due)]);
    expect(await pushed()).not.toBeNull();
    const got = await push.next('a-tablet', (p) => p.notification.body === 'Rapat bulanan');
    expect(got.payload).toMatchObject({ notification: { title: 'Pengumuman baru' }, url: `/menu/pengumuman/${created.body.id}` });
    // A later push arrives after any duplicate would have; next() took the first, so none may be left.
    expect((await publishAnnouncement('Penanda')).status).toBe(201);
    await push.next('a-tablet', (p) => p.notification.body === 'Penanda');
    expect(push.received.filter((r) => r.name === 'a-tablet' && r.payload.notification?.body === 'Rapat bulanan')).toHaveLength(
      0,
    );
  });

  it('sends a new announcement to everyone signed in with push, and forgets a subscription the service calls gone (410)', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    await signInWithPush(a, push.browser('a-laptop'));
    await signInWithPush(b, push.browser('b-old-phone'));
    push.answer('b-old-phone', 410);

    expect((await publishAnnouncement('Libur bersama akhir tahun')).status).toBe(201);
    const got = await push.next('a-laptop');
    expect(got.payload.notification).toEqual({ title: 'Pengumuman baru', body: 'Libur bersama akhir tahun' });
    expect(got.payload.url).toMatch(/^\/menu\/pengumuman\/\d+$/);

    // The 410 is answered within the same drain as the delivery to a-laptop; once the next announcement reaches
    // a-laptop, b-old-phone was called once, forgotten, and not called again.
    expect((await publishAnnouncement('Jadwal baru')).status).toBe(201);
    await push.next('a-laptop', (p) => p.notification.body === 'Jadwal baru');
    const [{ n }] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from sessions where user_id = $1 and push_subscription is not null`,
      [b.id],
    );
    expect(n).toBe(0);
    expect(push.hits('b-old-phone')).toBe(1); // called once, answered 410, never again
    expect(push.received.filter((r) => r.name === 'b-old-phone')).toHaveLength(0);
  });
});

describe('FORCE_LOGOUT', () => {
  it('reaches the device of a deactivated account by push, and its session ends', async () => {
    const emp = await createUser(t);
    const token = await signInWithPush(emp, push.browser('deactivated-phone'));
    expect((await t.request({ method: 'DELETE', url: `/api/users/${emp.id}`, token: admin.token })).status).toBe(200);
    const got = await push.next('deactivated-phone', (p) => p.action === 'FORCE_LOGOUT');
    expect(got.payload).toMatchObject({
      action: 'FORCE_LOGOUT',
      message: 'Akun Anda telah dinonaktifkan. Hubungi HRD untuk informasi lebih lanjut.',
    });
    expect(got.headers.urgency).toBe('high');
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token })).status).toBe(401);
  });

  it('spares the session that changed its own password and signs the others out', async () => {
    const emp = await createUser(t);
    const other = await signInWithPush(emp, push.browser('other-tab'));
    const res = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token: emp.token,
      body: { password_lama: 'Rahasia123', password_baru: 'RahasiaBaru456' },
    });
    expect(res.status).toBe(200);
    const got = await push.next('other-tab');
    expect(got.payload).toMatchObject({
      action: 'FORCE_LOGOUT',
      message: 'Password akun Anda telah diubah. Silakan masuk kembali.',
    });
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: other })).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: emp.token })).status).toBe(200);
  });
});

/** Reads a text/event-stream over fetch with the bearer header, as the web app does. */
async function openEvents(baseUrl: string, token: string) {
  const res = await fetch(`${baseUrl}/api/events`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: any[] = [];
  let wake = () => {};
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const done = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const data = buffer
          .slice(0, cut)
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        if (data) events.push(JSON.parse(data));
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
      }
      wake();
    }
    wake();
  })();
  const next = async (match: (e: any) => boolean) => {
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };
  return { next, ended: done };
}

async function listen(app: App) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('live events (GET /events)', () => {
  it('needs a signed-in caller', async () => {
    expect((await t.request({ method: 'GET', url: '/api/events' })).status).toBe(401);
  });

  it(`reach a tab served by a second server process on the same database (${testEngine()})`, async () => {
    // Instance 2: its own connections to the same PostgreSQL database; on PGlite a second app on the same engine.
    let db2: Db = t.db;
    if (testEngine() === 'postgres') {
      const [{ name }] = await t.db.query<{ name: string }>('select current_database() as name');
      db2 = await openPostgres(adminUrl(name));
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hadir-files-'));
    const app2 = await buildApp({ db: db2, config: { ...readConfig({}), dataDir, webDist: undefined } });
    try {
      const base2 = await listen(app2);
      const emp = await createUser(t);
      const tab = await openEvents(base2, emp.token);

      // A password reset on instance 1: its FORCE_LOGOUT reaches the tab on instance 2, then the stream ends.
      const reset = await t.request({
        method: 'POST',
        url: '/api/users/resend-login-data',
        token: admin.token,
        body: { user_id: emp.id },
      });
      expect(reset.status).toBe(200);
      const out = await tab.next((e) => e.action === 'FORCE_LOGOUT');
      expect(out.message).toBe('Password Anda telah direset oleh HRD. Silakan masuk dengan data login yang baru.');
      await tab.ended;
      expect((await fetch(`${base2}/api/events`, { headers: { authorization: `Bearer ${emp.token}` } })).status).toBe(401);
    } finally {
      await app2.close();
      if (db2 !== t.db) await db2.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('addresses only the sessions that end: a role change of one person leaves other people’s tabs open', async () => {
    const base = await listen(t.app).catch(() => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    const emp = await createUser(t);
    const bystander = await createUser(t);
    const tab = await openEvents(base, emp.token);
    const calm = await openEvents(base, bystander.token);
    const detail = await t.request({ method: 'GET', url: `/api/users/${emp.id}`, token: admin.token });
    const { id: _id, ...rest } = detail.body;
    const body = { ...rest, roles: ['Karyawan', 'HRD'], pic_ids: [] };
    const res = await t.request({ method: 'PUT', url: `/api/users/${emp.id}`, token: admin.token, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await tab.next((e) => e.action === 'FORCE_LOGOUT')).message).toBe(
      'Peran akun Anda telah diubah. Silakan masuk kembali.',
    );
    // The bystander's stream is still open: the first event it carries is the one meant for it.
    const other = await login(t, bystander.username);
    const changed = await t.request({
      method: 'POST',
      url: '/api/users/change-password',
      token: other,
      body: { password_lama: 'Rahasia123', password_baru: 'RahasiaBaru456' },
    });
    expect(changed.status).toBe(200);
    expect(await calm.next(() => true)).toMatchObject({ message: 'Password akun Anda telah diubah. Silakan masuk kembali.' });
    await calm.ended;
  });
});
