import { z } from 'zod';

/** Dates on the wire are yyyy-MM-dd and must be real calendar dates. */
export const zDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal harus yyyy-MM-dd.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Tanggal tidak valid.');

/** Times of day are HH:mm (24 hours). */
export const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Format jam harus HH:mm.');

export const zId = z.coerce
  .number({ error: 'ID tidak valid.' })
  .int('ID tidak valid.')
  .positive('ID tidak valid.')
  .max(Number.MAX_SAFE_INTEGER, 'ID tidak valid.');

export const zIdParams = z.object({ id: zId });

/** Required non-empty text with a length cap, trimmed. */
export const zText = (label: string, max = 200) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} maksimal ${max} karakter.`);

export const zOptionalText = (label: string, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `${label} maksimal ${max} karakter.`)
    .nullish()
    .transform((v) => (v === '' || v == null ? null : v));

export const zListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Halaman minimal 1.').max(100000).default(1),
  size: z.coerce.number().int().min(1, 'Ukuran halaman minimal 1.').max(200, 'Ukuran halaman maksimal 200.').default(10),
  search: z.string().trim().max(100, 'Kata kunci maksimal 100 karakter.').optional(),
});
export type ListQuery = z.infer<typeof zListQuery>;

export const zPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const zMessage = z.object({ message: z.string() });

export const zErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof zErrorBody>;
