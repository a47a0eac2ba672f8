import { z } from 'zod';
import { zApprovalPemohon, zApprovalStatus } from './approvals.ts';
import { zDate, zListQuery, zPage, zTime } from './common/schemas.ts';
import { OVERTIME_DAY_TYPES } from './overtime.ts';

// Overtime requests (lembur): date, start, end and reason; limits and pay tiers of PP 35/2021. The
// overtime belongs to the date on which it starts; an end at or before the start is on the next day.

export const LEMBUR_ALASAN_MIN = 5;
export const LEMBUR_ALASAN_MAX = 500;
/** How far back and ahead an overtime date may be, in days (the payroll period is still open). */
export const LEMBUR_HARI_MUNDUR = 30;
export const LEMBUR_HARI_MAJU = 30;

const zTanggal = z.string({ error: 'Tanggal wajib diisi.' }).min(1, 'Tanggal wajib diisi.').pipe(zDate);
const zJam = (label: string) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .min(1, `${label} wajib diisi.`)
    .pipe(zTime);

const zWaktuLembur = z.object({ tanggal: zTanggal, jam_mulai: zJam('Jam mulai'), jam_selesai: zJam('Jam selesai') });

function jamBerbeda(v: { jam_mulai: string; jam_selesai: string }, ctx: z.RefinementCtx) {
  if (v.jam_mulai === v.jam_selesai) {
    ctx.addIssue({ code: 'custom', path: ['jam_selesai'], message: 'Jam selesai tidak boleh sama dengan jam mulai.' });
  }
}

/** POST /lembur. */
export const zLemburRequest = zWaktuLembur
  .extend({
    alasan: z
      .string({ error: 'Alasan wajib diisi.' })
      .trim()
      .min(LEMBUR_ALASAN_MIN, `Alasan minimal ${LEMBUR_ALASAN_MIN} karakter.`)
      .max(LEMBUR_ALASAN_MAX, `Alasan maksimal ${LEMBUR_ALASAN_MAX} karakter.`),
  })
  .superRefine(jamBerbeda);
export type LemburRequest = z.input<typeof zLemburRequest>;

/** GET /lembur/preview: the same times, before filing. */
export const zLemburPreviewQuery = zWaktuLembur.superRefine(jamBerbeda);
export type LemburPreviewQuery = z.input<typeof zLemburPreviewQuery>;

export const zJenisHariLembur = z.enum(OVERTIME_DAY_TYPES);

/** One pay tier; `nominal` is null while the employee's monthly wage is not known. */
export const zLemburTier = z.object({
  jam_ke: z.string(),
  jam: z.number(),
  pengali: z.number(),
  nominal: z.number().nullable(),
});
export type LemburTier = z.infer<typeof zLemburTier>;

/**
 * Hours and pay tiers (PP 35/2021 art. 31-32). Tiers are always shown; the rupiah amounts only when the
 * employee's monthly wage is known (hourly wage = monthly wage / 173).
 */
export const zLemburPerhitungan = z.object({
  jam: z.number(),
  /** 'kerja' working day, 'libur' weekly rest day or public holiday. */
  jenis_hari: zJenisHariLembur,
  /** 'Hari kerja', 'Hari istirahat mingguan' or 'Hari libur: <nama>'. */
  keterangan_hari: z.string(),
  hari_kerja_per_minggu: z.union([z.literal(5), z.literal(6)]),
  upah_per_jam: z.number().nullable(),
  tiers: z.array(zLemburTier),
  total: z.number().nullable(),
});
export type LemburPerhitungan = z.infer<typeof zLemburPerhitungan>;

/** The breakdown of times not yet filed, and why filing them would be refused (limits, overlap), if so. */
export const zLemburPreview = zLemburPerhitungan.extend({ pesan_batas: z.string().nullable() });
export type LemburPreview = z.infer<typeof zLemburPreview>;

export const zLemburItem = z.object({
  id: z.number(),
  tanggal: z.string(),
  jam_mulai: z.string(),
  jam_selesai: z.string(),
  jam: z.number(),
  jenis_hari: zJenisHariLembur,
  alasan: z.string(),
  status: z.string(),
  /** ISO instant. */
  tanggal_pengajuan: z.string(),
});
export type LemburItem = z.infer<typeof zLemburItem>;
export const zLemburPage = zPage(zLemburItem);
export type LemburPage = z.infer<typeof zLemburPage>;

export const zLemburDetail = zLemburItem.extend({
  ...zLemburPerhitungan.shape,
  pemohon: zApprovalPemohon,
  approver: z.string().nullable(),
  catatan_approval: z.string().nullable(),
  tanggal_approval: z.string().nullable(),
});
export type LemburDetail = z.infer<typeof zLemburDetail>;

/** Own and admin lists; the dates filter the overtime date, search matches NIP or name (admin). */
export const zLemburListQuery = zListQuery.extend({
  status: zApprovalStatus.optional(),
  'start-date': zDate.optional(),
  'end-date': zDate.optional(),
});
export type LemburListQuery = z.input<typeof zLemburListQuery>;

export const zLemburAdminItem = zLemburItem.extend({ pemohon: zApprovalPemohon });
export type LemburAdminItem = z.infer<typeof zLemburAdminItem>;
export const zLemburAdminPage = zPage(zLemburAdminItem);
export type LemburAdminPage = z.infer<typeof zLemburAdminPage>;

export const zLemburAdminDetail = zLemburDetail.extend({ dapat_diputuskan: z.boolean() });
export type LemburAdminDetail = z.infer<typeof zLemburAdminDetail>;
