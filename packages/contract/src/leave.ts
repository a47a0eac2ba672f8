import { z } from 'zod';
import { zListQuery, zOptionalText, zPage, zText } from './common/schemas.ts';

// Leave settings: leave types (jenis izin) and the yearly annual-leave quota per employee (kuota cuti).
// Leave counts working days only, so every day count here (maks_hari, total_hari) is in working days.

// ---- Jenis izin (leave types) ----
export const HARI_SETAHUN_MAKS = 366;

const zFlag = (label: string) => z.boolean({ error: `${label} wajib dipilih.` });

export const zJenisIzinRequest = z
  .object({
    nama: zText('Nama jenis izin', 100),
    kode: z
      .string()
      .trim()
      .max(20, 'Kode maksimal 20 karakter.')
      .regex(/^[A-Za-z0-9_-]*$/, 'Kode hanya boleh berisi huruf, angka, tanda - dan _.')
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : null)),
    berbayar: zFlag('Berbayar'),
    potong_kuota: zFlag('Potong kuota cuti').default(false),
    wajib_lampiran: zFlag('Wajib lampiran').default(false),
    /** Most working days one request may take; null = no limit. */
    maks_hari: z
      .number({ error: 'Maksimal hari harus berupa angka.' })
      .int('Maksimal hari harus bilangan bulat.')
      .min(1, 'Maksimal hari minimal 1.')
      .max(HARI_SETAHUN_MAKS, `Maksimal hari paling banyak ${HARI_SETAHUN_MAKS}.`)
      .nullish()
      .transform((v) => v ?? null),
    aktif: zFlag('Status aktif').default(true),
    keterangan: zOptionalText('Keterangan', 500),
  })
  .superRefine((v, ctx) => {
    // Annual leave is paid leave (UU 13/2003 art. 79 and 84): an unpaid type never draws on it.
    if (v.potong_kuota && !v.berbayar) {
      ctx.addIssue({ code: 'custom', path: ['potong_kuota'], message: 'Jenis izin yang memotong kuota cuti harus berbayar.' });
    }
  });
export type JenisIzinRequest = z.output<typeof zJenisIzinRequest>;
export type JenisIzinForm = z.input<typeof zJenisIzinRequest>;

export const zJenisIzin = z.object({
  id: z.number(),
  nama: z.string(),
  kode: z.string().nullable(),
  berbayar: z.boolean(),
  potong_kuota: z.boolean(),
  wajib_lampiran: z.boolean(),
  maks_hari: z.number().nullable(),
  aktif: z.boolean(),
  /** Seeded statutory type: it can be edited or deactivated, never deleted. */
  bawaan: z.boolean(),
  /** Legal basis or notes shown to employees. */
  keterangan: z.string().nullable(),
});
export type JenisIzin = z.infer<typeof zJenisIzin>;
export const zJenisIzinList = zPage(zJenisIzin);

