import { z } from 'zod';
import { zDate, zPage, zText } from './common/schemas.ts';

// Announcements (pengumuman). `isi` is HTML sanitised by the server on write, or plain text that the
// server turns into paragraphs; clients render only what the server answers.

export const zPengumumanRequest = z.object({
  judul: zText('Judul', 200),
  isi: zText('Isi', 20000),
  /** Publish date; employees see the announcement from this local date on. Default: today. */
  tanggal_terbit: zDate.nullish(),
});
export type PengumumanRequest = z.infer<typeof zPengumumanRequest>;

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
});
export type PengumumanDetail = z.infer<typeof zPengumumanDetail>;

export const zPengumumanPage = zPage(zPengumumanItem);
export type PengumumanPage = z.infer<typeof zPengumumanPage>;

/** GET /pengumuman/latest: the newest published ones; how many is the server's choice. */
export const zPengumumanLatest = z.object({ items: z.array(zPengumumanItem) });
export type PengumumanLatest = z.infer<typeof zPengumumanLatest>;
