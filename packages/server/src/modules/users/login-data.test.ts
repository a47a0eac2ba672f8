import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../../../test/mailbox.ts';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp, type UserFixture } from '../../../test/test-app.ts';
import { MailSender } from '../notifications/index.ts';
import { queueLoginData } from './index.ts';
import { newUserBody } from './users.fixtures.ts';

// Login data by e-mail through a real SMTP server on 127.0.0.1, by WhatsApp link, or shown once (issue 16 §5).

const APP_URL = 'https://hadir.maju.co.id';
let mailbox: Mailbox;
let t: TestApp;
let hrd: UserFixture;
beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Hadir PT Maju <hadir@maju.co.id>', APP_URL } });
  await t.db.query(`update perusahaan set nama = 'PT Maju Bersama' where id = 1`);
  hrd = await createUser(t, { roles: ['HRD'] });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const signIn = (username: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', body: { username, password } });
const resend = (userId: number) =>
  t.request({ method: 'POST', url: '/api/users/resend-login-data', token: hrd.token, body: { user_id: userId } });
const outbox = (userId: number) =>
  t.db.query<{ attempts: number; last_error: string | null; next_at: Date }>(
    'select attempts, last_error, next_at from mail_outbox where user_id = $1',
    [userId],
  );

/** The next e-mail to `address`, once the sender also finished with it (the password is set after the server took it). */
async function mailTo(address: string) {
  const mail = await mailbox.next(address);
  await MailSender.of(t.db)!.sendDue(new Date());
  return mail;
}

/** Username and temporary password as the e-mail's text part lists them (the HTML part says the same). */
function loginDataIn(mail: ParsedMail) {
  const text = mail.text ?? '';
  const username = /^Username: (\S+)$/m.exec(text)?.[1];
  const password = /^Password sementara: (\S+)$/m.exec(text)?.[1];
  expect(username, text).toBeTruthy();
  expect(password, text).toMatch(/^[a-z0-9]{10}$/);
  expect(mail.html).toContain(password);
  return { username: username!, password: password! };
}

async function withAddress(email: string, extra: Record<string, unknown> = {}) {
  return createUser(t, { fullname: 'Rina Wati', fields: { email, ...extra } });
}

describe('login data by e-mail', () => {
  it('resend: the e-mail carries the username and a password that signs in and must be changed; the answer never shows it', async () => {
    const u = await withAddress('rina.wati@contoh.co.id');
    const res = await resend(u.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Data login baru untuk Rina Wati sedang dikirim ke rina.wati@contoh.co.id.',
      email: 'rina.wati@contoh.co.id',
    });

    const mail = await mailTo('rina.wati@contoh.co.id');
    expect(mail.subject).toBe('Data login Hadir PT Maju Bersama');
    expect(mail.from?.value).toEqual([{ name: 'Hadir PT Maju', address: 'hadir@maju.co.id' }]);
    expect(mail.to && 'value' in mail.to ? mail.to.value : []).toEqual([
      { name: 'Rina Wati', address: 'rina.wati@contoh.co.id' },
    ]);
    expect(mail.text).toContain('Halo Rina Wati,');
    expect(mail.text).toContain(`Alamat aplikasi: ${APP_URL}`);
    const { username, password } = loginDataIn(mail);
    expect(username).toBe(u.username);
    expect(JSON.stringify(res.body)).not.toContain(password);

    // The old password and sessions ended when the new one was set.
    expect((await signIn(u.username, TEST_PASSWORD)).status).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/me', token: u.token })).status).toBe(401);
    const first = await signIn(username, password);
    expect(first.status).toBe(200);
    expect(first.body.must_change_password).toBe(true);
    // Nothing of it stays behind: the outbox row is gone once the e-mail left.
    expect(await outbox(u.id)).toEqual([]);
  });

  it('a new account with an address gets its login data by e-mail only; it has no password until then', async () => {
    const body = newUserBody({ fullname: 'Bayu Saputra', email: 'bayu@contoh.co.id', no_hp: '0812-3456-7890' });
    const res = await t.request({ method: 'POST', url: '/api/users', token: hrd.token, body });
    expect(res.status).toBe(201);
    expect(res.body.data_login).toEqual({
      message: 'Akun Bayu Saputra telah dibuat. Data login sedang dikirim ke bayu@contoh.co.id.',
      email: 'bayu@contoh.co.id',
    });
    expect(res.body.must_change_password).toBe(true);

    const { username, password } = loginDataIn(await mailTo('bayu@contoh.co.id'));
    expect(username).toBe(body.username);
    expect(JSON.stringify(res.body)).not.toContain(password);
    expect((await signIn(username, password)).body.must_change_password).toBe(true);
  });

  it('queueLoginData: one e-mail each for the accounts with an address; the others stay refused at sign-in', async () => {
    // As the Excel import creates accounts: no password at all, login data queued in the same transaction.
    const ids = await t.db.tx(async (tx) => {
      const made: number[] = [];
      for (const [nip, email] of [
        ['IMP-1', 'satu@contoh.co.id'],
        ['IMP-2', 'dua@contoh.co.id'],
        ['IMP-3', null],
      ] as const) {
        const [row] = await tx.query<{ id: number }>(
          `insert into users (nip, username, fullname, email, password_hash, must_change_password)
           values ($1, lower($1), $2, $3, null, true) returning id`,
          [nip, `Karyawan ${nip}`, email],
        );
        made.push(row.id);
      }
      expect(await queueLoginData(tx, made)).toEqual({ queued: 2 });
      return made;
    });

    const refused = await signIn('imp-3', 'apapun-juga-123');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Username atau password salah.', code: 'INVALID_CREDENTIALS' });

    for (const [email, username] of [
      ['satu@contoh.co.id', 'imp-1'],
      ['dua@contoh.co.id', 'imp-2'],
    ]) {
      const data = loginDataIn(await mailTo(email));
      expect(data.username).toBe(username);
      expect((await signIn(username, data.password)).status).toBe(200);
    }
    expect(await outbox(ids[2])).toEqual([]);
  });

  it('a slow or absent mail server: the request answers at once, and the e-mail arrives once the server is back', async () => {
    const u = await withAddress('sabar@contoh.co.id');
    const sender = MailSender.of(t.db)!;
    await mailbox.stop();
    const res = await resend(u.id);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('sabar@contoh.co.id');

    // One attempt (by the wake-up after commit or by this run, whichever came first) failed and waits a minute.
    await sender.sendDue(new Date());
    const [waiting] = await outbox(u.id);
    expect(waiting.attempts).toBe(1);
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);
    expect(waiting.next_at.getTime()).toBeGreaterThan(Date.now());
    // Until the new password is e-mailed, the old one still works.
    expect((await signIn(u.username, TEST_PASSWORD)).status).toBe(200);

    await mailbox.start();
    await sender.sendDue(new Date(Date.now() + 2 * 60_000));
    const { password } = loginDataIn(await mailTo('sabar@contoh.co.id'));
    expect((await signIn(u.username, password)).status).toBe(200);
    expect((await signIn(u.username, TEST_PASSWORD)).status).toBe(401);
    expect(await outbox(u.id)).toEqual([]);
  });

  it('asking twice while the first e-mail waits sends one e-mail with one password', async () => {
    const u = await withAddress('dua.kali@contoh.co.id');
    await mailbox.stop();
    expect((await resend(u.id)).status).toBe(200);
    await MailSender.of(t.db)!.sendDue(new Date());
    expect((await resend(u.id)).status).toBe(200);
    expect(await outbox(u.id)).toHaveLength(1);
    await mailbox.start();
    await MailSender.of(t.db)!.sendDue(new Date(Date.now() + 2 * 60_000));
    const { password } = loginDataIn(await mailTo('dua.kali@contoh.co.id'));
    expect((await signIn(u.username, password)).status).toBe(200);
    expect(mailbox.received.filter((r) => r.to.includes('dua.kali@contoh.co.id'))).toHaveLength(0);
  });
});

