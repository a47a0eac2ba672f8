import { z } from 'zod';
import { zApprovalPemohon, zApprovalStatus } from './approvals.ts';
import { zDate, zListQuery, zPage, zTime } from './common/schemas.ts';

// Attendance corrections (koreksi kehadiran): an employee proposes the times of a past date; once
// approved the attendance record changes and its original values stay in its history.

/** A time input left empty arrives as '' (web form) or is left out (API): both mean "no change". */
const zOptionalTime = z
  .union([zTime, z.literal('')])
  .nullish()
  .transform((v) => (v ? v : null));

export const KOREKSI_ALASAN_MIN = 5;
export const KOREKSI_ALASAN_MAX = 500;

/** POST /koreksi-kehadiran. A jam_pulang earlier than jam_masuk is on the next day (night shift). */
export const zKoreksiRequest = z
  .object({
    tanggal: z.string({ error: 'Tanggal wajib diisi.' }).min(1, 'Tanggal wajib diisi.').pipe(zDate),
    jam_masuk: zOptionalTime,
    jam_pulang: zOptionalTime,
    alasan: z
      .string({ error: 'Alasan wajib diisi.' })
      .trim()
      .min(KOREKSI_ALASAN_MIN, `Alasan minimal ${KOREKSI_ALASAN_MIN} karakter.`)
      .max(KOREKSI_ALASAN_MAX, `Alasan maksimal ${KOREKSI_ALASAN_MAX} karakter.`),
  })
  .superRefine((v, ctx) => {
    if (!v.jam_masuk && !v.jam_pulang) {
      ctx.addIssue({ code: 'custom', path: ['jam_masuk'], message: 'Isi jam masuk, jam pulang, atau keduanya.' });
    } else if (v.jam_masuk && v.jam_masuk === v.jam_pulang) {
      ctx.addIssue({ code: 'custom', path: ['jam_pulang'], message: 'Jam pulang tidak boleh sama dengan jam masuk.' });
    }
  });
export type KoreksiRequest = z.input<typeof zKoreksiRequest>;

/** Local times (HH:mm, the employee's zone) of a record; null when not recorded. */
export const zKoreksiWaktu = z.object({ jam_masuk: z.string().nullable(), jam_pulang: z.string().nullable() });
export type KoreksiWaktu = z.infer<typeof zKoreksiWaktu>;

export const zKoreksiItem = z.object({
  id: z.number(),
  tanggal: z.string(),
  /** Proposed local times, null where unchanged. */
  jam_masuk: z.string().nullable(),
  jam_pulang: z.string().nullable(),
  alasan: z.string(),
  status: z.string(),
  /** ISO instant. */
  tanggal_pengajuan: z.string(),
});
export type KoreksiItem = z.infer<typeof zKoreksiItem>;
export const zKoreksiPage = zPage(zKoreksiItem);
export type KoreksiPage = z.infer<typeof zKoreksiPage>;

/** One correction with its before/after times and decision (own, admin, and the approver's `detail`). */
export const zKoreksiDetail = zKoreksiItem.extend({
  pemohon: zApprovalPemohon,
  zona_waktu: z.string(),
  /** The record's times before the correction: now while pending, as they were once approved. */
  sebelum: zKoreksiWaktu,
  /** The times after it: as applied once approved, else as they would become. */
  sesudah: zKoreksiWaktu,
  approver: z.string().nullable(),
  catatan_approval: z.string().nullable(),
  tanggal_approval: z.string().nullable(),
});
export type KoreksiDetail = z.infer<typeof zKoreksiDetail>;

export const zKoreksiListQuery = zListQuery.extend({ status: zApprovalStatus.optional() });
export type KoreksiListQuery = z.input<typeof zKoreksiListQuery>;

/** GET /koreksi-kehadiran/admin: everyone's corrections; search matches NIP or name. */
export const zKoreksiAdminItem = zKoreksiItem.extend({ pemohon: zApprovalPemohon });
export type KoreksiAdminItem = z.infer<typeof zKoreksiAdminItem>;
export const zKoreksiAdminPage = zPage(zKoreksiAdminItem);
export type KoreksiAdminPage = z.infer<typeof zKoreksiAdminPage>;

export const zKoreksiAdminDetail = zKoreksiDetail.extend({ dapat_diputuskan: z.boolean() });
export type KoreksiAdminDetail = z.infer<typeof zKoreksiAdminDetail>;
