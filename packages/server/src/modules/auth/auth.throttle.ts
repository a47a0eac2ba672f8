import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './auth.repo.ts';

// Sign-in throttle (decision 0018). Each attempt is reserved before the password is checked, so parallel
// guesses cannot outrun the count; a refused attempt checks nothing and costs nothing.

/** One account from one address: five free tries, then 2 s, 4 s, 8 s ... up to 15 minutes between tries. */
export const PAIR: repo.ThrottleRule = { free: 5, baseSeconds: 2, capSeconds: 900, windowSeconds: 86_400 };
/** One account from every address: a distributed guesser is slowed (never locked) after 100 failures a day. */
export const ACCOUNT: repo.ThrottleRule = { free: 100, baseSeconds: 2, capSeconds: 300, windowSeconds: 86_400 };
/**
 * One address across accounts (an office behind one NAT): counts at most the first five tries of each account
 * and gives a success's try back, so 500 people with the odd typo pass and a password sprayer is slowed after
 * 200 failures in an hour.
 */
export const ADDRESS: repo.ThrottleRule = { free: 200, baseSeconds: 2, capSeconds: 60, windowSeconds: 3_600 };
/** Change-password of one account (a stolen session must not test guesses freely). */
export const CHANGE: repo.ThrottleRule = PAIR;
/** An address the account signed in from within this many days skips the account and address ceilings. */
export const KNOWN_DAYS = 60;

/** "2 menit", "30 detik": how long to wait, as a person reads it. */
export function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;
}

async function reserveOrRefuse(db: Db, key: repo.ThrottleKey, rule: repo.ThrottleRule, at: Date, what: string) {
  const hits = await repo.reserveAttempt(db, key, rule, at);
  if (hits !== undefined) return hits;
  const wait = await repo.secondsToWait(db, key, at);
  throw new AppError('TOO_MANY_ATTEMPTS', `Terlalu banyak percobaan ${what}. Coba lagi dalam ${waitText(wait)}.`);
}

export interface SignInTicket {
  akun: string;
  alamat: string;
  /** The account's and the address's counts took this try: a success gives it back (they count failures). */
  counted: { account: boolean; address: boolean };
}

/** Reserves a sign-in try of `username` from `ip`, or throws 429 with the wait. All scopes or none. */
export async function reserveSignIn(db: Db, username: string, ip: string, at: Date): Promise<SignInTicket> {
  const akun = username.trim().toLowerCase().slice(0, 100);
  const known = await repo.isKnownAddress(db, akun, ip, at, KNOWN_DAYS);
  return db.tx(async (t) => {
    const what = 'masuk';
    const ticket = { akun, alamat: ip, counted: { account: false, address: false } };
    const hits = await reserveOrRefuse(t, { jenis: 'pasangan', akun, alamat: ip }, PAIR, at, what);
    if (known) return ticket;
    await reserveOrRefuse(t, { jenis: 'akun', akun, alamat: '' }, ACCOUNT, at, what);
    ticket.counted.account = true;
    if (hits > PAIR.free) return ticket;
    await reserveOrRefuse(t, { jenis: 'alamat', akun: '', alamat: ip }, ADDRESS, at, what);
    ticket.counted.address = true;
    return ticket;
  });
}

/** A right password: the pair starts over, account and address get their try back, the address becomes known. */
export async function signInSucceeded(db: Db, ticket: SignInTicket, at: Date) {
  await repo.clearAttempts(db, { jenis: 'pasangan', akun: ticket.akun, alamat: ticket.alamat });
  if (ticket.counted.account) await repo.releaseAttempt(db, { jenis: 'akun', akun: ticket.akun, alamat: '' });
  if (ticket.counted.address) await repo.releaseAttempt(db, { jenis: 'alamat', akun: '', alamat: ticket.alamat });
  await repo.rememberAddress(db, ticket.akun, ticket.alamat, at, KNOWN_DAYS);
}

const changeKey = (userId: number): repo.ThrottleKey => ({ jenis: 'ganti', akun: String(userId), alamat: '' });

export async function reserveChangePassword(db: Db, userId: number, at: Date) {
  await reserveOrRefuse(db, changeKey(userId), CHANGE, at, 'mengganti password');
}

export const changePasswordSucceeded = (db: Db, userId: number) => repo.clearAttempts(db, changeKey(userId));
