import { z } from 'zod';
import { zApprovalPemohon, zApprovalStatus } from './approvals.ts';
import { zDate, zListQuery, zOptionalText, zPage, zText } from './common/schemas.ts';
import { TIPE_KARYAWAN } from './employee-lists.ts';

// Piece-rate and daily work (borongan/harian): a price list with dated prices (harga-borongan) and the
// employees' entries (borongan): a date with jobs and quantities; wage = sum of round(jumlah x harga).

export const TIPE_PEKERJAAN = ['harian', 'borongan'] as const;
export type TipePekerjaan = (typeof TIPE_PEKERJAAN)[number];
export const TIPE_PEKERJAAN_LABEL: Record<TipePekerjaan, string> = { harian: 'Harian', borongan: 'Borongan' };
/** Largest price per unit, rupiah. */
export const BORONGAN_HARGA_MAKS = 100_000_000;
/** Largest quantity of one job on one day. */
export const BORONGAN_JUMLAH_MAKS = 10_000;
export const BORONGAN_ITEM_MAKS = 50;
/** Entries may be made for this many days back (a month's work is entered before payroll). */
export const BORONGAN_HARI_MUNDUR = 31;
/** A price change may be dated this many days back (no new entry can use an older date) or ahead. */
export const HARGA_BERLAKU_MUNDUR = BORONGAN_HARI_MUNDUR;
export const HARGA_BERLAKU_MAJU = 366;

/** Wage of one item: jumlah (at most 2 decimals) x price, rounded half up to whole rupiah, in integers. */
export function hitungUpah(jumlah: number, harga: number): number {
  const perseratus = Math.round(jumlah * 100);
  return Math.floor((perseratus * harga + 50) / 100);
}

const zTipe = z.enum(TIPE_PEKERJAAN, {
  error: (iss) => (iss.input === undefined || iss.input === '' ? 'Tipe wajib dipilih.' : 'Tipe harus harian atau borongan.'),
});
const zOptionalDate = z
  .union([zDate, z.literal('')])
  .nullish()
  .transform((v) => v || null);

/** POST and PUT /harga-borongan. A different harga on PUT adds a price from berlaku_mulai (default today). */
export const zHargaBoronganRequest = z.object({
  nama: zText('Nama pekerjaan', 100),
  satuan: zText('Satuan', 30),
  harga: z
    .number({ error: 'Harga wajib diisi dengan angka.' })
    .int('Harga harus rupiah bulat tanpa desimal.')
    .min(1, 'Harga harus lebih dari 0.')
    .max(BORONGAN_HARGA_MAKS, 'Harga maksimal Rp 100.000.000.'),
  tipe: zTipe,
  berlaku_mulai: zOptionalDate,
  /** PUT: omitted keeps the current state. */
  aktif: z.boolean({ error: 'Status aktif harus ya atau tidak.' }).optional(),
});
export type HargaBoronganRequest = z.output<typeof zHargaBoronganRequest>;
export type HargaBoronganForm = z.input<typeof zHargaBoronganRequest>;

export const zHargaBorongan = z.object({
  id: z.number(),
  nama: z.string(),
  satuan: z.string(),
  tipe: zTipe,
  aktif: z.boolean(),
  /** Price in force today (Asia/Jakarta) and since when; null before the first price starts. */
  harga: z.number().nullable(),
  berlaku_mulai: z.string().nullable(),
  /** The next scheduled price, if any. */
  harga_berikutnya: z.number().nullable(),
  berlaku_berikutnya: z.string().nullable(),
});
export type HargaBorongan = z.infer<typeof zHargaBorongan>;
export const zHargaBoronganPage = zPage(zHargaBorongan);
export type HargaBoronganPage = z.infer<typeof zHargaBoronganPage>;

export const zRiwayatHarga = z.object({
  berlaku_mulai: z.string(),
  harga: z.number(),
  dibuat_oleh: z.string().nullable(),
  /** ISO instant. */
  dibuat_pada: z.string(),
});
export type RiwayatHarga = z.infer<typeof zRiwayatHarga>;
export const zHargaBoronganDetail = zHargaBorongan.extend({ riwayat_harga: z.array(zRiwayatHarga) });
export type HargaBoronganDetail = z.infer<typeof zHargaBoronganDetail>;

const zFlagQuery = z
  .enum(['true', 'false'], { error: 'Filter aktif harus true atau false.' })
  .transform((v) => v === 'true')
  .optional();
export const zHargaBoronganListQuery = zListQuery.extend({ aktif: zFlagQuery, tipe: zTipe.optional() });
export type HargaBoronganListQuery = z.output<typeof zHargaBoronganListQuery>;

