import { z } from 'zod';
import { zListQuery, zOptionalText, zPage, zText } from './common/schemas.ts';
import { JENIS_KELAMIN } from './employee-lists.ts';

// Leave settings: leave types (jenis izin) and annual leave (kuota cuti): the company's policy, the entitlement
// derived from it per employee and period, and HR's adjustments. Leave counts working days only, so every day
// count here is in working days.

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
    /** Only employees of this gender may take the type (cuti melahirkan, istri melahirkan); null = everyone. */
    jenis_kelamin: z
      .union([z.enum(JENIS_KELAMIN), z.literal('')], { error: "Khusus jenis kelamin harus 'Laki-laki' atau 'Perempuan'." })
      .nullish()
      .transform((v) => v || null),
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
  /** Only employees of this gender may take it; null = everyone. */
  jenis_kelamin: z.enum(JENIS_KELAMIN).nullable(),
});
export type JenisIzin = z.infer<typeof zJenisIzin>;
export const zJenisIzinList = zPage(zJenisIzin);

/**
 * GET /jenis-izin. Employees always get the active types they may take only (`untuk_saya`, which the leave form
 * sends, asks the same of an admin filing their own leave); admins may filter with `aktif`.
 */
export const zJenisIzinListQuery = zListQuery.extend({
  aktif: z
    .enum(['true', 'false'], { error: 'Filter aktif harus true atau false.' })
    .transform((v) => v === 'true')
    .optional(),
  untuk_saya: z
    .enum(['true', 'false'], { error: 'Filter untuk_saya harus true atau false.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type JenisIzinListQuery = z.output<typeof zJenisIzinListQuery>;

// ---- Kuota cuti: annual leave derived from the join date and the company's policy (decision 0020) ----

/** UU 13/2003 art. 79 (3) c as amended by UU 6/2023: at least 12 working days once 12 months of service are complete. */
export const CUTI_TAHUNAN_MIN_HARI = 12;

export const DASAR_PERIODE_CUTI = ['kalender', 'ulang_tahun'] as const;
export type DasarPeriodeCuti = (typeof DASAR_PERIODE_CUTI)[number];
export const DASAR_PERIODE_CUTI_LABEL: Record<DasarPeriodeCuti, string> = {
  kalender: 'Tahun kalender',
  ulang_tahun: 'Ulang tahun masa kerja',
};

const zHari = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} wajib diisi.` })
    .int(`${label} harus bilangan bulat.`)
    .min(min, `${label} minimal ${min}.`)
    .max(max, `${label} paling banyak ${max}.`);

/** PUT /kuota-cuti/kebijakan */
export const zKebijakanCutiRequest = z
  .object({
    hari_per_tahun: z
      .number({ error: 'Hak cuti per tahun wajib diisi.' })
      .int('Hak cuti per tahun harus bilangan bulat.')
      .min(CUTI_TAHUNAN_MIN_HARI, `Hak cuti per tahun minimal ${CUTI_TAHUNAN_MIN_HARI} hari kerja (UU 13/2003 Pasal 79).`)
      .max(HARI_SETAHUN_MAKS, `Hak cuti per tahun paling banyak ${HARI_SETAHUN_MAKS}.`),
    dasar: z.enum(DASAR_PERIODE_CUTI, { error: 'Dasar periode wajib dipilih.' }),
    /** Unused days moved to the next period; 0 = none. */
    bawa_hari: zHari('Sisa cuti yang dibawa', 0, HARI_SETAHUN_MAKS),
    /** Carried days are usable in the first this-many months of the next period, then they expire. */
    bawa_bulan: zHari('Batas pemakaian sisa cuti', 1, 12),
    potong_cuti_bersama: zFlag('Cuti bersama memotong cuti tahunan'),
  })
  .superRefine((v, ctx) => {
    if (v.bawa_hari > v.hari_per_tahun) {
      ctx.addIssue({
        code: 'custom',
        path: ['bawa_hari'],
        message: 'Sisa cuti yang dibawa tidak boleh melebihi hak cuti per tahun.',
      });
    }
  });
export type KebijakanCutiRequest = z.output<typeof zKebijakanCutiRequest>;
export const zKebijakanCuti = z.object({
  hari_per_tahun: z.number(),
  dasar: z.enum(DASAR_PERIODE_CUTI),
  bawa_hari: z.number(),
  bawa_bulan: z.number(),
  potong_cuti_bersama: z.boolean(),
  updated_at: z.string(),
});
export type KebijakanCuti = z.infer<typeof zKebijakanCuti>;

/**
 * One employee's annual leave in one period (the period that starts in the year `periode`), and how each
 * figure is made: total = hak + dibawa - hangus - cuti_bersama + penyesuaian; sisa = total - terpakai.
 * Days that can still be requested: sisa - menunggu.
 */
export const zPeriodeCuti = z.object({
  periode: z.number(),
  /** yyyy-MM-dd, both inclusive. */
  mulai: z.string(),
  selesai: z.string(),
  /** Derived from the policy: 0 before 12 months of service are complete. */
  hak: z.number(),
  /** Unused days carried over from the previous period. */
  dibawa: z.number(),
  /** Last day the carried days may be used; null when nothing is carried. */
  dibawa_sampai: z.string().nullable(),
  /** Carried days not used by their last day. */
  hangus: z.number(),
  /** Cuti bersama on the employee's working days, when the policy takes them from annual leave. */
  cuti_bersama: z.number(),
  /** Sum of HR's adjustments. */
  penyesuaian: z.number(),
  total: z.number(),
  /** Days of approved leave. */
  terpakai: z.number(),
  /** Days of pending leave (reserved). */
  menunggu: z.number(),
  sisa: z.number(),
});
export type PeriodeCuti = z.infer<typeof zPeriodeCuti>;

/** GET /kuota-cuti?page&size&search: every active employee with their current period. */
export const zKuotaCutiKaryawanQuery = zListQuery;
export const zKuotaCutiKaryawan = zPeriodeCuti.extend({
  user_id: z.number(),
  nip: z.string(),
  nama: z.string(),
  tanggal_masuk: z.string().nullable(),
  /** The day 12 months of service complete; null without a join date. */
  berhak_mulai: z.string().nullable(),
});
export type KuotaCutiKaryawan = z.infer<typeof zKuotaCutiKaryawan>;
export const zKuotaCutiKaryawanList = zPage(zKuotaCutiKaryawan);

const zTahunBody = (label: string) =>
  z
    .number({ error: `${label} wajib diisi.` })
    .int(`${label} harus berupa tahun.`)
    .min(2000, `${label} minimal tahun 2000.`)
    .max(2100, `${label} maksimal tahun 2100.`);

/** PUT /kuota-cuti/penyesuaian/{id}: days added (+) or taken (-) in a period, with the reason. */
export const zPenyesuaianCutiUpdateRequest = z.object({
  periode: zTahunBody('Periode'),
  hari: zHari('Jumlah hari', -HARI_SETAHUN_MAKS, HARI_SETAHUN_MAKS).refine((v) => v !== 0, 'Jumlah hari tidak boleh 0.'),
  alasan: zText('Alasan', 500),
});
export type PenyesuaianCutiUpdateRequest = z.output<typeof zPenyesuaianCutiUpdateRequest>;
/** POST /kuota-cuti/penyesuaian */
export const zPenyesuaianCutiRequest = zPenyesuaianCutiUpdateRequest.extend({
  user_id: z.number({ error: 'Karyawan wajib dipilih.' }).int('Karyawan tidak valid.').positive('Karyawan tidak valid.'),
});
export type PenyesuaianCutiRequest = z.output<typeof zPenyesuaianCutiRequest>;
export type PenyesuaianCutiForm = z.input<typeof zPenyesuaianCutiRequest>;

export const zPenyesuaianCuti = z.object({
  id: z.number(),
  user_id: z.number(),
  periode: z.number(),
  hari: z.number(),
  alasan: z.string(),
  /** Who recorded it; null for adjustments carried over from the yearly quotas HR kept before. */
  dibuat_oleh: z.string().nullable(),
  /** ISO instants. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type PenyesuaianCuti = z.infer<typeof zPenyesuaianCuti>;

/** GET /kuota-cuti/user/{user_id}: one employee's periods, newest first, and HR's adjustments. */
export const zKuotaCutiUserParams = z.object({
  user_id: z.coerce.number({ error: 'ID tidak valid.' }).int('ID tidak valid.').positive('ID tidak valid.'),
});
export const zKuotaCutiPerKaryawan = z.object({
  karyawan: z.object({
    id: z.number(),
    nip: z.string(),
    nama: z.string(),
    tanggal_masuk: z.string().nullable(),
    berhak_mulai: z.string().nullable(),
    aktif: z.boolean(),
  }),
  /** The period today falls in. */
  periode_berjalan: z.number(),
  items: z.array(zPeriodeCuti),
  penyesuaian: z.array(zPenyesuaianCuti),
});
export type KuotaCutiPerKaryawan = z.infer<typeof zKuotaCutiPerKaryawan>;

/** The columns of the leave quota import (GET /kuota-cuti/import/template, POST /kuota-cuti/import). */
export const KUOTA_CUTI_IMPORT_KOLOM = {
  nip: 'NIP',
  nama: 'Nama',
  sisa: 'Sisa Cuti Tahunan',
  alasan: 'Alasan',
} as const;
