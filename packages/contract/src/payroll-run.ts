import { z } from 'zod';
import { zDate, zId, zListQuery, zPage, zText } from './common/schemas.ts';
import { zSlipIdentitas } from './slip-identitas.ts';

// Payroll runs (olah penggajian, decision 0010): a draft for a month and salary groups, one slip per
// employee with every line and how it was computed, adjustments with a reason, finalise (locks the month),
// reopen (Admin only, logged), payslip PDF and the bank transfer file. Money is whole rupiah.

export const STATUS_PENGGAJIAN = ['draft', 'final'] as const;
export type StatusPenggajian = (typeof STATUS_PENGGAJIAN)[number];
export const LABEL_STATUS_PENGGAJIAN: Record<StatusPenggajian, string> = { draft: 'Draft', final: 'Final' };

/** JKK risk classes (PP 44/2015 Lampiran I): 0,24 / 0,54 / 0,89 / 1,27 / 1,74 %. */
export const KELAS_RISIKO = ['sangat_rendah', 'rendah', 'sedang', 'tinggi', 'sangat_tinggi'] as const;
export type KelasRisiko = (typeof KELAS_RISIKO)[number];
export const LABEL_KELAS_RISIKO: Record<KelasRisiko, string> = {
  sangat_rendah: 'Sangat rendah (0,24%)',
  rendah: 'Rendah (0,54%)',
  sedang: 'Sedang (0,89%)',
  tinggi: 'Tinggi (1,27%)',
  sangat_tinggi: 'Sangat tinggi (1,74%)',
};

/** A regular monthly payroll, or a THR run (Tunjangan Hari Raya Keagamaan, Permenaker 6/2016). */
export const JENIS_PENGGAJIAN = ['gaji', 'thr'] as const;
export type JenisPenggajian = (typeof JENIS_PENGGAJIAN)[number];
export const LABEL_JENIS_PENGGAJIAN: Record<JenisPenggajian, string> = { gaji: 'Gaji Bulanan', thr: 'THR' };

/** How a joiner's or leaver's fixed pay is prorated (PP 36/2021 Pasal 40 ayat (1)): the company chooses. */
export const METODE_PRORATA = ['hari_kalender', 'hari_kerja', '21', '25'] as const;
export type MetodeProrata = (typeof METODE_PRORATA)[number];
export const LABEL_METODE_PRORATA: Record<MetodeProrata, string> = {
  hari_kalender: 'Hari kalender',
  hari_kerja: 'Hari kerja sesuai jadwal',
  '21': '21 hari',
  '25': '25 hari',
};
/** Deductions beyond a month's earnings: carried to the next month, or capped at the earnings. */
export const NETO_NEGATIF = ['dibawa', 'dibatasi'] as const;
export type NetoNegatif = (typeof NETO_NEGATIF)[number];
export const LABEL_NETO_NEGATIF: Record<NetoNegatif, string> = {
  dibawa: 'Sisa potongan dibawa ke bulan berikutnya',
  dibatasi: 'Potongan dibatasi sebesar pendapatan',
};

/** The company's payroll settings: the JKK risk class every new run starts from, and the company's options. */
export const zPengaturanPenggajian = z.object({
  kelas_risiko_jkk: z.enum(KELAS_RISIKO),
  metode_prorata: z.enum(METODE_PRORATA),
  neto_negatif: z.enum(NETO_NEGATIF),
  /** Sick pay in tiers by months of sickness (UU 13/2003 Pasal 93 ayat (3)). */
  upah_sakit_bertahap: z.boolean(),
  /** Slip PDFs open with the employee's birth date (ddmmyyyy). */
  slip_berpassword: z.boolean(),
  diubah_oleh: z.string().nullable(),
  diubah_pada: z.string(),
});
export type PengaturanPenggajian = z.infer<typeof zPengaturanPenggajian>;
/** PUT /pengaturan-penggajian: a field left out keeps its value. */
export const zPengaturanPenggajianRequest = z.object({
  kelas_risiko_jkk: z.enum(KELAS_RISIKO, { error: 'Kelas risiko JKK tidak valid.' }).optional(),
  metode_prorata: z.enum(METODE_PRORATA, { error: 'Metode prorata tidak valid.' }).optional(),
  neto_negatif: z.enum(NETO_NEGATIF, { error: 'Pilihan potongan melebihi pendapatan tidak valid.' }).optional(),
  upah_sakit_bertahap: z.boolean({ error: 'Pilihan upah sakit bertahap tidak valid.' }).optional(),
  slip_berpassword: z.boolean({ error: 'Pilihan password slip tidak valid.' }).optional(),
});
export type PengaturanPenggajianRequest = z.output<typeof zPengaturanPenggajianRequest>;

