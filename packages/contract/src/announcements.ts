import { z } from 'zod';
import { zDate, zPage, zText } from './common/schemas.ts';
import { zUploadedFile } from './leave-requests.ts';

// Announcements (pengumuman). `isi` is HTML sanitised by the server on write, or plain text that the
// server turns into paragraphs; clients render only what the server answers. Attachments (PDF or images) are
// uploaded through POST /files and claimed by the announcement that names them.

/** Attachments per announcement. */
export const PENGUMUMAN_LAMPIRAN_MAX = 5;

export const zPengumumanRequest = z.object({
  judul: zText('Judul', 200),
  isi: zText('Isi', 20000),
  /** Publish date; employees see the announcement from this local date on. Default: today. */
  tanggal_terbit: zDate.nullish(),
  /** The whole list on every save: files uploaded by the caller (new) or already attached to this announcement. */
  lampiran_ids: z
    .array(z.number({ error: 'Lampiran tidak valid.' }).int('Lampiran tidak valid.').positive('Lampiran tidak valid.'), {
      error: 'Lampiran tidak valid.',
    })
    .max(PENGUMUMAN_LAMPIRAN_MAX, `Lampiran paling banyak ${PENGUMUMAN_LAMPIRAN_MAX} berkas.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Lampiran yang sama dikirim dua kali.')
    .default([]),
});
export type PengumumanRequest = z.output<typeof zPengumumanRequest>;
export type PengumumanForm = z.input<typeof zPengumumanRequest>;

export const zPengumumanItem = z.object({
  id: z.number(),
  judul: z.string(),
  tanggal_terbit: z.string(),
  /** The first ~160 characters of the body as plain text. */
  ringkasan: z.string(),
  /** ISO instant. */
  date_created: z.string(),
});
export type PengumumanItem = z.infer<typeof zPengumumanItem>;

export const zPengumumanDetail = zPengumumanItem.extend({
  isi: z.string(),
  /** The creator's full name, if known. */
  pembuat: z.string().nullable(),
  updated_at: z.string(),
  lampiran: z.array(zUploadedFile),
});
export type PengumumanDetail = z.infer<typeof zPengumumanDetail>;

export const zPengumumanPage = zPage(zPengumumanItem);
export type PengumumanPage = z.infer<typeof zPengumumanPage>;

/** GET /pengumuman/latest: the newest published ones; how many is the server's choice. */
export const zPengumumanLatest = z.object({ items: z.array(zPengumumanItem) });
export type PengumumanLatest = z.infer<typeof zPengumumanLatest>;
