import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as indonesian from '@zxcvbn-ts/language-id';
import { AppError } from './errors.ts';

// argon2id with OWASP's minimum memory/time cost: about 20 ms per hash on this class of machine.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** False for an account without a password yet (`hashed` null), after the same work as a real verify. */
export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  if (hashed === null) {
    await verifyAgainstDummy(password);
    return false;
  }
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

// zxcvbn's score 3 ("safely unguessable", at least 10^8 guesses) with the common and Indonesian dictionaries:
// a stolen backup's argon2 hashes must not fall to a dictionary of names and words with a year (decision 0018).
const MIN_SCORE = 3;
let estimator: ZxcvbnFactory | undefined;
const strength = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...indonesian.dictionary },
    graphs: common.adjacencyGraphs,
    translations: indonesian.translations,
  }));

/** What the person is known by: each word of the name and the name run together count as guessable. */
function userInputs(who: { username?: string; fullname?: string }): string[] {
  const words = (who.fullname ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3);
  const inputs = [...words, words.join('')];
  if (who.username) inputs.push(who.username.toLowerCase(), ...who.username.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(inputs.filter((w) => w.length >= 3))];
}

/**
 * The one rule for a chosen password (change, account creation, ADMIN_PASSWORD): refuses common and guessable
 * ones, including the username or the person's name, with an Indonesian message under `field`.
 */
export function assertStrongPassword(
  password: string,
  who: { username?: string; fullname?: string },
  field = 'password',
  label = 'Password',
): void {
  const result = strength().check(password.slice(0, 100), userInputs(who));
  if (result.score >= MIN_SCORE) return;
  const personal = result.sequence.some((m) => 'dictionaryName' in m && m.dictionaryName === 'userInputs');
  const message = personal
    ? `${label} tidak boleh memuat username atau nama.`
    : `${label} terlalu mudah ditebak. Gunakan gabungan beberapa kata yang tidak umum dengan angka atau simbol.`;
  throw new AppError('VALIDATION_ERROR', message, { [field]: message });
}

/** A readable temporary password (no look-alike characters) that satisfies the password rules. */
export function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  for (;;) {
    const chars = [pick(letters), pick(digits), ...Array.from({ length: 8 }, () => pick(all))];
    const candidate = chars.sort(() => crypto.randomInt(3) - 1).join('');
    // A random draw can spell a word or a run ("abc123"): draw again rather than hand out a weak one.
    if (strength().check(candidate).score >= MIN_SCORE) return candidate;
  }
}

/** Burns about the same time as a real verify so that unknown usernames are not revealed by timing. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-1');
  await verifyPassword(await dummyHash, password);
}