describe('login data shown once', () => {
  it('no address but a phone number: the password this once, with a WhatsApp link carrying the whole message', async () => {
    const u = await createUser(t, { fullname: 'Joko Susilo', fields: { no_hp: '0812-3456-7890' } });
    const res = await resend(u.id);
    expect(res.status).toBe(200);
    const { password_sementara: password, whatsapp_url: link, message } = res.body;
    expect(message).toBe('Data login baru untuk Joko Susilo telah dibuat.');
    expect(password).toMatch(/^[a-z0-9]{10}$/);
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/6281234567890');
    expect(url.searchParams.get('text')).toBe(
      [
        'Halo Joko Susilo, berikut data login Hadir Anda di PT Maju Bersama:',
        `Alamat aplikasi: ${APP_URL}`,
        `Username: ${u.username}`,
        `Password sementara: ${password}`,
        'Anda akan diminta mengganti password saat pertama kali masuk. Jangan berikan password ini kepada siapa pun.',
      ].join('\n'),
    );
    expect((await signIn(u.username, password)).body.must_change_password).toBe(true);
    // Never again: not in the employee's record, and nothing was queued for e-mail.
    const detail = await t.request({ method: 'GET', url: `/api/users/${u.id}`, token: hrd.token });
    expect(JSON.stringify(detail.body)).not.toContain(password);
    expect(await outbox(u.id)).toEqual([]);
  });

  it('neither address nor phone: the password this once and no link', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      token: hrd.token,
      body: newUserBody({ fullname: 'Sri Rahayu' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.data_login).toEqual({ message: 'Akun Sri Rahayu telah dibuat.', password_sementara: expect.any(String) });
    expect((await signIn(res.body.username, res.body.data_login.password_sementara)).status).toBe(200);
  });

  it('a password HR chose is theirs to hand over: no login data is made or sent', async () => {
    const body = newUserBody({ email: 'pilihan@contoh.co.id', password: 'PilihanHrd2026!' });
    const res = await t.request({ method: 'POST', url: '/api/users', token: hrd.token, body });
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('data_login');
    expect(await outbox(res.body.id)).toEqual([]);
    expect((await signIn(body.username, 'PilihanHrd2026!')).body.must_change_password).toBe(false);
  });
});
