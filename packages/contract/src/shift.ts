import { z } from 'zod';
import { zDate, zText, zTime } from './common/schemas.ts';
import { zBulan } from './payroll-run.ts';

// Shift work (docs/decisions/0024-shift-roster.md): shift definitions, the monthly roster that overrides the weekly
// schedule on the dates it covers, the company's punch-window rules, and the employee's own roster (Jadwal Saya).

const zMenit = (label: string, max: number) =>
  z
    .number({ error: `${label} wajib diisi.` })
    .int(`${label} harus bilangan bulat (menit).`)
    .min(0, `${label} minimal 0 menit.`)
    .max(max, `${label} maksimal ${max} menit.`);

const zRefId = (label: string) =>
  z
    .number({ error: `${label} tidak valid.` })
    .int(`${label} tidak valid.`)
    .positive(`${label} tidak valid.`)
    .max(Number.MAX_SAFE_INTEGER, `${label} tidak valid.`);

// ---- Shift definitions: GET/POST /shift, GET/PUT/DELETE /shift/{id} ----
export const zShiftRequest = z.object({
  nama: zText('Nama shift', 60),
  /** Short code shown in the roster grid and written in its xlsx (P, S, M). */
  kode: z
    .string({ error: 'Kode shift wajib diisi.' })
    .trim()
    .regex(/^[A-Za-z0-9]{1,4}$/, 'Kode shift 1-4 huruf atau angka, misalnya P, S atau M.')
    .refine((k) => k.toUpperCase() !== 'L', 'Kode L dipakai untuk hari libur. Pilih kode lain.'),
  jam_masuk: zTime,
  jam_pulang: zTime,
  istirahat_menit: zMenit('Istirahat', 240).default(60),
  toleransi_terlambat: zMenit('Toleransi terlambat', 240).default(0),
  /** The clock-in window opens this long before jam_masuk (and closes at jam_pulang). */
  buka_masuk_menit: zMenit('Absen masuk dibuka', 720).default(120),
  /** The clock-out window closes this long after jam_pulang. */
  tutup_pulang_menit: zMenit('Absen pulang ditutup', 720).default(360),
  aktif: z.boolean({ error: 'Status aktif wajib diisi.' }).default(true),
});
export type ShiftRequest = z.output<typeof zShiftRequest>;
export type ShiftForm = z.input<typeof zShiftRequest>;

export const zShift = z.object({
  id: z.number().int(),
  nama: z.string(),
  kode: z.string(),
  jam_masuk: z.string(),
  jam_pulang: z.string(),
  /** Ends on the next calendar day (jam_pulang <= jam_masuk). */
  lintas_hari: z.boolean(),
  istirahat_menit: z.number().int(),
  toleransi_terlambat: z.number().int(),
  buka_masuk_menit: z.number().int(),
  tutup_pulang_menit: z.number().int(),
  aktif: z.boolean(),
});
export type Shift = z.infer<typeof zShift>;
export const zShiftList = z.object({ items: z.array(zShift) });

// ---- The roster grid: GET /roster?bulan=yyyy-MM (employees x dates) ----
export const zRosterQuery = z.object({
  bulan: zBulan,
  page: z.coerce.number().int().min(1, 'Halaman minimal 1.').max(100000).default(1),
  size: z.coerce.number().int().min(1, 'Ukuran halaman minimal 1.').max(500, 'Ukuran halaman maksimal 500.').default(50),
  search: z.string().trim().max(100, 'Kata kunci maksimal 100 karakter.').optional(),
  lokasi_id: z.coerce.number().int().positive().optional(),
  jabatan_id: z.coerce.number().int().positive().optional(),
});
export type RosterQuery = z.infer<typeof zRosterQuery>;

/** One cell: the shift of that date as every rule reads it. */
export const zRosterHari = z.object({
  tanggal: z.string(),
  /** The roster's shift; null on a rostered day off or where the weekly schedule applies. */
  shift_id: z.number().int().nullable(),
  /** The cell's short code: the shift's kode, 'L' for a day off (rostered or weekly), null without a schedule. */
  kode: z.string().nullable(),
  /** The roster covers this date; false: the weekly schedule applies. */
  dari_roster: z.boolean(),
  jam_masuk: z.string().nullable(),
  jam_pulang: z.string().nullable(),
});
export type RosterHari = z.infer<typeof zRosterHari>;

export const zRosterBaris = z.object({
  user_id: z.number().int(),
  nip: z.string(),
  nama: z.string(),
  jabatan: z.string().nullable(),
  lokasi: z.string().nullable(),
  /** The weekly schedule that applies where the roster does not. */
  jadwal_kerja: z.string().nullable(),
  /** Payroll of this month is final for this employee: the row cannot change. */
  terkunci: z.boolean(),
  hari: z.array(zRosterHari),
});
export type RosterBaris = z.infer<typeof zRosterBaris>;

export const zRosterGrid = z.object({
  bulan: z.string(),
  /** The month's dates, yyyy-MM-dd. */
  tanggal: z.array(z.string()),
  hari_libur: z.array(z.object({ tanggal: z.string(), nama: z.string() })),
  items: z.array(zRosterBaris),
  total: z.number().int(),
});
export type RosterGrid = z.infer<typeof zRosterGrid>;

