import { z } from 'zod';
import { zApprovalPemohon, zApprovalStatus } from './approvals.ts';
import { zDate, zListQuery, zPage } from './common/schemas.ts';

// Leave requests (izin/cuti): an employee asks for a leave type over a date range; only working days
// count (their schedule minus holidays), quota-taking types draw on the annual leave of the period each day is in.

export const IZIN_ALASAN_MIN = 5;
export const IZIN_ALASAN_MAX = 500;
/** Attachments per request (a doctor's letter, a few photos of it). */
export const IZIN_LAMPIRAN_MAX = 5;
/** The longest range one request may span, in calendar days (maternity leave is three months). */
export const IZIN_RENTANG_MAX_HARI = 366;

const zJenisIzinId = z.coerce
  .number({ error: 'Jenis izin wajib dipilih.' })
  .int('Jenis izin wajib dipilih.')
  .positive('Jenis izin wajib dipilih.')
  .max(Number.MAX_SAFE_INTEGER, 'Jenis izin tidak valid.');

const zTanggal = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .min(1, `${label} wajib diisi.`)
    .pipe(zDate);

/** Calendar days from a to b (yyyy-MM-dd), b included. */
export function rentangHari(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000) + 1;
}

function checkRange(v: { tanggal_mulai: string; tanggal_selesai: string }, ctx: z.RefinementCtx) {
  if (v.tanggal_selesai < v.tanggal_mulai) {
    ctx.addIssue({ code: 'custom', path: ['tanggal_selesai'], message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.' });
  } else if (rentangHari(v.tanggal_mulai, v.tanggal_selesai) > IZIN_RENTANG_MAX_HARI) {
    ctx.addIssue({
      code: 'custom',
      path: ['tanggal_selesai'],
      message: `Rentang tanggal izin paling lama ${IZIN_RENTANG_MAX_HARI} hari.`,
    });
  }
}

/** POST /izin. */
export const zIzinRequest = z
  .object({
    jenis_izin_id: zJenisIzinId,
    tanggal_mulai: zTanggal('Tanggal mulai'),
    tanggal_selesai: zTanggal('Tanggal selesai'),
    alasan: z
      .string({ error: 'Alasan wajib diisi.' })
      .trim()
      .min(IZIN_ALASAN_MIN, `Alasan minimal ${IZIN_ALASAN_MIN} karakter.`)
      .max(IZIN_ALASAN_MAX, `Alasan maksimal ${IZIN_ALASAN_MAX} karakter.`),
    /** Files uploaded by the caller through POST /files and not attached to anything yet. */
    lampiran_ids: z
      .array(z.number({ error: 'Lampiran tidak valid.' }).int('Lampiran tidak valid.').positive('Lampiran tidak valid.'), {
        error: 'Lampiran tidak valid.',
      })
      .max(IZIN_LAMPIRAN_MAX, `Lampiran paling banyak ${IZIN_LAMPIRAN_MAX} berkas.`)
      .refine((ids) => new Set(ids).size === ids.length, 'Lampiran yang sama dikirim dua kali.')
      .default([]),
  })
  .superRefine(checkRange);
export type IzinRequest = z.input<typeof zIzinRequest>;
export type IzinInput = z.output<typeof zIzinRequest>;

/** GET /izin/preview: what a request would take, shown before it is sent. */
export const zIzinPreviewQuery = z
  .object({
    jenis_izin_id: zJenisIzinId,
    tanggal_mulai: zTanggal('Tanggal mulai'),
    tanggal_selesai: zTanggal('Tanggal selesai'),
  })
  .superRefine(checkRange);
export const zIzinPreview = z.object({
  /** Working days in the range (the employee's schedule, minus holidays). */
  jumlah_hari: z.number(),
  /**
   * Annual leave days still free in the period holding tanggal_mulai (total minus approved minus pending);
   * null when the type does not take from annual leave.
   */
  sisa_kuota: z.number().nullable(),
});
export type IzinPreview = z.infer<typeof zIzinPreview>;

/** POST /files answer, and each attachment of a request. */
export const zUploadedFile = z.object({ id: z.number(), nama: z.string(), tipe: z.string(), ukuran: z.number() });
export type UploadedFile = z.infer<typeof zUploadedFile>;

export const zIzinItem = z.object({
  id: z.number(),
  jenis_izin_id: z.number(),
  jenis_izin: z.string(),
  /** As the type was when the request was filed. */
  berbayar: z.boolean(),
  potong_kuota: z.boolean(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string(),
  /** Working days the request takes. */
  jumlah_hari: z.number(),
  alasan: z.string(),
  status: z.string(),
  /** ISO instant. */
  tanggal_pengajuan: z.string(),
  approver: z.string().nullable(),
  catatan_approval: z.string().nullable(),
  tanggal_approval: z.string().nullable(),
  lampiran: z.array(zUploadedFile),
});
export type IzinItem = z.infer<typeof zIzinItem>;
export const zIzinPage = zPage(zIzinItem);
export type IzinPage = z.infer<typeof zIzinPage>;

/** One request with its requester (own page, the approver's `detail`, admin pages). */
export const zIzinDetail = zIzinItem.extend({ pemohon: zApprovalPemohon });
export type IzinDetail = z.infer<typeof zIzinDetail>;

export const zIzinListQuery = zListQuery.extend({ status: zApprovalStatus.optional() });
export type IzinListQuery = z.input<typeof zIzinListQuery>;

/** GET /izin/admin: everyone's requests; the date range keeps requests that overlap it. */
export const zIzinAdminQuery = zIzinListQuery
  .extend({
    'start-date': zDate.optional(),
    'end-date': zDate.optional(),
    jenis_izin_id: z.coerce
      .number({ error: 'Jenis izin tidak valid.' })
      .int('Jenis izin tidak valid.')
      .positive('Jenis izin tidak valid.')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v['start-date'] && v['end-date'] && v['end-date'] < v['start-date']) {
      ctx.addIssue({ code: 'custom', path: ['end-date'], message: 'Tanggal akhir tidak boleh sebelum tanggal awal.' });
    }
  });
export type IzinAdminQuery = z.input<typeof zIzinAdminQuery>;
export const zIzinAdminPage = zPage(zIzinDetail);
export type IzinAdminPage = z.infer<typeof zIzinAdminPage>;

export const zIzinAdminDetail = zIzinDetail.extend({ dapat_diputuskan: z.boolean() });
export type IzinAdminDetail = z.infer<typeof zIzinAdminDetail>;
