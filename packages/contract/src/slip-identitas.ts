import { z } from 'zod';

/**
 * Who a slip is for as the tax office knows them, and how its PDF opens: the PTKP status the slip was computed
 * with (kept with the slip, not today's), the employee's NPWP or NIK, and whether the PDF asks for the birth date.
 */
export const zSlipIdentitas = z.object({
  /** Null: not filled in when the slip was computed (PPh 21 then counted TK/0). */
  status_ptkp: z.string().nullable(),
  npwp: z.string().nullable(),
  nik: z.string().nullable(),
  /** The company protects slip PDFs with the employee's birth date (ddmmyyyy). */
  pdf_berpassword: z.boolean(),
  /** False: the PDF cannot be protected, so it is not given until the birth date is filled in. */
  tanggal_lahir_terisi: z.boolean(),
});
export type SlipIdentitas = z.infer<typeof zSlipIdentitas>;
