import { z } from 'zod';
import { zDate, zId, zOptionalText } from './schemas.ts';

// The optional fields of the people forms (employee form, own data groups): '' or undefined from an untouched input
// means none. Not exported from the package: users.ts and profile.ts build their schemas from them.

export const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** An optional choice from a fixed list; '' (an untouched select) means none. */
export const zOptionalEnum = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .union([z.literal(''), z.enum(values)], { error: message })
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional reference to another record; '' (an untouched select) means none. */
export const zOptionalRef = z.preprocess(blankToNull, zId.nullable()).optional();

export const zOptionalDate = z.preprocess(blankToNull, zDate.nullable()).optional();

export const zOptionalEmail = z
  .union([z.literal(''), z.email('Format email tidak valid.').max(150, 'Email maksimal 150 karakter.')], {
    error: 'Format email tidak valid.',
  })
  .nullish()
  .transform((v) => (v ? v.trim() : null));

export const zOptionalPhone = (label: string) =>
  zOptionalText(label, 20).refine((v) => v === null || /^\+?[0-9][0-9 -]{5,19}$/.test(v), `Format ${label} tidak valid.`);

/** Digits only, with a fixed length; dots, dashes and spaces people type are ignored. */
export const zOptionalDigits = (label: string, lengths: number[], message: string) =>
  zOptionalText(label, 30)
    .transform((v) => (v === null ? null : v.replace(/[.\- ]/g, '')))
    .refine((v) => v === null || (/^\d+$/.test(v) && lengths.includes(v.length)), message);