/** GET /harga-borongan/berlaku: the active jobs with their price in force on tanggal (default today). */
export const zHargaBerlakuQuery = z.object({ tanggal: zDate.optional() });
export const zHargaBerlaku = z.object({
  id: z.number(),
  nama: z.string(),
  satuan: z.string(),
  tipe: zTipe,
  harga: z.number(),
  berlaku_mulai: z.string(),
});
export type HargaBerlaku = z.infer<typeof zHargaBerlaku>;
export const zHargaBerlakuList = z.object({ tanggal: z.string(), items: z.array(zHargaBerlaku) });
export type HargaBerlakuList = z.infer<typeof zHargaBerlakuList>;

// ---- Entries ----

export const zBoronganItemRequest = z.object({
  harga_borongan_id: z
    .number({ error: 'Pekerjaan wajib dipilih.' })
    .int('Pekerjaan tidak valid.')
    .positive('Pekerjaan tidak valid.'),
  jumlah: z
    .number({ error: 'Jumlah wajib diisi dengan angka.' })
    .gt(0, 'Jumlah harus lebih dari 0.')
    .max(BORONGAN_JUMLAH_MAKS, 'Jumlah maksimal 10.000.')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Jumlah maksimal 2 angka di belakang koma.'),
});

/** POST /borongan. */
export const zBoronganRequest = z.object({
  tanggal: z.string({ error: 'Tanggal wajib diisi.' }).min(1, 'Tanggal wajib diisi.').pipe(zDate),
  items: z
    .array(zBoronganItemRequest, { error: 'Tambahkan minimal satu pekerjaan.' })
    .min(1, 'Tambahkan minimal satu pekerjaan.')
    .max(BORONGAN_ITEM_MAKS, `Maksimal ${BORONGAN_ITEM_MAKS} pekerjaan dalam satu hari.`)
    .refine(
      (items) => new Set(items.map((i) => i.harga_borongan_id)).size === items.length,
      'Pekerjaan yang sama tidak boleh dipilih dua kali; jumlahkan saja.',
    ),
  keterangan: zOptionalText('Keterangan', 500),
});
export type BoronganRequest = z.input<typeof zBoronganRequest>;

export const zBoronganItemDetail = z.object({
  harga_borongan_id: z.number(),
  /** Name, unit, type and price as they were on the entry's date. */
  nama: z.string(),
  satuan: z.string(),
  tipe: zTipe,
  jumlah: z.number(),
  harga_satuan: z.number(),
  upah: z.number(),
});
export type BoronganItemDetail = z.infer<typeof zBoronganItemDetail>;

export const zBoronganItem = z.object({
  id: z.number(),
  tanggal: z.string(),
  /** Whole rupiah. */
  total_upah: z.number(),
  jumlah_pekerjaan: z.number(),
  status: z.string(),
  /** ISO instant. */
  tanggal_pengajuan: z.string(),
});
export type BoronganItem = z.infer<typeof zBoronganItem>;
export const zBoronganPage = zPage(zBoronganItem);
export type BoronganPage = z.infer<typeof zBoronganPage>;

export const zBoronganDetail = zBoronganItem.extend({
  keterangan: z.string().nullable(),
  items: z.array(zBoronganItemDetail),
  pemohon: zApprovalPemohon,
  approver: z.string().nullable(),
  catatan_approval: z.string().nullable(),
  tanggal_approval: z.string().nullable(),
});
export type BoronganDetail = z.infer<typeof zBoronganDetail>;

export const zBoronganListQuery = zListQuery.extend({
  status: zApprovalStatus.optional(),
  'start-date': zDate.optional(),
  'end-date': zDate.optional(),
});
export type BoronganListQuery = z.input<typeof zBoronganListQuery>;

export const zBoronganAdminItem = zBoronganItem.extend({ pemohon: zApprovalPemohon });
export type BoronganAdminItem = z.infer<typeof zBoronganAdminItem>;
export const zBoronganAdminPage = zPage(zBoronganAdminItem);
export type BoronganAdminPage = z.infer<typeof zBoronganAdminPage>;
export const zBoronganAdminDetail = zBoronganDetail.extend({ dapat_diputuskan: z.boolean() });
export type BoronganAdminDetail = z.infer<typeof zBoronganAdminDetail>;

/**
 * GET/PUT /borongan/pengaturan: the employee types (users' tipe_karyawan) that may enter piece-rate and daily work.
 * Empty = every employee may (no limit).
 */
export const zPengaturanBorongan = z.object({
  tipe_karyawan: z
    .array(z.enum(TIPE_KARYAWAN, { error: 'Tipe karyawan harus Tetap, Kontrak, Harian, Borongan atau Magang.' }), {
      error: 'Tipe karyawan tidak valid.',
    })
    .max(TIPE_KARYAWAN.length, 'Tipe karyawan tidak valid.')
    .refine((v) => new Set(v).size === v.length, 'Tipe karyawan yang sama dipilih dua kali.'),
});
export type PengaturanBorongan = z.infer<typeof zPengaturanBorongan>;

/** GET /borongan/akses: whether the caller may enter piece-rate and daily work (the menu shows the entry only then). */
export const zBoronganAkses = z.object({ boleh_input: z.boolean() });
export type BoronganAkses = z.infer<typeof zBoronganAkses>;
