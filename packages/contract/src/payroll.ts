import { z } from 'zod';
import { zId, zListQuery, zOptionalText, zPage, zText } from './common/schemas.ts';
import { TIPE_KARYAWAN } from './employee-lists.ts';

// Payroll settings (DOMAIN.md "Payroll", decision 0008): salary components (komponen gaji) and salary
// groups (grup gaji) with their amounts, and each employee's own amounts where they differ.
//
// `nilai` is one integer whose unit follows the component's cara_hitung: whole rupiah a month (tetap),
// whole rupiah a day present (per_hari_hadir), basis points of base pay (persen_gaji_pokok: 1% = 100).
// per_jam_lembur (PP 35/2021 tiers on the monthly wage) and otomatis (computed by the system) carry none.

export const JENIS_KOMPONEN = ['pendapatan', 'potongan'] as const;
export type JenisKomponen = (typeof JENIS_KOMPONEN)[number];
export const CARA_HITUNG = ['tetap', 'per_hari_hadir', 'per_jam_lembur', 'persen_gaji_pokok', 'otomatis'] as const;
export type CaraHitung = (typeof CARA_HITUNG)[number];
export const SUMBER_OTOMATIS = [
  'upah_borongan',
  'reimburse',
  'potongan_alpha',
  'potongan_izin_tidak_berbayar',
  'bpjs_kesehatan',
  'bpjs_jht',
  'bpjs_jp',
  'bpjs_jkk',
  'bpjs_jkm',
  'pph21',
] as const;
export type SumberOtomatis = (typeof SUMBER_OTOMATIS)[number];

/** Largest amount accepted: far above any wage, well inside exact integers. */
export const NILAI_MAKS = 999_999_999_999;
/** 100% in basis points. */
export const PERSEN_PENUH = 10_000;

/** Whether a component of this cara_hitung carries a nilai (default, group amount, employee amount). */
export const pakaiNilai = (cara: CaraHitung) => cara === 'tetap' || cara === 'per_hari_hadir' || cara === 'persen_gaji_pokok';

const zNilai = z
  .number({ error: 'Nilai harus berupa angka.' })
  .int('Nilai harus bilangan bulat.')
  .min(0, 'Nilai tidak boleh negatif.')
  .max(NILAI_MAKS, 'Nilai terlalu besar.');

/** What is wrong with a nilai under this cara_hitung, if anything; `required`: a nilai must be given. */
export function nilaiIssue(cara: CaraHitung, nilai: number | null | undefined, required: boolean): string | undefined {
  if (!pakaiNilai(cara)) return nilai == null ? undefined : 'Komponen ini dihitung sistem dan tidak memakai nilai.';
  if (nilai == null) return required ? 'Nilai wajib diisi.' : undefined;
  if (cara === 'persen_gaji_pokok' && nilai > PERSEN_PENUH) return 'Persentase maksimal 100%.';
  return undefined;
}

const zRefId = (label: string) =>
  z
    .number({ error: `${label} tidak valid.` })
    .int(`${label} tidak valid.`)
    .positive(`${label} tidak valid.`);

// ---- Komponen gaji ----

export const zKomponenGajiRequest = z
  .object({
    nama: zText('Nama komponen', 100),
    jenis: z.enum(JENIS_KOMPONEN, { error: "Jenis harus 'pendapatan' atau 'potongan'." }),
    cara_hitung: z.enum(CARA_HITUNG, { error: 'Cara hitung wajib dipilih.' }),
    nilai_default: zNilai.nullish().transform((v) => v ?? null),
    /** Only for 'otomatis': which system figure the component carries. */
    sumber_otomatis: z
      .enum(SUMBER_OTOMATIS, { error: 'Sumber perhitungan otomatis tidak dikenal.' })
      .nullish()
      .transform((v) => v ?? null),
    objek_pajak: z.boolean({ error: 'Objek pajak wajib dipilih.' }),
    aktif: z.boolean({ error: 'Status aktif wajib dipilih.' }).default(true),
    keterangan: zOptionalText('Keterangan', 500),
  })
  .superRefine((v, ctx) => {
    const issue = nilaiIssue(v.cara_hitung, v.nilai_default, true);
    if (issue) ctx.addIssue({ code: 'custom', path: ['nilai_default'], message: issue });
    if (v.cara_hitung === 'otomatis' && !v.sumber_otomatis) {
      ctx.addIssue({ code: 'custom', path: ['sumber_otomatis'], message: 'Sumber perhitungan otomatis wajib dipilih.' });
    }
    if (v.cara_hitung !== 'otomatis' && v.sumber_otomatis) {
      ctx.addIssue({ code: 'custom', path: ['sumber_otomatis'], message: 'Sumber otomatis hanya untuk cara hitung otomatis.' });
    }
  });
