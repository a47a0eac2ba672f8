import { z } from 'zod';
import { zDate, zListQuery } from './common/schemas.ts';

// The audit log (Admin only): changes made through admin routes and approval decisions, and views of
// employees' biometric data by someone other than the employee.

export const AUDIT_JENIS = ['perubahan', 'akses_biometrik'] as const;
export type AuditJenis = (typeof AUDIT_JENIS)[number];

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /audit-log: newest first; search matches the person, the route or the viewed employee. */
export const zAuditQuery = zListQuery.extend({
  jenis: z.preprocess(blankToUndefined, z.enum(AUDIT_JENIS, { error: 'Jenis log tidak dikenal.' }).optional()),
  'start-date': z.preprocess(blankToUndefined, zDate.optional()),
  'end-date': z.preprocess(blankToUndefined, zDate.optional()),
});
export type AuditQuery = z.input<typeof zAuditQuery>;

export const zAuditItem = z.object({
  id: z.number(),
  jenis: z.enum(AUDIT_JENIS),
  /** ISO instant. */
  waktu: z.string(),
  /** Who acted (or viewed); null when the account is gone. */
  pengguna: z.string().nullable(),
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