/** GET /jenis-izin. Employees always get the active types only; admins may filter with `aktif`. */
export const zJenisIzinListQuery = zListQuery.extend({
  aktif: z
    .enum(['true', 'false'], { error: 'Filter aktif harus true atau false.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type JenisIzinListQuery = z.output<typeof zJenisIzinListQuery>;

// ---- Kuota cuti (annual leave quota per employee per year) ----
const TAHUN_MIN = 2000;
const TAHUN_MAX = 2100;
/** A year in a query string (coerced from text). */
export const zTahunKuota = z.coerce
  .number({ error: 'Tahun harus berupa angka.' })
  .int('Tahun harus berupa angka.')
  .min(TAHUN_MIN, `Tahun minimal ${TAHUN_MIN}.`)
  .max(TAHUN_MAX, `Tahun maksimal ${TAHUN_MAX}.`);
/** A year in a JSON body. */
const zTahunBody = z
  .number({ error: 'Tahun wajib diisi.' })
  .int('Tahun harus berupa angka.')
  .min(TAHUN_MIN, `Tahun minimal ${TAHUN_MIN}.`)
  .max(TAHUN_MAX, `Tahun maksimal ${TAHUN_MAX}.`);

const zTotalHari = z
  .number({ error: 'Total hari wajib diisi.' })
  .int('Total hari harus bilangan bulat.')
  .min(0, 'Total hari minimal 0.')
  .max(HARI_SETAHUN_MAKS, `Total hari paling banyak ${HARI_SETAHUN_MAKS}.`);

/** PUT /kuota-cuti/{id}: the employee and year of a quota never change, only its size and note. */
export const zKuotaCutiUpdateRequest = z.object({
  total_hari: zTotalHari,
  keterangan: zOptionalText('Keterangan', 500),
});
export type KuotaCutiUpdateRequest = z.output<typeof zKuotaCutiUpdateRequest>;

/** POST /kuota-cuti. */
export const zKuotaCutiRequest = zKuotaCutiUpdateRequest.extend({
  user_id: z.number({ error: 'Karyawan wajib dipilih.' }).int('Karyawan tidak valid.').positive('Karyawan tidak valid.'),
  tahun: zTahunBody,
});
export type KuotaCutiRequest = z.output<typeof zKuotaCutiRequest>;

/** Days of quota-taking leave: terpakai = approved, menunggu = pending (reserved); sisa = total - terpakai. */
const zPemakaian = {
  terpakai: z.number(),
  menunggu: z.number(),
};

export const zKuotaCuti = z.object({
  id: z.number(),
  user_id: z.number(),
  nip: z.string(),
  nama: z.string(),
  tahun: z.number(),
  total_hari: z.number(),
  keterangan: z.string().nullable(),
  ...zPemakaian,
  sisa: z.number(),
});
export type KuotaCuti = z.infer<typeof zKuotaCuti>;

/** GET /kuota-cuti?tahun&page&size&search: every active employee with their quota of that year, if any. */
export const zKuotaCutiKaryawanQuery = zListQuery.extend({ tahun: zTahunKuota.default(() => new Date().getFullYear()) });
export type KuotaCutiKaryawanQuery = z.output<typeof zKuotaCutiKaryawanQuery>;
export const zKuotaCutiKaryawan = z.object({
  user_id: z.number(),
  nip: z.string(),
  nama: z.string(),
  tanggal_masuk: z.string().nullable(),
  periode: z.number(),
  /** Null when the employee has no quota for the year. */
  kuota_id: z.number().nullable(),
  total_kuota: z.number().nullable(),
  ...zPemakaian,
  sisa: z.number().nullable(),
});
export type KuotaCutiKaryawan = z.infer<typeof zKuotaCutiKaryawan>;
export const zKuotaCutiKaryawanList = zPage(zKuotaCutiKaryawan);

/** GET /kuota-cuti/user/{user_id}?tahun: one employee's quotas, newest year first. */
export const zKuotaCutiUserParams = z.object({
  user_id: z.coerce.number({ error: 'ID tidak valid.' }).int('ID tidak valid.').positive('ID tidak valid.'),
});
export const zKuotaCutiUserQuery = z.object({ tahun: zTahunKuota.optional() });
export const zKuotaCutiPerKaryawan = z.object({
  karyawan: z.object({
    id: z.number(),
    nip: z.string(),
    nama: z.string(),
    tanggal_masuk: z.string().nullable(),
    aktif: z.boolean(),
  }),
  items: z.array(zKuotaCuti),
});
export type KuotaCutiPerKaryawan = z.infer<typeof zKuotaCutiPerKaryawan>;

/** POST /kuota-cuti/generate: the default entitlement for everyone eligible in `tahun` who has none yet. */
export const zGenerateKuotaCutiRequest = z.object({ tahun: zTahunBody });
export const zGenerateKuotaCutiResponse = z.object({
  tahun: z.number(),
  /** Quotas created by this call (0 when repeated). */
  dibuat: z.number(),
  /** Active employees skipped because their join date is unknown. */
  tanpa_tanggal_masuk: z.number(),
  message: z.string(),
});
export type GenerateKuotaCutiResponse = z.infer<typeof zGenerateKuotaCutiResponse>;

/** Annual leave by law: at least 12 working days once 12 months of continuous service are complete. */
export const KUOTA_CUTI_DEFAULT_HARI = 12;
