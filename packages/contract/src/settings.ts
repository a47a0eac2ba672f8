import { z } from 'zod';
import { zDate, zListQuery, zOptionalText, zText, zTime } from './common/schemas.ts';
import { zIdTku, zKodeKlu, zNpwp16 } from './ebupot.ts';

// Master data of the admin settings: jabatan, lokasi, jadwal kerja, hari libur and the company profile.

// ---- Jabatan (job titles) ----
export const zJabatanRequest = z.object({ nama: zText('Nama jabatan', 100) });
export type JabatanRequest = z.infer<typeof zJabatanRequest>;
export const zJabatan = z.object({
  id: z.number(),
  nama: z.string(),
  /** Active employees holding this job title. */
  jumlah_karyawan: z.number(),
});
export type Jabatan = z.infer<typeof zJabatan>;

// ---- Go-live date: the day the company, or a branch that started later, began using Hadir ----
/** The latest go-live date accepted: a year from today. */
function aYearFromToday(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}
/** Optional ('' clears it); days before it are never judged alpha, late or incomplete. */
const zMulaiHadir = z
  .preprocess((v) => (v === '' || v === undefined ? null : v), zDate.nullable())
  .optional()
  .refine((v) => v == null || v >= '2000-01-01', 'Tanggal mulai menggunakan Hadir tidak boleh sebelum 1 Januari 2000.')
  .refine((v) => v == null || v <= aYearFromToday(), 'Tanggal mulai menggunakan Hadir paling lambat satu tahun dari hari ini.');

// ---- Lokasi (work locations: geofence and time zone) ----
export const ZONA_WAKTU = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type ZonaWaktu = (typeof ZONA_WAKTU)[number];

export const zLokasiRequest = z.object({
  nama: zText('Nama lokasi', 100),
  alamat: zOptionalText('Alamat', 500),
  latitude: z
    .number({ error: 'Latitude wajib diisi.' })
    .min(-90, 'Latitude harus antara -90 dan 90.')
    .max(90, 'Latitude harus antara -90 dan 90.'),
  longitude: z
    .number({ error: 'Longitude wajib diisi.' })
    .min(-180, 'Longitude harus antara -180 dan 180.')
    .max(180, 'Longitude harus antara -180 dan 180.'),
  radius: z
    .number({ error: 'Radius wajib diisi.' })
    .int('Radius harus bilangan bulat (meter).')
    .min(10, 'Radius minimal 10 meter.')
    .max(100000, 'Radius maksimal 100.000 meter.'),
  zona_waktu: z.enum(ZONA_WAKTU, { error: 'Zona waktu harus WIB, WITA, atau WIT.' }),
  /** A branch that started using Hadir after the company did. */
  mulai_hadir: zMulaiHadir,
});
export type LokasiRequest = z.infer<typeof zLokasiRequest>;
export const zLokasi = z.object({
  id: z.number(),
  nama: z.string(),
  alamat: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  radius: z.number(),
  zona_waktu: z.enum(ZONA_WAKTU),
  mulai_hadir: z.string().nullable(),
  jumlah_karyawan: z.number(),
});
export type Lokasi = z.infer<typeof zLokasi>;

// ---- Jadwal kerja (work schedules: one entry per weekday, Senin=1 .. Minggu=7) ----
/** An empty time (a cleared form field) counts as no time. */
const zOptionalTime = z
  .string()
  .nullish()
  .transform((v) => v || null)
  .pipe(zTime.nullable());

export const zJadwalHariRequest = z
  .object({
    hari: z
      .number({ error: 'Hari wajib diisi.' })
      .int('Hari harus 1 (Senin) sampai 7 (Minggu).')
      .min(1, 'Hari harus 1 (Senin) sampai 7 (Minggu).')
      .max(7, 'Hari harus 1 (Senin) sampai 7 (Minggu).'),
    libur: z.boolean({ error: 'Status libur wajib diisi.' }),
    jam_masuk: zOptionalTime,
    jam_pulang: zOptionalTime,
  })
  .superRefine((d, ctx) => {
    if (d.libur) return;
    if (!d.jam_masuk) ctx.addIssue({ code: 'custom', path: ['jam_masuk'], message: 'Jam masuk wajib diisi.' });
    if (!d.jam_pulang) ctx.addIssue({ code: 'custom', path: ['jam_pulang'], message: 'Jam pulang wajib diisi.' });
    if (d.jam_masuk && d.jam_masuk === d.jam_pulang) {
      ctx.addIssue({ code: 'custom', path: ['jam_pulang'], message: 'Jam pulang tidak boleh sama dengan jam masuk.' });
    }
  });
export type JadwalHariRequest = z.infer<typeof zJadwalHariRequest>;

export const zJadwalKerjaRequest = z
  .object({
    nama: zText('Nama jadwal', 100),
    toleransi_terlambat: z
      .number({ error: 'Toleransi terlambat wajib diisi.' })
      .int('Toleransi terlambat harus bilangan bulat (menit).')
      .min(0, 'Toleransi terlambat minimal 0 menit.')
      .max(240, 'Toleransi terlambat maksimal 240 menit.'),
    hari: z
      .array(zJadwalHariRequest, { error: 'Hari kerja wajib diisi.' })
      .length(7, 'Jadwal harus berisi 7 hari (Senin sampai Minggu).'),
  })
  .superRefine((d, ctx) => {
    if (new Set(d.hari.map((h) => h.hari)).size !== d.hari.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['hari'],
        message: 'Setiap hari (Senin sampai Minggu) harus muncul tepat satu kali.',
      });
    }
  });