/** PUT /roster: cells to set. shift_id null is a day off; hapus puts the date back on the weekly schedule. */
export const zRosterSel = z.object({
  user_id: zRefId('Karyawan'),
  tanggal: zDate,
  shift_id: zRefId('Shift').nullable(),
  hapus: z.boolean().default(false),
});
export type RosterSel = z.output<typeof zRosterSel>;
export const zRosterUbahRequest = z.object({
  sel: z.array(zRosterSel).min(1, 'Tidak ada perubahan jadwal.').max(20000, 'Paling banyak 20.000 sel sekali simpan.'),
});
export type RosterUbahRequest = z.output<typeof zRosterUbahRequest>;

/** Who a pattern or a copy applies to: the listed employees, or the active employees of a location and/or job title. */
const zSasaran = {
  user_ids: z.array(zRefId('Karyawan')).max(5000, 'Paling banyak 5.000 karyawan sekali isi.').optional(),
  lokasi_id: zRefId('Lokasi').optional(),
  jabatan_id: zRefId('Jabatan').optional(),
};
const sasaranAda = (d: { user_ids?: number[]; lokasi_id?: number; jabatan_id?: number }) =>
  (d.user_ids?.length ?? 0) > 0 || d.lokasi_id != null || d.jabatan_id != null;
const SASARAN_KOSONG = 'Pilih karyawan, lokasi atau jabatan yang diisi jadwalnya.';

/**
 * POST /roster/pola: fill [dari, sampai] with a repeating pattern (2 pagi / 2 siang / 2 malam / 2 libur is
 * [P, P, S, S, M, M, null, null]; null is a day off). The k-th employee (in name order) starts the pattern
 * geser x k days later, so teams rotate staggered.
 */
export const zRosterPolaRequest = z
  .object({
    ...zSasaran,
    dari: zDate,
    sampai: zDate,
    pola: z
      .array(zRefId('Shift').nullable(), { error: 'Pola wajib diisi.' })
      .min(1, 'Pola minimal 1 hari.')
      .max(56, 'Pola paling panjang 56 hari.'),
    geser: z.number().int().min(0, 'Geser minimal 0 hari.').max(56, 'Geser paling banyak 56 hari.').default(0),
  })
  .refine(sasaranAda, { message: SASARAN_KOSONG, path: ['user_ids'] })
  .refine((d) => d.sampai >= d.dari, { message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.', path: ['sampai'] });
export type RosterPolaRequest = z.output<typeof zRosterPolaRequest>;

/**
 * POST /roster/salin: copy the roster of [sumber_dari, sumber_sampai] onto [tujuan_dari, tujuan_sampai], repeating
 * the source days in order (a week onto a month, a month onto the next). A source day without a roster row puts
 * the target day back on the weekly schedule.
 */
export const zRosterSalinRequest = z
  .object({
    ...zSasaran,
    sumber_dari: zDate,
    sumber_sampai: zDate,
    tujuan_dari: zDate,
    tujuan_sampai: zDate,
  })
  .refine(sasaranAda, { message: SASARAN_KOSONG, path: ['user_ids'] })
  .refine((d) => d.sumber_sampai >= d.sumber_dari, {
    message: 'Akhir sumber tidak boleh sebelum awalnya.',
    path: ['sumber_sampai'],
  })
  .refine((d) => d.tujuan_sampai >= d.tujuan_dari, {
    message: 'Akhir tujuan tidak boleh sebelum awalnya.',
    path: ['tujuan_sampai'],
  });
export type RosterSalinRequest = z.output<typeof zRosterSalinRequest>;

/** The answer of PUT /roster, /roster/pola and /roster/salin. */
export const zRosterHasil = z.object({ message: z.string(), diubah: z.number().int() });
export type RosterHasil = z.infer<typeof zRosterHasil>;

// ---- Company punch-window rules: GET/PUT /pengaturan-shift ----
export const zPengaturanShift = z.object({
  /** A punch that fits no shift's window is recorded as outside schedule (true) or refused (false). */
  absen_di_luar_jadwal: z.boolean({ error: 'Pilihan absen di luar jadwal wajib diisi.' }),
  /** A clock-out more than this many minutes before the shift's end asks for a confirmed reason. */
  batas_pulang_awal_menit: zMenit('Batas pulang awal', 720),
  /** The windows of the weekly schedules' shifts (a shift definition has its own). */
  buka_masuk_menit: zMenit('Absen masuk dibuka', 720),
  tutup_pulang_menit: zMenit('Absen pulang ditutup', 720),
});
export type PengaturanShift = z.infer<typeof zPengaturanShift>;

// ---- The employee's own roster: GET /jadwal-saya?bulan=yyyy-MM ----
export const zJadwalSayaQuery = z.object({ bulan: zBulan.optional() });
export const zJadwalSayaHari = z.object({
  tanggal: z.string(),
  /** The shift's or schedule's name, 'Libur' on a day off, the holiday's name on a holiday. */
  nama: z.string(),
  jam_masuk: z.string().nullable(),
  jam_pulang: z.string().nullable(),
  /** Ends on the next day. */
  lintas_hari: z.boolean(),
  libur: z.boolean(),
  hari_libur: z.string().nullable(),
});
export type JadwalSayaHari = z.infer<typeof zJadwalSayaHari>;
export const zJadwalSaya = z.object({
  bulan: z.string(),
  zona_waktu: z.string(),
  hari: z.array(zJadwalSayaHari),
});
export type JadwalSaya = z.infer<typeof zJadwalSaya>;
