import { z } from 'zod';
import { zDate, zId, zListQuery, zPage, zText } from './common/schemas.ts';

// The minimum wage (UMK, or the province's UMP where the regency/city sets none) in force at a location from a date,
// with the decree it comes from. BPJS Kesehatan is computed on at least it (Perpres 82/2018 Pasal 32 as amended by
// Perpres 64/2020) and a monthly wage below it is flagged on the slip.

/** Highest amount accepted: far above any minimum wage, well inside exact integers. */
const NOMINAL_MAKS = 999_999_999;

export const zUpahMinimumRequest = z.object({
  lokasi_id: z
    .number({ error: 'Lokasi wajib dipilih.' })
    .int('Lokasi tidak valid.')
    .positive('Lokasi tidak valid.')
    .max(Number.MAX_SAFE_INTEGER, 'Lokasi tidak valid.'),
  berlaku_mulai: zDate,
  nominal: z
    .number({ error: 'Nominal wajib diisi dengan angka rupiah.' })
    .int('Nominal harus rupiah bulat.')
    .positive('Nominal harus lebih dari 0.')
    .max(NOMINAL_MAKS, 'Nominal terlalu besar.'),
  sumber: zText('Sumber (keputusan gubernur)', 300),
});
export type UpahMinimumRequest = z.output<typeof zUpahMinimumRequest>;
export type UpahMinimumForm = z.input<typeof zUpahMinimumRequest>;

export const zUpahMinimum = z.object({
  id: z.number().int(),
  lokasi_id: z.number().int(),
  lokasi: z.string(),
  berlaku_mulai: z.string(),
  nominal: z.number().int(),
  sumber: z.string(),
});
export type UpahMinimum = z.infer<typeof zUpahMinimum>;

/** GET /upah-minimum?page&size&lokasi_id: newest first within each location. */
export const zUpahMinimumListQuery = zListQuery.pick({ page: true, size: true }).extend({
  lokasi_id: z.preprocess((v) => (v === '' ? undefined : v), zId.optional()),
});
export type UpahMinimumListQuery = z.output<typeof zUpahMinimumListQuery>;
export const zUpahMinimumList = zPage(zUpahMinimum);
export type UpahMinimumList = z.infer<typeof zUpahMinimumList>;