export type JadwalKerjaRequest = z.infer<typeof zJadwalKerjaRequest>;
export type JadwalKerjaForm = z.input<typeof zJadwalKerjaRequest>;

export const zJadwalHari = z.object({
  hari: z.number(),
  libur: z.boolean(),
  jam_masuk: z.string().nullable(),
  jam_pulang: z.string().nullable(),
  /** The shift ends on the next calendar day (jam_pulang earlier than jam_masuk). */
  lintas_hari: z.boolean(),
});
export type JadwalHari = z.infer<typeof zJadwalHari>;
export const zJadwalKerja = z.object({
  id: z.number(),
  nama: z.string(),
  toleransi_terlambat: z.number(),
  /** Sorted Senin (1) to Minggu (7). */
  hari: z.array(zJadwalHari),
  jumlah_karyawan: z.number(),
});
export type JadwalKerja = z.infer<typeof zJadwalKerja>;

// ---- Hari libur (public holidays and cuti bersama) ----
export const zHariLiburRequest = z.object({
  tanggal: zDate,
  nama: zText('Nama hari libur', 150),
  /** A collective leave day the government sets around a holiday: the company may take it from annual leave. */
  cuti_bersama: z.boolean({ error: 'Cuti bersama harus ya atau tidak.' }).default(false),
});
export type HariLiburRequest = z.infer<typeof zHariLiburRequest>;
export const zHariLibur = z.object({ id: z.number(), tanggal: z.string(), nama: z.string(), cuti_bersama: z.boolean() });
export type HariLibur = z.infer<typeof zHariLibur>;
export const zHariLiburListQuery = zListQuery.extend({
  tahun: z.coerce
    .number({ error: 'Tahun tidak valid.' })
    .int('Tahun tidak valid.')
    .min(1900, 'Tahun tidak valid.')
    .max(2999, 'Tahun tidak valid.')
    .optional(),
});
export type HariLiburListQuery = z.infer<typeof zHariLiburListQuery>;

// ---- Company profile (single record): GET /perusahaan for everyone signed in, PUT /perusahaan for Admin/HRD. ----
export const zPerusahaanRequest = z.object({
  nama: zText('Nama perusahaan', 150),
  alamat: zOptionalText('Alamat', 500),
  telepon: zOptionalText('Telepon', 30),
  email: z
    .union([z.literal(''), z.email('Format email tidak valid.').max(150)])
    .nullish()
    .transform((v) => v || null),
  website: zOptionalText('Website', 200),
  npwp: zNpwp16('NPWP'),
  /** Empty: the NPWP + 000000 (head office). */
  id_tku: zIdTku,
  kode_klu: zKodeKlu,
  mulai_hadir: zMulaiHadir,
});
export type PerusahaanRequest = z.infer<typeof zPerusahaanRequest>;
export const zPerusahaan = z.object({
  nama: z.string(),
  alamat: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  npwp: z.string().nullable(),
  id_tku: z.string().nullable(),
  kode_klu: z.string().nullable(),
  /** yyyy-MM-dd; null: every day from each employee's join date counts. */
  mulai_hadir: z.string().nullable(),
  updated_at: z.string(),
});
export type Perusahaan = z.infer<typeof zPerusahaan>;

// ---- Security and privacy settings (single record): GET/PUT /pengaturan-keamanan for Admin/HRD (issue 15). ----
export const zPengaturanKeamananRequest = z.object({
  /** Clock-in needs a registered face, and the selfie must show one. */
  wajib_wajah_terdaftar: z.boolean({ error: 'Pilih apakah wajah terdaftar wajib untuk absen.' }),
  /** Months a clock-in selfie, and a deactivated employee's face data after the last day, are kept. */
  retensi_foto_bulan: z
    .number({ error: 'Masa simpan foto harus berupa angka bulan.' })
    .int('Masa simpan foto harus berupa bilangan bulat.')
    .min(1, 'Masa simpan foto paling sedikit 1 bulan.')
    .max(120, 'Masa simpan foto paling lama 120 bulan.'),
  /** An offline punch whose device time is older than its arrival by more than this waits for HR's confirmation. */
  batas_absen_offline_menit: z
    .number({ error: 'Batas selisih absen offline harus berupa angka menit.' })
    .int('Batas selisih absen offline harus berupa bilangan bulat.')
    .min(1, 'Batas selisih absen offline paling sedikit 1 menit.')
    .max(1440, 'Batas selisih absen offline paling lama 1440 menit.'),
});
export type PengaturanKeamananRequest = z.infer<typeof zPengaturanKeamananRequest>;
export const zPengaturanKeamanan = zPengaturanKeamananRequest.extend({ updated_at: z.string() });
export type PengaturanKeamanan = z.infer<typeof zPengaturanKeamanan>;
