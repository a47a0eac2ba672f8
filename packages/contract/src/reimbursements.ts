import { z } from 'zod';
import { zApprovalPemohon, zApprovalStatus } from './approvals.ts';
import { zDate, zListQuery, zOptionalText, zPage, zText } from './common/schemas.ts';

// Reimbursement (reimburse): an expense in whole rupiah with its receipts. Once approved, an admin marks
// it paid, or it stays 'Belum Dibayar' for payroll to carry (approved and dibayar_pada still null).

export const REIMBURSE_KATEGORI = ['Transportasi', 'Makan', 'Kesehatan', 'Perjalanan Dinas', 'Operasional', 'Lainnya'] as const;
export type ReimburseKategori = (typeof REIMBURSE_KATEGORI)[number];
/** Largest claim, rupiah: bigger expenses go through purchasing, not a reimbursement. */
export const REIMBURSE_NOMINAL_MAKS = 100_000_000;
/** An expense older than this many days is no longer claimable (receipts are kept for one quarter). */
export const REIMBURSE_HARI_MUNDUR = 90;
export const REIMBURSE_LAMPIRAN_MAKS = 5;
/** Receipt types: photos and PDFs. */
export const REIMBURSE_LAMPIRAN_TIPE = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const STATUS_PEMBAYARAN = { dibayar: 'Dibayar', belum: 'Belum Dibayar' } as const;
export const zStatusPembayaran = z.enum([STATUS_PEMBAYARAN.dibayar, STATUS_PEMBAYARAN.belum], {
  error: 'Status pembayaran tidak dikenal.',
});
export type StatusPembayaran = z.infer<typeof zStatusPembayaran>;

/** POST /reimburse. */
export const zReimburseRequest = z.object({
  tanggal: z.string({ error: 'Tanggal wajib diisi.' }).min(1, 'Tanggal wajib diisi.').pipe(zDate),
  kategori: z.enum(REIMBURSE_KATEGORI, {
    error: (iss) => (iss.input === undefined || iss.input === '' ? 'Kategori wajib dipilih.' : 'Kategori tidak dikenal.'),
  }),
  nominal: z
    .number({ error: 'Nominal wajib diisi dengan angka.' })
    .int('Nominal harus rupiah bulat tanpa desimal.')
    .min(1, 'Nominal harus lebih dari 0.')
    .max(REIMBURSE_NOMINAL_MAKS, 'Nominal maksimal Rp 100.000.000.'),
  keterangan: zText('Keterangan', 500),
  lampiran_ids: z
    .array(z.number({ error: 'Lampiran tidak valid.' }).int('Lampiran tidak valid.').positive('Lampiran tidak valid.'), {
      error: 'Lampirkan minimal satu bukti (foto atau PDF).',
    })
    .min(1, 'Lampirkan minimal satu bukti (foto atau PDF).')
    .max(REIMBURSE_LAMPIRAN_MAKS, `Lampiran maksimal ${REIMBURSE_LAMPIRAN_MAKS} berkas.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Lampiran yang sama tidak boleh dipilih dua kali.'),
});
export type ReimburseRequest = z.input<typeof zReimburseRequest>;

export const zReimburseLampiran = z.object({ id: z.number(), nama: z.string(), tipe: z.string(), ukuran: z.number() });
export type ReimburseLampiran = z.infer<typeof zReimburseLampiran>;

export const zReimburseItem = z.object({
  id: z.number(),
  tanggal: z.string(),
  kategori: z.string(),
  /** Whole rupiah. */
  nominal: z.number(),
  keterangan: z.string(),
  status: z.string(),
  /** 'Dibayar' or 'Belum Dibayar' once approved; null before (or when rejected or cancelled). */
  status_pembayaran: zStatusPembayaran.nullable(),
  /** ISO instant. */
  tanggal_pengajuan: z.string(),
});
export type ReimburseItem = z.infer<typeof zReimburseItem>;
export const zReimbursePage = zPage(zReimburseItem);
export type ReimbursePage = z.infer<typeof zReimbursePage>;

export const zReimburseDetail = zReimburseItem.extend({
  lampiran: z.array(zReimburseLampiran),
  pemohon: zApprovalPemohon,
  approver: z.string().nullable(),
  catatan_approval: z.string().nullable(),
  tanggal_approval: z.string().nullable(),
  /** Payment date (yyyy-MM-dd), who recorded it and their note; null while unpaid. */
  dibayar_pada: z.string().nullable(),
  dibayar_oleh: z.string().nullable(),
  catatan_pembayaran: z.string().nullable(),
});
export type ReimburseDetail = z.infer<typeof zReimburseDetail>;

export const zReimburseListQuery = zListQuery.extend({
  status: zApprovalStatus.optional(),
  status_pembayaran: zStatusPembayaran.optional(),
  'start-date': zDate.optional(),
  'end-date': zDate.optional(),
});
export type ReimburseListQuery = z.input<typeof zReimburseListQuery>;

export const zReimburseAdminItem = zReimburseItem.extend({ pemohon: zApprovalPemohon });
export type ReimburseAdminItem = z.infer<typeof zReimburseAdminItem>;
export const zReimburseAdminPage = zPage(zReimburseAdminItem);
export type ReimburseAdminPage = z.infer<typeof zReimburseAdminPage>;

export const zReimburseAdminDetail = zReimburseDetail.extend({
  dapat_diputuskan: z.boolean(),
  /** Approved and not yet paid: 'Tandai Dibayar' is offered. */
  dapat_dibayar: z.boolean(),
});
export type ReimburseAdminDetail = z.infer<typeof zReimburseAdminDetail>;

/** POST /reimburse/admin/{id}/bayar; the date defaults to today. */
export const zReimburseBayarRequest = z.object({
  tanggal_bayar: z
    .union([zDate, z.literal('')])
    .nullish()
    .transform((v) => v || null),
  catatan: zOptionalText('Catatan', 500),
});
export type ReimburseBayarRequest = z.input<typeof zReimburseBayarRequest>;
