import { z } from 'zod';
import { zOptionalText } from './common/schemas.ts';

// The company's and employees' tax identity as Coretax knows it, and the PPh 21 files for the tax office:
// the e-Bupot bulk XML of a final run and the employee's annual Bukti Potong A1.

/**
 * A tax number as Coretax takes it: dots, dashes and spaces dropped; a 15-digit NPWP becomes 16 digits by a
 * leading 0 (PMK 112/PMK.03/2022 Pasal 7 ayat (1): taxpayers with a 15-digit NPWP use the 16-digit format, which
 * is the old number preceded by 0). Anything else is returned as typed, for the schema to refuse.
 */
export const npwp16 = (v: string) => {
  const digits = v.replace(/[.\- ]/g, '');
  return /^\d{15}$/.test(digits) ? `0${digits}` : digits;
};

/** NPWP: 15 or 16 digits in, always 16 digits stored (see npwp16). */
export const zNpwp16 = (label = 'NPWP') =>
  zOptionalText(label, 30)
    .transform((v) => (v === null ? null : npwp16(v)))
    .refine((v) => v === null || /^\d{16}$/.test(v), `${label} harus 15 atau 16 digit angka.`);

/** ID TKU (NITKU): the 16-digit NPWP and a 6-digit place of business, 000000 for the head office. */
export const zIdTku = zOptionalText('ID TKU', 30)
  .transform((v) => (v === null ? null : v.replace(/[.\- ]/g, '')))
  .refine((v) => v === null || /^\d{22}$/.test(v), 'ID TKU harus 22 digit angka (NPWP 16 digit + 6 digit tempat usaha).');

/** KLU: Klasifikasi Lapangan Usaha, five digits. */
export const zKodeKlu = zOptionalText('Kode KLU', 10).refine(
  (v) => v === null || /^\d{5}$/.test(v),
  'Kode KLU harus 5 digit angka.',
);

export const JENIS_EBUPOT = ['bpmp', 'bp21', 'bpa1'] as const;
export type JenisEbupot = (typeof JENIS_EBUPOT)[number];
export const LABEL_JENIS_EBUPOT: Record<JenisEbupot, string> = {
  bpmp: 'BPMP: pegawai tetap, bulanan',
  bp21: 'BP21: pegawai tidak tetap dan harian',
  bpa1: 'BPA1: tahunan (Desember atau bulan keluar)',
};

export const zEbupotQuery = z.object({
  jenis: z.enum(JENIS_EBUPOT, { error: 'Pilih jenis berkas e-Bupot: BPMP, BP21 atau BPA1.' }),
});
export type EbupotQuery = z.infer<typeof zEbupotQuery>;

export const zTahunPajakQuery = z.object({
  tahun: z.coerce
    .number({ error: 'Tahun pajak tidak valid.' })
    .int('Tahun pajak tidak valid.')
    .min(2000, 'Tahun pajak tidak valid.')
    .max(2999, 'Tahun pajak tidak valid.'),
});
export type TahunPajakQuery = z.infer<typeof zTahunPajakQuery>;

/** An e-Bupot XML file, base64, with its file name. */
export const zEbupotFile = z.object({ file: z.string(), filename: z.string() });
export type EbupotFile = z.infer<typeof zEbupotFile>;
