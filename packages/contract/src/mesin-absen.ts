import { z } from 'zod';
import { zText } from './common/schemas.ts';

// Fingerprint/face terminals (ZKTeco ADMS push) registered by serial number, and the lines they sent that were
// refused (docs/decisions/0023-fingerprint-terminals.md).

export const ZONA_WAKTU_MESIN = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;

export const zMesinAbsenRequest = z.object({
  nomor_seri: z
    .string({ error: 'Nomor seri wajib diisi.' })
    .trim()
    .regex(/^[0-9A-Za-z_-]{3,40}$/, 'Nomor seri hanya huruf, angka, - atau _ (3-40 karakter), seperti tertera di mesin.'),
  nama: zText('Nama mesin', 100),
  lokasi_id: z
    .number({ error: 'Lokasi wajib dipilih.' })
    .int('Lokasi tidak valid.')
    .positive('Lokasi tidak valid.')
    .max(Number.MAX_SAFE_INTEGER, 'Lokasi tidak valid.'),
  zona_waktu: z.enum(ZONA_WAKTU_MESIN, { error: 'Zona waktu harus WIB, WITA atau WIT.' }),
  aktif: z.boolean({ error: 'Status aktif wajib diisi.' }).default(true),
});
export type MesinAbsenRequest = z.output<typeof zMesinAbsenRequest>;
export type MesinAbsenForm = z.input<typeof zMesinAbsenRequest>;

export const zMesinAbsen = z.object({
  id: z.number().int(),
  nomor_seri: z.string(),
  nama: z.string(),
  lokasi_id: z.number().int(),
  lokasi: z.string(),
  zona_waktu: z.enum(ZONA_WAKTU_MESIN),
  aktif: z.boolean(),
  /** ISO instant of the terminal's last call; null before its first. */
  terakhir_kontak: z.string().nullable(),
});
export type MesinAbsen = z.infer<typeof zMesinAbsen>;
export const zMesinAbsenList = z.object({ items: z.array(zMesinAbsen) });

export const zLogMesinDitolak = z.object({
  id: z.number().int(),
  nomor_seri: z.string(),
  mesin: z.string().nullable(),
  baris: z.string(),
  pin: z.string().nullable(),
  waktu: z.string().nullable(),
  alasan: z.string(),
  diterima_pada: z.string(),
});
export type LogMesinDitolak = z.infer<typeof zLogMesinDitolak>;
export const zLogMesinDitolakList = z.object({ items: z.array(zLogMesinDitolak) });

/** PUT /mesin-absen/pin/{id}: the PIN an employee is enrolled under on the terminals; null goes back to the NIP. */
export const zPinMesinRequest = z.object({
  pin: z
    .string({ error: 'PIN harus teks.' })
    .trim()
    .regex(/^[0-9A-Za-z]{1,24}$/, 'PIN hanya huruf dan angka, paling banyak 24 karakter.')
    .nullable(),
});
export type PinMesinRequest = z.output<typeof zPinMesinRequest>;
export const zPinMesin = z.object({
  user_id: z.number().int(),
  /** The employee's own PIN; null when the NIP is used. */
  pin: z.string().nullable(),
  /** What the terminals must use. */
  pin_efektif: z.string(),
});
export type PinMesin = z.infer<typeof zPinMesin>;

/** POST /mesin-absen/{id}/impor[?dry_run=true]: a terminal's USB attendance log (attlog.dat), checked or applied. */
export const zImporAttlogQuery = z.object({
  dry_run: z.preprocess((v) => v === 'true' || v === true, z.boolean()).default(false),
});
export const zImporAttlog = z.object({
  /** Non-empty lines in the file. */
  baris: z.number().int(),
  /** Already recorded from this terminal (pushed or imported before). */
  sudah_tercatat: z.number().int(),
  /** Dry run: lines that will be judged as punches; applied: lines recorded. */
  diproses: z.number().int(),
  /** Lines refused (dry run: those already known to be refused: unreadable or unknown PIN). */
  ditolak: z.number().int(),
  /** The first refused lines with their reasons. */
  contoh_ditolak: z.array(z.object({ baris: z.string(), alasan: z.string() })),
});
export type ImporAttlog = z.infer<typeof zImporAttlog>;