export const zBulan = z.string({ error: 'Bulan wajib diisi.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Format bulan harus yyyy-MM.');

export const zPenggajianRequest = z
  .object({
    jenis: z.enum(JENIS_PENGGAJIAN, { error: 'Jenis penggajian tidak valid.' }).default('gaji'),
    bulan: zBulan,
    grup_gaji_ids: z
      .array(zId, { error: 'Pilih minimal satu grup gaji.' })
      .min(1, 'Pilih minimal satu grup gaji.')
      .max(200, 'Maksimal 200 grup gaji.'),
    /** THR only: the religious holiday service length is counted to (yyyy-MM-dd). */
    tanggal_acuan: zDate.optional(),
    /** Regular runs: overrides the company's JKK risk class for this run; absent = the setting. */
    kelas_risiko_jkk: z.enum(KELAS_RISIKO, { error: 'Kelas risiko JKK tidak valid.' }).optional(),
  })
  .refine((v) => v.jenis !== 'thr' || v.tanggal_acuan !== undefined, {
    message: 'Tanggal acuan (hari raya) wajib diisi untuk THR.',
    path: ['tanggal_acuan'],
  });
export type PenggajianRequest = z.output<typeof zPenggajianRequest>;
export type PenggajianForm = z.input<typeof zPenggajianRequest>;

export const zPenggajian = z.object({
  id: z.number().int(),
  bulan: z.string(),
  grup_gaji_ids: z.array(z.number().int()),
  grup_gaji_nama: z.string(),
  jenis: z.enum(JENIS_PENGGAJIAN),
  tanggal_acuan: z.string().nullable(),
  status: z.enum(STATUS_PENGGAJIAN),
  kelas_risiko_jkk: z.enum(KELAS_RISIKO),
  jumlah_karyawan: z.number().int(),
  total_pendapatan: z.number().int(),
  total_potongan: z.number().int(),
  total_neto: z.number().int(),
  total_pemberi_kerja: z.number().int(),
  dibuat_oleh: z.string().nullable(),
  dibuat_pada: z.string(),
  difinalkan_oleh: z.string().nullable(),
  difinalkan_pada: z.string().nullable(),
  dibuka_oleh: z.string().nullable(),
  dibuka_pada: z.string().nullable(),
});
export type Penggajian = z.infer<typeof zPenggajian>;

export const zPenggajianLog = z.object({
  aksi: z.enum(['final', 'buka']),
  alasan: z.string().nullable(),
  oleh: z.string(),
  pada: z.string(),
});
export type PenggajianLog = z.infer<typeof zPenggajianLog>;

export const zPenggajianDetail = zPenggajian.extend({ riwayat: z.array(zPenggajianLog) });
export type PenggajianDetail = z.infer<typeof zPenggajianDetail>;

export const zPenggajianListQuery = zListQuery.extend({
  bulan: zBulan.optional(),
  status: z.enum(STATUS_PENGGAJIAN).optional(),
});
export type PenggajianListQuery = z.output<typeof zPenggajianListQuery>;
export const zPenggajianList = zPage(zPenggajian);
export type PenggajianList = z.infer<typeof zPenggajianList>;

export const zSlipItem = z.object({
  user_id: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  jabatan: z.string().nullable(),
  grup_gaji: z.string().nullable(),
  hari_kerja: z.number().int(),
  hari_hadir: z.number().int(),
  hari_alpha: z.number().int(),
  hari_izin_tidak_berbayar: z.number().int(),
  menit_lembur: z.number().int(),
  total_pendapatan: z.number().int(),
  total_potongan: z.number().int(),
  neto: z.number().int(),
  total_pemberi_kerja: z.number().int(),
  disesuaikan: z.boolean(),
});
export type SlipItem = z.infer<typeof zSlipItem>;
export const zSlipList = zPage(zSlipItem);
export type SlipList = z.infer<typeof zSlipList>;

export const JENIS_BARIS = ['pendapatan', 'potongan', 'pemberi_kerja'] as const;
export type JenisBaris = (typeof JENIS_BARIS)[number];
export const LABEL_JENIS_BARIS: Record<JenisBaris, string> = {
  pendapatan: 'Pendapatan',
  potongan: 'Potongan',
  pemberi_kerja: 'Ditanggung Perusahaan',
};

export const zSlipBaris = z.object({
  kode: z.string(),
  nama: z.string(),
  jenis: z.enum(JENIS_BARIS),
  nominal_hitung: z.number().int(),
  nominal: z.number().int(),
  rincian: z.string(),
  alasan_penyesuaian: z.string().nullable(),
  disesuaikan_oleh: z.string().nullable(),
  disesuaikan_pada: z.string().nullable(),
});
export type SlipBaris = z.infer<typeof zSlipBaris>;

export const zSlipDetail = zSlipItem.extend({
  penggajian: z.object({
    id: z.number().int(),
    bulan: z.string(),
    status: z.enum(STATUS_PENGGAJIAN),
    jenis: z.enum(JENIS_PENGGAJIAN),
    tanggal_acuan: z.string().nullable(),
  }),
  nama_bank: z.string().nullable(),
  no_rekening: z.string().nullable(),
  baris: z.array(zSlipBaris),
  identitas: zSlipIdentitas.optional(),
});
export type SlipDetail = z.infer<typeof zSlipDetail>;

export const zSlipParams = z.object({ id: zId, user_id: zId });

/** Adjust one line of a draft slip; nominal null returns it to the computed amount. */
export const zPenyesuaianRequest = z.object({
  kode: z.string().min(1).max(50),
  nominal: z
    .number({ error: 'Nominal harus angka rupiah bulat.' })
    .int('Nominal harus rupiah bulat.')
    .min(0, 'Nominal tidak boleh negatif.')
    .max(999_999_999_999, 'Nominal terlalu besar.')
    .nullable(),
  alasan: zText('Alasan penyesuaian', 500),
});
export type PenyesuaianRequest = z.output<typeof zPenyesuaianRequest>;

export const zBukaPenggajianRequest = z.object({ alasan: zText('Alasan membuka kembali', 500) });
export type BukaPenggajianRequest = z.output<typeof zBukaPenggajianRequest>;

/** The caller's own slips of finalised runs (profile). */
export const zSlipSayaItem = z.object({
  penggajian_id: z.number().int(),
  bulan: z.string(),
  jenis: z.enum(JENIS_PENGGAJIAN),
  total_pendapatan: z.number().int(),
  total_potongan: z.number().int(),
  neto: z.number().int(),
});
export type SlipSayaItem = z.infer<typeof zSlipSayaItem>;
export const zSlipSayaList = zPage(zSlipSayaItem);
export type SlipSayaList = z.infer<typeof zSlipSayaList>;