export type KomponenGajiRequest = z.output<typeof zKomponenGajiRequest>;
export type KomponenGajiForm = z.input<typeof zKomponenGajiRequest>;

export const zKomponenGaji = z.object({
  id: z.number(),
  nama: z.string(),
  jenis: z.enum(JENIS_KOMPONEN),
  cara_hitung: z.enum(CARA_HITUNG),
  nilai_default: z.number().nullable(),
  sumber_otomatis: z.enum(SUMBER_OTOMATIS).nullable(),
  /** Earning: counted in gross income for PPh 21; deduction: lowers it (unpaid days). */
  objek_pajak: z.boolean(),
  /** The one base-pay component that percentages and the overtime wage are based on. */
  gaji_pokok: z.boolean(),
  aktif: z.boolean(),
  /** Seeded by the system: only nama, nilai_default, keterangan and aktif change; never deleted. */
  bawaan: z.boolean(),
  keterangan: z.string().nullable(),
  /** Groups that hold this component. */
  jumlah_grup: z.number(),
});
export type KomponenGaji = z.infer<typeof zKomponenGaji>;
export const zKomponenGajiList = zPage(zKomponenGaji);

const zBoolQuery = z
  .enum(['true', 'false'], { error: 'Filter aktif harus true atau false.' })
  .transform((v) => v === 'true')
  .optional();

/** GET /komponen-gaji?page&size&search&jenis&aktif. */
export const zKomponenGajiListQuery = zListQuery.extend({
  jenis: z.enum(JENIS_KOMPONEN, { error: "Jenis harus 'pendapatan' atau 'potongan'." }).optional(),
  aktif: zBoolQuery,
});
export type KomponenGajiListQuery = z.output<typeof zKomponenGajiListQuery>;

// ---- Grup gaji ----

const zKomponenGrupRequest = z.object({
  komponen_gaji_id: zRefId('Komponen gaji'),
  /** Null: the component's nilai_default applies. */
  nilai: zNilai.nullish().transform((v) => v ?? null),
});

export const zGrupGajiRequest = z
  .object({
    nama: zText('Nama grup gaji', 100),
    keterangan: zOptionalText('Keterangan', 500),
    /** PPh 21 borne by the company as a tax allowance (gross-up); absent on update: unchanged. */
    pph21_gross_up: z.boolean({ error: 'Pilihan PPh 21 ditanggung perusahaan harus ya atau tidak.' }).optional(),
    komponen: z
      .array(zKomponenGrupRequest, { error: 'Daftar komponen tidak valid.' })
      .max(50, 'Komponen maksimal 50.')
      .default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.komponen.forEach((k, i) => {
      if (seen.has(k.komponen_gaji_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['komponen', i, 'komponen_gaji_id'],
          message: 'Komponen gaji dipilih lebih dari sekali.',
        });
      }
      seen.add(k.komponen_gaji_id);
    });
  });
export type GrupGajiRequest = z.output<typeof zGrupGajiRequest>;
export type GrupGajiForm = z.input<typeof zGrupGajiRequest>;

export const zGrupGajiKomponen = z.object({
  komponen_gaji_id: z.number(),
  nama: z.string(),
  jenis: z.enum(JENIS_KOMPONEN),
  cara_hitung: z.enum(CARA_HITUNG),
  sumber_otomatis: z.enum(SUMBER_OTOMATIS).nullable(),
  gaji_pokok: z.boolean(),
  aktif: z.boolean(),
  /** The group's amount as set; null = follows the component's default. */
  nilai: z.number().nullable(),
  nilai_default: z.number().nullable(),
  /** nilai ?? nilai_default: what an employee without an own amount gets. */
  nilai_berlaku: z.number().nullable(),
});
export type GrupGajiKomponen = z.infer<typeof zGrupGajiKomponen>;

