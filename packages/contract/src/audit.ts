import { z } from 'zod';
import { zDate, zId, zListQuery } from './common/schemas.ts';

// The audit log (Admin only): changes made through admin routes and approval decisions, and views of
// employees' biometric data by someone other than the employee.

export const AUDIT_JENIS = ['perubahan', 'akses_biometrik'] as const;
export type AuditJenis = (typeof AUDIT_JENIS)[number];

/** What kind of action an entry records (the viewer's "Tindakan" filter). */
export const AUDIT_KATEGORI = [
  'karyawan',
  'gaji',
  'approval',
  'penggajian',
  'jadwal',
  'pengaturan',
  'impor',
  'cadangan',
  'peran',
  'biometrik',
  'lainnya',
] as const;
export type AuditKategori = (typeof AUDIT_KATEGORI)[number];
export const AUDIT_KATEGORI_LABELS: Record<AuditKategori, string> = {
  karyawan: 'Data karyawan',
  gaji: 'Gaji karyawan',
  approval: 'Keputusan pengajuan',
  penggajian: 'Penggajian',
  jadwal: 'Jadwal dan shift',
  pengaturan: 'Pengaturan',
  impor: 'Impor Excel',
  cadangan: 'Cadangan data',
  peran: 'Peran dan hak akses',
  biometrik: 'Akses data biometrik',
  lainnya: 'Lainnya',
};

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zFilterId = z.preprocess(blankToUndefined, zId.optional());

/**
 * GET /audit-log: newest first. Filters: who acted (`pelaku_id`), which employee the entry concerns (`karyawan_id`),
 * what kind of action (`kategori`), and the Jakarta dates; search matches the sentence's names and the viewed employee.
 */
export const zAuditQuery = zListQuery.extend({
  jenis: z.preprocess(blankToUndefined, z.enum(AUDIT_JENIS, { error: 'Jenis log tidak dikenal.' }).optional()),
  kategori: z.preprocess(blankToUndefined, z.enum(AUDIT_KATEGORI, { error: 'Jenis tindakan tidak dikenal.' }).optional()),
  pelaku_id: zFilterId,
  karyawan_id: zFilterId,
  'start-date': z.preprocess(blankToUndefined, zDate.optional()),
  'end-date': z.preprocess(blankToUndefined, zDate.optional()),
});
export type AuditQuery = z.input<typeof zAuditQuery>;

const zAuditOrang = z.object({ id: z.number(), nama: z.string(), nip: z.string().nullable() });
export type AuditOrang = z.infer<typeof zAuditOrang>;

export const zAuditItem = z.object({
  id: z.number(),
  jenis: z.enum(AUDIT_JENIS),
  /** ISO instant. */
  waktu: z.string(),
  /**
   * The entry as a person reads it, in Indonesian: who (with their role), what, which employee and what changed
   * ('Sari (HRD) mengubah gaji Budi Santoso (NSA-0004): Gaji Pokok Rp 7.000.000 → Rp 7.250.000.').
   */
  kalimat: z.string(),
  kategori: z.enum(AUDIT_KATEGORI),
  /** Who acted (or viewed); null when the account is gone. */
  pengguna: z.string().nullable(),
  pelaku_id: z.number().nullable(),
  /** The actor's role when the entry was written ('HRD'). */
  peran: z.string().nullable(),
  /** The employee the entry concerns, if one. */
  karyawan: zAuditOrang.nullable(),
  // The raw record ('Lihat data asli'):
  /** 'PUT /api/users/:id' for a change; what was viewed for a biometric access. */
  aksi: z.string(),
  /** The route's ids, e.g. { id: '12' }. */
  params: z.record(z.string(), z.unknown()),
  /** The request body without secrets and photos. */
  data: z.unknown(),
  /** HTTP status of the answer; null for a biometric access. */
  status: z.number().nullable(),
  /** Whose biometric data was viewed. */
  subjek: z.string().nullable(),
});
export type AuditItem = z.infer<typeof zAuditItem>;
export const zAuditPage = z.object({ items: z.array(zAuditItem), total: z.number().int() });
export type AuditPage = z.infer<typeof zAuditPage>;

/** GET /audit-log/opsi: the people who acted and the employees concerned in the log, for the filters. */
export const zAuditOpsi = z.object({ pelaku: z.array(zAuditOrang), karyawan: z.array(zAuditOrang) });
export type AuditOpsi = z.infer<typeof zAuditOpsi>;
