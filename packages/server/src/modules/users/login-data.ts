import type { LoginDataDelivery, UserDetail } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { hashPassword, temporaryPassword } from '../../platform/passwords.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { FORCE_LOGOUT_MESSAGES, forceLogout, type LoginDataMail, queueLoginDataMail } from '../notifications/index.ts';
import { companyProfile } from '../settings/index.ts';
import * as repo from './users.repo.ts';

// How login data reaches a person (decision 0021). By e-mail when the installation sends e-mail and the person has
// an address: the request only queues their id; the password is made and written in the e-mail when it leaves and
// set once the mail server accepted it, so it is never stored in clear and never shown on a screen. Otherwise the call that makes the password
// answers it once, with a WhatsApp link carrying the same message when the person has a phone number.

/**
 * Queues the login data e-mail for those of `userIds` who are active and have an address; call it inside the
 * transaction that created (or reset) the accounts. Those without an address keep what they have (an account
 * made without a password cannot sign in until HR sends its login data).
 */
export async function queueLoginData(t: Db, userIds: number[]): Promise<{ queued: number }> {
  if (!userIds.length) return { queued: 0 };
  return { queued: (await queueLoginDataMail(t, userIds)).length };
}

const FIRST_SIGN_IN =
  'Anda akan diminta mengganti password saat pertama kali masuk. Jangan berikan password ini kepada siapa pun.';

/** Sets a new temporary password, to be changed at the next sign-in; the old one and every session end with it. */
export async function setTemporaryLogin(t: Db, userId: number, hash: string) {
  await repo.setTemporaryPassword(t, userId, hash);
  await forceLogout(t, userId, FORCE_LOGOUT_MESSAGES.passwordReset);
  await revokeUserSessions(t, userId);
}

/**
 * The e-mail sender's step: a new temporary password in the e-mail, set once the mail server accepted it (so while
 * the server is away the person keeps signing in as before, and a password nobody received is never set).
 */
export const loginDataMail: LoginDataMail = async (db, userId, appUrl) => {
  const user = await repo.findDetail(db, userId);
  if (!user?.active || !user.email) return null;
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  const company = (await companyProfile(db))?.nama ?? '';
  return {
    to: { name: user.fullname, address: user.email },
    content: {
      subject: `Data login Hadir ${company}`.trim(),
      to: user.fullname,
      paragraphs: [`Akun Hadir Anda di ${company} sudah siap. Berikut data login Anda:`],
      details: [
        ['Alamat aplikasi', appUrl],
        ['Username', user.username],
        ['Password sementara', password],
      ],
      action: { label: 'Masuk ke Hadir', url: `${appUrl}/login` },
      note: FIRST_SIGN_IN,
    },
    sent: (t) => setTemporaryLogin(t, userId, hash),
  };
};

/** The answer when the login data went to the e-mail queue: where to, and never the password. */
export const mailedAnswer = (email: string, message: string): LoginDataDelivery => ({ message, email });

/** wa.me wants the full international number: Indonesian numbers written 08… or 8… become 628…. */
function whatsappNumber(noHp: string): string | undefined {
  const digits = noHp.replace(/\D/g, '');
  const international = noHp.trim().startsWith('+')
    ? digits
    : digits.startsWith('0')
      ? `62${digits.slice(1)}`
      : digits.startsWith('8')
        ? `62${digits}`
        : digits;
  return /^[1-9]\d{7,14}$/.test(international) ? international : undefined;
}

/** The answer that shows a new password, this once, with a WhatsApp link to pass it on when there is a number. */
export async function shownAnswer(
  db: Db,
  user: Pick<UserDetail, 'fullname' | 'username' | 'email' | 'no_hp'>,
  password: string,
  appUrl: string,
  made: string,
): Promise<LoginDataDelivery> {
  // An address and still no e-mail: this server sends none (SMTP_URL is not set).
  const message = user.email ? `${made} Pengiriman email belum diaktifkan, jadi data login ditampilkan di sini.` : made;
  const number = user.no_hp ? whatsappNumber(user.no_hp) : undefined;
  if (!number) return { message, password_sementara: password };
  const company = (await companyProfile(db))?.nama ?? '';
  const text = [
    `Halo ${user.fullname}, berikut data login Hadir Anda di ${company}:`,
    `Alamat aplikasi: ${appUrl}`,
    `Username: ${user.username}`,
    `Password sementara: ${password}`,
    FIRST_SIGN_IN,
  ].join('\n');
  return { message, password_sementara: password, whatsapp_url: `https://wa.me/${number}?text=${encodeURIComponent(text)}` };
}
