import { z } from 'zod';
import { zOptionalText, zText } from './common/schemas.ts';

// Company profile (single record): GET /perusahaan for everyone signed in, PUT /perusahaan for Admin/HRD.
export const zPerusahaanRequest = z.object({
  nama: zText('Nama perusahaan', 150),
  alamat: zOptionalText('Alamat', 500),
  telepon: zOptionalText('Telepon', 30),
  email: z
    .union([z.literal(''), z.email('Format email tidak valid.').max(150)])
    .nullish()
    .transform((v) => v || null),
  website: zOptionalText('Website', 200),
  npwp: zOptionalText('NPWP', 30),
});
export type PerusahaanRequest = z.infer<typeof zPerusahaanRequest>;
export const zPerusahaan = z.object({
  nama: z.string(),
  alamat: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  npwp: z.string().nullable(),
  updated_at: z.string(),
});
export type Perusahaan = z.infer<typeof zPerusahaan>;
