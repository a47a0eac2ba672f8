import { z } from 'zod';
import { zDate } from './common/schemas.ts';

// The bank transfer file of a final run (issue 17): the generic table (xlsx/csv) or a bank's own bulk-payment
// layout, and who is left out of it and why.

export const FORMAT_FILE_BANK = ['xlsx', 'csv', 'bca', 'mandiri', 'bni', 'bri'] as const;
export type FormatFileBank = (typeof FORMAT_FILE_BANK)[number];

export const LABEL_FORMAT_FILE_BANK: Record<FormatFileBank, string> = {
  xlsx: 'Tabel umum (Excel)',
  csv: 'Tabel umum (CSV)',
  bca: 'KlikBCA Bisnis Payroll (.txt)',
  mandiri: 'Mandiri Cash Management (.csv)',
  bni: 'BNIDirect Inhouse (.csv)',
  bri: 'BRI CMS Payroll (.csv)',
};

/** Company values a bank's layout needs: the account debited, the effective date, BCA's company code. */
export const zFileBankQuery = z.object({
  format: z.enum(FORMAT_FILE_BANK, { error: 'Format file bank tidak dikenal.' }).default('xlsx'),
  rekening: z
    .string()
    .trim()
    .max(60, 'Nomor rekening perusahaan terlalu panjang.')
    .optional()
    .transform((v) => v || undefined),
  kode_perusahaan: z
    .string()
    .trim()
    .max(20, 'Kode perusahaan terlalu panjang.')
    .optional()
    .transform((v) => v || undefined),
  tanggal: zDate.optional(),
});
export type FileBankQuery = z.output<typeof zFileBankQuery>;

export const zTidakMasukFile = z.object({
  user_id: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  alasan: z.string(),
});
export type TidakMasukFile = z.output<typeof zTidakMasukFile>;

/** The file as base64 with its name, how many transfers and their sum, and every paid slip left out with why. */
export const zFileBank = z.object({
  file: z.string(),
  filename: z.string(),
  jumlah: z.number().int(),
  total: z.number().int(),
  tidak_masuk: z.array(zTidakMasukFile),
});
export type FileBank = z.output<typeof zFileBank>;

/** The BPJS wage and contribution recap of a final run, one program per file (issue 17). */
export const PROGRAM_BPJS = ['ketenagakerjaan', 'kesehatan'] as const;
export type ProgramBpjs = (typeof PROGRAM_BPJS)[number];

export const LABEL_PROGRAM_BPJS: Record<ProgramBpjs, string> = {
  ketenagakerjaan: 'BPJS Ketenagakerjaan',
  kesehatan: 'BPJS Kesehatan',
};

export const zFileBpjsQuery = z.object({
  program: z.enum(PROGRAM_BPJS, { error: 'Program BPJS tidak dikenal.' }),
});
export type FileBpjsQuery = z.output<typeof zFileBpjsQuery>;

/** The recap as base64 xlsx, how many employees are in it, their total contributions, and who is left out and why. */
export const zFileBpjs = zFileBank;
export type FileBpjs = FileBank;
