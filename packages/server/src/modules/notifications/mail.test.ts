import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../../../test/mailbox.ts';
import { createTestApp, createUser, type TestApp, type UserFixture } from '../../../test/test-app.ts';

// Approval notifications by e-mail, through a real SMTP server on 127.0.0.1, for those who chose it on their
// Profile (issue 16 §5). Push is tested in notifications.test.ts.

const APP_URL = 'https://hadir.maju.co.id';
let mailbox: Mailbox;
let t: TestApp;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url, MAIL_FROM: 'hadir@maju.co.id', APP_URL } });
  await t.db.query(`update perusahaan set nama = 'PT Maju Bersama' where id = 1`);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const preference = (u: UserFixture) => t.request({ method: 'GET', url: '/api/users/preferensi-notifikasi', token: u.token });
const choose = (u: UserFixture, notifikasi_email: boolean) =>
  t.request({ method: 'PUT', url: '/api/users/preferensi-notifikasi', token: u.token, body: { notifikasi_email } });

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

describe('the Profile choice (GET/PUT /users/preferensi-notifikasi)', () => {
  it('is off by default, shows the address it would use, and turns on and off', async () => {
    const u = await createUser(t, { fields: { email: 'pilih@contoh.co.id' } });
    expect((await preference(u)).body).toEqual({ notifikasi_email: false, email: 'pilih@contoh.co.id', email_aktif: true });
    const on = await choose(u, true);
    expect(on.status).toBe(200);
    expect(on.body.notifikasi_email).toBe(true);
    expect((await preference(u)).body.notifikasi_email).toBe(true);
    expect((await choose(u, false)).body.notifikasi_email).toBe(false);
  });

  it('refuses to turn on without an address, saying where to add one', async () => {
    const u = await createUser(t);
    const res = await choose(u, true);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Isi alamat email di Data Kontak terlebih dahulu.',
      errors: { notifikasi_email: 'Isi alamat email di Data Kontak terlebih dahulu.' },
    });
    expect((await preference(u)).body.notifikasi_email).toBe(false);
    const bad = await t.request({ method: 'PUT', url: '/api/users/preferensi-notifikasi', token: u.token, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('notifikasi_email');
  });
});

describe('approval notifications by e-mail', () => {
  it('reach the approvers who chose e-mail and, once decided, the requester; nobody else', async () => {
    const atasan = await createUser(t, { fullname: 'Bu Atasan', fields: { email: 'atasan@contoh.co.id' } });
    const wakil = await createUser(t, { fullname: 'Pak Wakil', fields: { email: 'wakil@contoh.co.id' } });
    const pemohon = await createUser(t, {
      fullname: 'Ani Pemohon',
      pics: [atasan.id, wakil.id],
      fields: { email: 'ani@contoh.co.id' },
    });
    expect((await choose(atasan, true)).status).toBe(200);
    expect((await choose(pemohon, true)).status).toBe(200);

    const id = await fileKoreksi(pemohon);
    const waiting = await mailbox.next('atasan@contoh.co.id');
    expect(waiting.subject).toBe('Pengajuan menunggu persetujuan');
    expect(waiting.text).toContain('Halo Bu Atasan,');
    expect(waiting.text).toContain('Koreksi Kehadiran dari Ani Pemohon menunggu persetujuan Anda.');
    expect(waiting.text).toContain(`Buka di Hadir: ${APP_URL}/menu/approval/koreksi/${id}`);
    expect(waiting.html).toContain(`href="${APP_URL}/menu/approval/koreksi/${id}"`);
    expect(waiting.text).toContain('aplikasi Hadir PT Maju Bersama');

    const decided = await t.request({
      method: 'POST',
      url: `/api/approval/koreksi/${id}`,
      token: atasan.token,
      body: { keputusan: 'Ditolak', catatan: 'Tanggal <salah>' },
    });
    expect(decided.status).toBe(200);
    const result = await mailbox.next('ani@contoh.co.id');
    expect(result.subject).toBe('Pengajuan Koreksi Kehadiran ditolak');
    expect(result.text).toContain('Diputuskan oleh Bu Atasan. Catatan: Tanggal <salah>');
    expect(result.html).toContain('Catatan: Tanggal &lt;salah&gt;');
    expect(result.text).toContain(`${APP_URL}/menu/absensi/koreksi-kehadiran/${id}`);

    // The decision's e-mail left after any from the filing (one sender, in order): Pak Wakil, who did not choose
    // e-mail, got none, and Bu Atasan got the one.
    expect(mailbox.received.filter((r) => r.to.includes('wakil@contoh.co.id'))).toHaveLength(0);
    expect(mailbox.received.filter((r) => r.to.includes('atasan@contoh.co.id'))).toHaveLength(0);
  });
});
