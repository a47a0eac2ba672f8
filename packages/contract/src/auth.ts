import { z } from 'zod';
import { ADMIN_SECTIONS } from './roles.ts';

export * from './roles.ts';

export const zLoginRequest = z.object({
  username: z.string({ error: 'Username wajib diisi.' }).trim().min(1, 'Username wajib diisi.').max(100),
  password: z.string({ error: 'Password wajib diisi.' }).min(1, 'Password wajib diisi.').max(200),
  fcm_token: z.string().max(4000).nullish(),
});
export type LoginRequest = z.infer<typeof zLoginRequest>;

/** GET /auth/me: who the caller is, and which admin sections they open (null = every section). */
export const zMeResponse = z.object({
  id: z.number(),
  username: z.string(),
  fullname: z.string(),
  role: z.string(),
  must_change_password: z.boolean(),
  bagian_admin: z.array(z.enum(ADMIN_SECTIONS)).nullable(),
});
export type MeResponse = z.infer<typeof zMeResponse>;

export const zLoginResponse = z.object({
  token: z.string(),
  /** Comma-separated role names, e.g. "Admin,HRD". */
  role: z.string(),
  username: z.string(),
  fullname: z.string(),
  must_change_password: z.boolean(),
});
export type LoginResponse = z.infer<typeof zLoginResponse>;

/** Passwords: at least 8 characters with a letter and a digit. */
export const zNewPassword = z
  .string({ error: 'Password baru wajib diisi.' })
  .min(8, 'Password baru minimal 8 karakter.')
  .max(200, 'Password baru maksimal 200 karakter.')
  .regex(/[A-Za-z]/, 'Password baru harus mengandung huruf.')
  .regex(/\d/, 'Password baru harus mengandung angka.');

export const zChangePasswordRequest = z.object({
  password_lama: z.string({ error: 'Password lama wajib diisi.' }).min(1, 'Password lama wajib diisi.').max(200),
  password_baru: zNewPassword,
});
export type ChangePasswordRequest = z.infer<typeof zChangePasswordRequest>;
