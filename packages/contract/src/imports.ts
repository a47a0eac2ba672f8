import { z } from 'zod';

// Excel imports (employees, holidays, leave quotas): one upload answers a preview with every problem found
// (dry run), or applies the whole file in one transaction.

/** A problem in the file: its row number as Excel shows it, the column's header, a plain Indonesian sentence. */
export const zImportError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof zImportError>;

/** One field that importing a row changes on an existing record. */
export const zImportChange = z.object({ column: z.string(), lama: z.string().nullable(), baru: z.string().nullable() });
export type ImportChange = z.infer<typeof zImportChange>;

/** A row of the preview: what importing it does. `label` names the record for a person (NIP and name, a date). */
export const zImportRow = z.object({
  row: z.number().int(),
  aksi: z.enum(['baru', 'ubah', 'tetap']),
  label: z.string(),
  changes: z.array(zImportChange),
});
export type ImportRow = z.infer<typeof zImportRow>;

export const zImportPreview = z.object({ rows: z.array(zImportRow), errors: z.array(zImportError) });
export type ImportPreview = z.infer<typeof zImportPreview>;

export const zImportResult = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportResult = z.infer<typeof zImportResult>;

/** The 400 of an apply that found problems: nothing was written, and the same list the dry run gives. */
export const zImportRejected = z.object({ message: z.string(), code: z.string(), errors: z.array(zImportError) });
export type ImportRejected = z.infer<typeof zImportRejected>;

export const zImportQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
