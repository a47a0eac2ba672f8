import { z } from 'zod';
import { zDate, zListQuery } from './common/schemas.ts';
import { type KuotaCutiRow, zKuotaCutiRow } from './users.ts';

// The four reports of the spec ("Report screens", "Reports" calls). Field names are the spec's, exactly.

/** A report covers at most this many days (a leap year); longer ranges are refused with 400. */
export const REPORT_MAX_DAYS = 366;

/** Rows-per-page options of each report screen (spec section 9). */
export const REPORT_ROWS_OPTIONS = {
  rekap: [2, 10, 25, 50],
  terlambat: [10, 25, 50],
  kuotaCuti: [10, 25, 50],
  upah: [10, 25, 50],
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const requiredDate = (label: string) => z.preprocess(blankToUndefined, z.string({ error: `${label} wajib diisi.` }).pipe(zDate));

/** start-date and end-date (yyyy-MM-dd), both required, start <= end, at most REPORT_MAX_DAYS days. */
const zRange = z.object({
  'start-date': requiredDate('Tanggal mulai'),
  'end-date': requiredDate('Tanggal akhir'),
});

const rangeCheck = (q: { 'start-date': string; 'end-date': string }, ctx: z.RefinementCtx) => {
  const start = q['start-date'];
  const end = q['end-date'];
  if (!start || !end) return;
  if (start > end) {
    ctx.addIssue({ code: 'custom', path: ['end-date'], message: 'Tanggal akhir tidak boleh sebelum tanggal mulai.' });
    return;
  }
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  if (days > REPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['end-date'], message: `Rentang tanggal maksimal ${REPORT_MAX_DAYS} hari.` });
  }
};

/** GET /laporan/rekap-periode, /laporan/datang-terlambat, /laporan/upah-borongan */
export const zReportQuery = zListQuery.extend(zRange.shape).superRefine(rangeCheck);
export type ReportQuery = z.input<typeof zReportQuery>;
export type ReportQueryValues = z.output<typeof zReportQuery>;

/** GET /laporan/export/rekap-full, /laporan/export/upah-borongan: the whole filtered range. */
export const zReportExportQuery = zRange
  .extend({ search: z.string().trim().max(100, 'Kata kunci maksimal 100 karakter.').optional() })
  .superRefine(rangeCheck);
export type ReportExportQuery = z.input<typeof zReportExportQuery>;
export type ReportExportQueryValues = z.output<typeof zReportExportQuery>;

/** GET /laporan/kuota-cuti */
export const zKuotaCutiReportQuery = zListQuery.extend({
  periode: z.preprocess(
    (v) => (blankToUndefined(v) === undefined ? undefined : Number(v)),
    z
      .number({ error: (iss) => (iss.input === undefined ? 'Tahun periode wajib diisi.' : 'Tahun periode tidak valid.') })
      .int('Tahun periode tidak valid.')
      .min(2000, 'Tahun periode harus antara 2000 dan 2100.')
      .max(2100, 'Tahun periode harus antara 2000 dan 2100.'),
  ),
});
export type KuotaCutiReportQuery = z.input<typeof zKuotaCutiReportQuery>;
export type KuotaCutiReportQueryValues = z.output<typeof zKuotaCutiReportQuery>;

/** Laporan Rekapitulasi Kehadiran: one row per employee for the range. Minutes are whole minutes. */
export const zRekapRow = z.object({
  nip: z.string(),
  nama: z.string(),
  tipe_karyawan: z.string().nullable(),
  jabatan: z.string().nullable(),
  lokasi: z.string().nullable(),
  total_kehadiran: z.number(),
  total_menit_kehadiran: z.number(),
  total_izin: z.number(),
  total_izin_berbayar: z.number(),
  total_izin_tidak_berbayar: z.number(),
  /** Shown as Alpha. */
  total_tidak_hadir: z.number(),
  total_absen_tidak_lengkap: z.number(),
  total_terlambat: z.number(),
  total_menit_terlambat: z.number(),
  total_pulang_awal: z.number(),
  total_menit_pulang_awal: z.number(),
  /** Approved overtime hours in the range (decimal hours to the hundredth, e.g. 1.5 or 1.33). */
  total_jam_lembur: z.number(),
});
export type RekapRow = z.infer<typeof zRekapRow>;

/** Laporan Keterlambatan: one row per late day. */
export const zTerlambatRow = z.object({
  nip: z.string(),
  nama: z.string(),
  jabatan: z.string().nullable(),
  lokasi: z.string().nullable(),
  jadwal_kerja: z.string().nullable(),
  /** yyyy-MM-dd, the local attendance date. */
  date_absensi: z.string(),
  /** HH:mm */
  jadwal_time_in: z.string().nullable(),
  /** ISO instant with the location's offset, null when missing. */
  waktu_absen: z.string().nullable(),
  menit_terlambat: z.number(),
});
export type TerlambatRow = z.infer<typeof zTerlambatRow>;

/** Laporan Kuota Cuti: the spec's "Leave quota row", defined once in users.ts (GET /users/kuota-cuti answers it too). */
export const zKuotaCutiReportRow = zKuotaCutiRow;
export type KuotaCutiReportRow = KuotaCutiRow;

/** Laporan Upah Karyawan Borongan: one row per employee, one wage per day of the range (0 = none). */
export const zUpahRow = z.object({
  nip: z.string(),
  nama: z.string(),
  upah: z.array(z.object({ date: z.string(), upah: z.number() })),
  total_upah: z.number(),
});
export type UpahRow = z.infer<typeof zUpahRow>;

/** The day columns of the wage report: date yyyy-MM-dd and the Indonesian weekday name ('Senin'). */
export const zUpahHeader = z.object({ date: z.string(), day: z.string() });
export type UpahHeader = z.infer<typeof zUpahHeader>;

export const zRekapPage = z.object({ items: z.array(zRekapRow), total: z.number().int() });
export const zTerlambatPage = z.object({ items: z.array(zTerlambatRow), total: z.number().int() });
export const zKuotaCutiPage = z.object({ items: z.array(zKuotaCutiReportRow), total: z.number().int() });
export const zUpahPage = z.object({ items: z.array(zUpahRow), headers: z.array(zUpahHeader), total: z.number().int() });
export type RekapPage = z.infer<typeof zRekapPage>;
export type TerlambatPage = z.infer<typeof zTerlambatPage>;
export type KuotaCutiPage = z.infer<typeof zKuotaCutiPage>;
export type UpahPage = z.infer<typeof zUpahPage>;

/** Export response: the xlsx as base64 and its file name. */
export const zReportExport = z.object({ file: z.string(), filename: z.string() });
export type ReportExport = z.infer<typeof zReportExport>;