export const zGrupGajiListItem = z.object({
  id: z.number(),
  nama: z.string(),
  keterangan: z.string().nullable(),
  /** The slip adds a taxable "Tunjangan PPh 21" equal to the PPh 21 (gross-up). */
  pph21_gross_up: z.boolean(),
  jumlah_komponen: z.number(),
  jumlah_karyawan: z.number(),
});
export type GrupGajiListItem = z.infer<typeof zGrupGajiListItem>;
export const zGrupGajiList = zPage(zGrupGajiListItem);
export const zGrupGajiListQuery = zListQuery;

export const zGrupGaji = zGrupGajiListItem.extend({ komponen: z.array(zGrupGajiKomponen) });
export type GrupGaji = z.infer<typeof zGrupGaji>;

// ---- Karyawan of a group (list-karyawan) ----

export const zNilaiKaryawan = z.object({ komponen_gaji_id: zRefId('Komponen gaji'), nilai: zNilai });
export type NilaiKaryawan = z.infer<typeof zNilaiKaryawan>;

/** GET /grup-gaji/{id}/karyawan: the group's employees with their own amounts (only where they differ). */
export const zKaryawanGrupGaji = z.object({
  user_id: z.number(),
  nip: z.string(),
  fullname: z.string(),
  jabatan: z.string().nullable(),
  active: z.boolean(),
  /** The employee's own amounts of this group's components. */
  nilai_khusus: z.array(zNilaiKaryawan),
  /** Base pay in force: own amount, else the group's, else the component default; null without base pay. */
  gaji_pokok: z.number().nullable(),
});
export type KaryawanGrupGaji = z.infer<typeof zKaryawanGrupGaji>;
export const zKaryawanGrupGajiList = zPage(zKaryawanGrupGaji);

export const zGrupGajiKaryawanParams = z.object({
  id: z.coerce.number({ error: 'ID tidak valid.' }).int('ID tidak valid.').positive('ID tidak valid.'),
  user_id: z.coerce.number({ error: 'ID tidak valid.' }).int('ID tidak valid.').positive('ID tidak valid.'),
});

/** GET /grup-gaji/{id}/calon-karyawan: active employees outside this group; grup_gaji names their current one. */
export const zCalonKaryawanGrup = z.object({
  id: z.number(),
  nip: z.string(),
  fullname: z.string(),
  jabatan: z.string().nullable(),
  grup_gaji: z.string().nullable(),
});
export type CalonKaryawanGrup = z.infer<typeof zCalonKaryawanGrup>;
export const zCalonKaryawanGrupList = zPage(zCalonKaryawanGrup).extend({
  /** Of those matching, the ones in no group yet (the caller aside): what 'pilih semua' adds. */
  dapat_ditambahkan: z.number().int(),
});
export type CalonKaryawanGrupList = z.infer<typeof zCalonKaryawanGrupList>;

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const zFilterRef = z.preprocess(blankToNull, zId.nullable()).optional();

/** Who may join a group, narrowed as HR narrows the list: location, job title, employee type, a name or NIP. */
export const zCalonKaryawanFilter = z.object({
  search: zListQuery.shape.search,
  lokasi_id: zFilterRef,
  jabatan_id: zFilterRef,
  tipe_karyawan: z
    .preprocess(
      blankToNull,
      z.enum(TIPE_KARYAWAN, { error: 'Tipe karyawan harus Tetap, Kontrak, Harian, Borongan atau Magang.' }).nullable(),
    )
    .optional(),
});
export type CalonKaryawanFilter = z.input<typeof zCalonKaryawanFilter>;
/** GET /grup-gaji/{id}/calon-karyawan. */
export const zCalonKaryawanQuery = zListQuery.extend(zCalonKaryawanFilter.shape);

/**
 * POST /grup-gaji/{id}/karyawan/sesuai-filter: every active employee matching the filter who is in no group yet
 * ('pilih semua', not only the page shown). Those in another group stay there; the caller is never added.
 */
