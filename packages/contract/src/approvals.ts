import { z } from 'zod';
import { zId, zListQuery, zOptionalText, zPage } from './common/schemas.ts';

// The approval engine: one status and decision for every request type (DOMAIN.md "Requests").

export const APPROVAL_TIPES = [
  'koreksi',
  'izin',
  'lembur',
  'reimburse',
  'borongan',
  // Issue 15: re-registering a registered face, an offline punch with an old device time, tax and bank data.
  'registrasi-wajah',
  'absen-offline',
  'data-pribadi',
] as const;
export const zApprovalTipe = z.enum(APPROVAL_TIPES, { error: 'Jenis pengajuan tidak dikenal.' });
export type ApprovalTipe = z.infer<typeof zApprovalTipe>;
/**
 * Request types only Admin/HRD who open the approval section decide, never the requester's PICs: they touch
 * identity, tax or the evidence of attendance, which a team lead has no business approving.
 */
export const HR_ONLY_TIPES: readonly ApprovalTipe[] = ['registrasi-wajah', 'absen-offline', 'data-pribadi'];

export const APPROVAL_STATUS = {
  menunggu: 'Menunggu Persetujuan',
  disetujui: 'Disetujui',
  ditolak: 'Ditolak',
  dibatalkan: 'Dibatalkan',
} as const;
export const zApprovalStatus = z.enum(
  [APPROVAL_STATUS.menunggu, APPROVAL_STATUS.disetujui, APPROVAL_STATUS.ditolak, APPROVAL_STATUS.dibatalkan],
  { error: 'Status tidak dikenal.' },
);
export type ApprovalStatus = z.infer<typeof zApprovalStatus>;

export const zApprovalPemohon = z.object({ id: z.number(), nip: z.string(), fullname: z.string() });
export type ApprovalPemohon = z.infer<typeof zApprovalPemohon>;

/** One request as an approver sees it in a list. `id` is the request's own id (as in its detail path). */
export const zApprovalItem = z.object({
  id: z.number(),
  approval_id: z.number(),
  tipe: zApprovalTipe,
  /** Human label of the type, e.g. 'Koreksi Kehadiran'. */
  tipe_approval: z.string(),
  status: z.string(),
  /** ISO instant. */
  tanggal_pengajuan: z.string(),
  pemohon: zApprovalPemohon,
  /** A one-line summary written by the request type. */
  ringkasan: z.string(),
  /** The approver's name once decided. */
  approver: z.string().nullable(),
  tanggal_approval: z.string().nullable(),
  catatan_approval: z.string().nullable(),
});
export type ApprovalItem = z.infer<typeof zApprovalItem>;
export const zApprovalPage = zPage(zApprovalItem);
export type ApprovalPage = z.infer<typeof zApprovalPage>;

/**
 * GET /users/all-approval-by-approval-user. The default status lists the requests waiting for the
 * caller; 'Disetujui', 'Ditolak' or 'all' list the ones the caller decided.
 */
export const zApprovalListQuery = zListQuery.extend({
  tipe: zApprovalTipe.optional(),
  status: z
    .enum([APPROVAL_STATUS.menunggu, APPROVAL_STATUS.disetujui, APPROVAL_STATUS.ditolak, 'all'], {
      error: 'Status tidak dikenal.',
    })
    .default(APPROVAL_STATUS.menunggu),
});
export type ApprovalListQuery = z.input<typeof zApprovalListQuery>;

/** Path of one request; an unknown tipe is a missing record (404), not bad input. */
export const zApprovalParams = z.object({ tipe: z.string().max(30), id: zId });

const zDecision = z.object({
  keputusan: z.enum([APPROVAL_STATUS.disetujui, APPROVAL_STATUS.ditolak], {
    error: 'Keputusan harus Disetujui atau Ditolak.',
  }),
  catatan: zOptionalText('Catatan', 500),
});
/** A rejection says why, alone or in bulk. */
const noteWhenRejecting = (v: z.output<typeof zDecision>, ctx: z.RefinementCtx) => {
  if (v.keputusan === APPROVAL_STATUS.ditolak && !v.catatan) {
    ctx.addIssue({ code: 'custom', path: ['catatan'], message: 'Catatan wajib diisi saat menolak.' });
  }
};

export const zApprovalDecisionRequest = zDecision.superRefine(noteWhenRejecting);
export type ApprovalDecisionRequest = z.input<typeof zApprovalDecisionRequest>;

/** How many requests one bulk decision may hold: a page of the longest list, and a short enough wait. */
export const BULK_DECISION_MAX = 200;

/**
 * POST /approval/massal: one decision and one note for many requests of one type. Each is decided on its own, as
 * POST /approval/{tipe}/{id} would; the answer says how many were decided and why the others were not.
 */
export const zApprovalBulkRequest = zDecision
  .extend({
    tipe: zApprovalTipe,
    ids: z
      .array(
        z
          .number({ error: 'Pengajuan tidak valid.' })
          .int('Pengajuan tidak valid.')
          .positive('Pengajuan tidak valid.')
          .max(Number.MAX_SAFE_INTEGER, 'Pengajuan tidak valid.'),
        { error: 'Pilih minimal satu pengajuan.' },
      )
      .min(1, 'Pilih minimal satu pengajuan.')
      .max(BULK_DECISION_MAX, `Maksimal ${BULK_DECISION_MAX} pengajuan sekaligus.`)
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine(noteWhenRejecting);
export type ApprovalBulkRequest = z.input<typeof zApprovalBulkRequest>;

export const zApprovalBulkResult = z.object({
  /** How many of the requests were decided by this call. */
  berhasil: z.number().int(),
  /** The requests left as they were, each with the reason (already decided, one's own, a locked payroll month…). */
  gagal: z.array(z.object({ id: z.number(), message: z.string() })),
});
export type ApprovalBulkResult = z.infer<typeof zApprovalBulkResult>;

/** GET /approval/{tipe}/{id}: the approval plus the request's own fields (shape per type, e.g. KoreksiDetail). */
export const zApprovalDetail = zApprovalItem.extend({
  /** Whether the caller may approve or reject it now. */
  dapat_diputuskan: z.boolean(),
  detail: z.record(z.string(), z.unknown()),
});
export type ApprovalDetail = z.infer<typeof zApprovalDetail>;