export const zTambahKaryawanFilterRequest = zCalonKaryawanFilter;
export const zTambahKaryawanFilterResult = z.object({ message: z.string(), ditambahkan: z.number().int() });
export type TambahKaryawanFilterResult = z.infer<typeof zTambahKaryawanFilterResult>;

/** POST /grup-gaji/{id}/karyawan: adds employees who are in no group yet. */
export const zTambahKaryawanGrupRequest = z.object({
  user_ids: z
    .array(zRefId('Karyawan'), { error: 'Pilih minimal satu karyawan.' })
    .min(1, 'Pilih minimal satu karyawan.')
    .max(200, 'Maksimal 200 karyawan sekaligus.')
    .transform((ids) => [...new Set(ids)]),
});
export type TambahKaryawanGrupRequest = z.output<typeof zTambahKaryawanGrupRequest>;

/** PUT /grup-gaji/{id}/karyawan/{user_id}: the employee's own amounts of this group's components (replaced). */
export const zNilaiKaryawanRequest = z
  .object({ nilai: z.array(zNilaiKaryawan, { error: 'Daftar nilai tidak valid.' }).max(50, 'Nilai maksimal 50.') })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.nilai.forEach((n, i) => {
      if (seen.has(n.komponen_gaji_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['nilai', i, 'komponen_gaji_id'],
          message: 'Komponen gaji diisi lebih dari sekali.',
        });
      }
      seen.add(n.komponen_gaji_id);
    });
  });
export type NilaiKaryawanRequest = z.output<typeof zNilaiKaryawanRequest>;

/** Cells one save of the amounts grid may hold: 500 employees by 20 components. */
export const NILAI_GRID_MAKS = 10_000;

/**
 * PUT /grup-gaji/{id}/nilai-karyawan: the changed cells of the amounts grid (rows: the group's employees, columns:
 * its components that take an amount), saved together or not at all. `nilai` null drops the employee's own amount:
 * the group's applies again. A refusal names each bad cell as `perubahan.{i}.nilai`.
 */
export const zNilaiGridRequest = z
  .object({
    perubahan: z
      .array(
        z.object({
          user_id: zRefId('Karyawan'),
          komponen_gaji_id: zRefId('Komponen gaji'),
          nilai: zNilai.nullable(),
        }),
        { error: 'Daftar perubahan tidak valid.' },
      )
      .min(1, 'Belum ada nilai yang diubah.')
      .max(NILAI_GRID_MAKS, 'Maksimal 10.000 nilai sekaligus.'),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.perubahan.forEach((c, i) => {
      const key = `${c.user_id}:${c.komponen_gaji_id}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['perubahan', i, 'nilai'], message: 'Nilai ini diisi lebih dari sekali.' });
      }
      seen.add(key);
    });
  });
export type NilaiGridRequest = z.output<typeof zNilaiGridRequest>;
export const zNilaiGridResult = z.object({ message: z.string(), disimpan: z.number().int() });
export type NilaiGridResult = z.infer<typeof zNilaiGridResult>;

// ---- Labels shared by screens and messages ----

export const LABEL_JENIS: Record<JenisKomponen, string> = { pendapatan: 'Pendapatan', potongan: 'Potongan' };
export const LABEL_CARA_HITUNG: Record<CaraHitung, string> = {
  tetap: 'Tetap per bulan',
  per_hari_hadir: 'Per hari hadir',
  per_jam_lembur: 'Per jam lembur (PP 35/2021)',
  persen_gaji_pokok: 'Persen dari gaji pokok',
  otomatis: 'Otomatis oleh sistem',
};
export const LABEL_SUMBER_OTOMATIS: Record<SumberOtomatis, string> = {
  upah_borongan: 'Upah borongan/harian',
  reimburse: 'Reimburse',
  potongan_alpha: 'Potongan alpha',
  potongan_izin_tidak_berbayar: 'Potongan izin tidak berbayar',
  bpjs_kesehatan: 'BPJS Kesehatan',
  bpjs_jht: 'BPJS JHT',
  bpjs_jp: 'BPJS JP',
  bpjs_jkk: 'BPJS JKK',
  bpjs_jkm: 'BPJS JKM',
  pph21: 'PPh 21',
};
