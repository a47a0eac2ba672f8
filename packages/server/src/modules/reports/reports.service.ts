import type {
  KuotaCutiPage,
  KuotaCutiReportQueryValues,
  RekapPage,
  RekapRow,
  ReportExport,
  ReportExportQueryValues,
  ReportQueryValues,
  TerlambatPage,
  TerlambatRow,
  UpahHeader,
  UpahPage,
  UpahRow,
} from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { clockInsComing } from '../../platform/lanes.ts';
import { quotaReport } from '../leave/index.ts';
import * as repo from './reports.repo.ts';
import { DURATION_FMT, exportTurn, type Sheet, xlsxWriter } from '../../platform/xlsx-export.ts';

// The four reports of the spec and their Excel exports. Every figure is an aggregate of attendance's
// judged days (status.rules.ts) or of approved requests; nothing is stored.

/** Rows per database round trip in the exports: only one batch of rows is held at a time. */
export const EXPORT_BATCH = 500;
/**
 * Employee-days judged per statement of an export, and at most how many employees. On PGlite each statement blocks
 * its one connection, and a clock-in arriving meanwhile waits for it (lanes.ts). Since the records keep their own
 * judgement (migration 0052) a statement there costs ~17 ms plus ~0.34 ms per employee-year (10,000 employees, 2
 * cores; a year of 50 employees 34 ms, 100: 50 ms, 200: 84 ms, 400: 163 ms). While clock-ins come it judges half as
 * many (`rush`), ~50 ms on a quiet machine, for a punch to wait for; otherwise 200 employee-years, so that a year's export
 * pays the fixed part 50 times rather than 100. On PostgreSQL a statement's fixed part is dearer than its share of a
 * day: at 10,000 employees a year of 250 took 0.2 s, of 1,000 0.5 s, of 2,500 1.5 s; 30 days of 250 took 78 ms and
 * of 5,000 ~0.5 s.
 */
const SLICE = {
  pglite: { days: 73_000, rush: 36_500, employees: EXPORT_BATCH / 2 },
  postgres: { days: 365_000, rush: 365_000, employees: 5_000 },
} as const;

/**
 * Employees for the next judging statement (two are judged at a time, while the rows before them are written), asked
 * again before each one.
 */
export function judgingSlice(db: Db, f: Filter): () => number {
  const slice = SLICE[db.engine];
  const days = Math.round((Date.parse(f.to) - Date.parse(f.from)) / 86_400_000) + 1;
  const of = (employeeDays: number) => Math.max(1, Math.min(slice.employees, Math.floor(employeeDays / days)));
  return () => of(clockInsComing() ? slice.rush : slice.days);
}

type Filter = { from: string; to: string; search?: string };
const filterOf = (q: { 'start-date': string; 'end-date': string; search?: string }): Filter => ({
  from: q['start-date'],
  to: q['end-date'],
  search: q.search || undefined,
});

const toRecapRow = (e: repo.EmployeeRow, t: repo.RecapTotals | undefined): RekapRow => ({
  nip: e.nip,
  nama: e.nama,
  tipe_karyawan: e.tipe_karyawan,
  jabatan: e.jabatan,
  lokasi: e.lokasi,
  total_kehadiran: t?.total_kehadiran ?? 0,
  total_menit_kehadiran: t?.total_menit_kehadiran ?? 0,
  total_izin: t?.total_izin ?? 0,
  total_izin_berbayar: t?.total_izin_berbayar ?? 0,
  total_izin_tidak_berbayar: t?.total_izin_tidak_berbayar ?? 0,
  total_tidak_hadir: t?.total_tidak_hadir ?? 0,
  total_absen_tidak_lengkap: t?.total_absen_tidak_lengkap ?? 0,
  total_terlambat: t?.total_terlambat ?? 0,
  total_menit_terlambat: t?.total_menit_terlambat ?? 0,
  total_pulang_awal: t?.total_pulang_awal ?? 0,
  total_menit_pulang_awal: t?.total_menit_pulang_awal ?? 0,
  // Decimal hours, to the hundredth (1 h 20 min = 1.33).
  total_jam_lembur: Math.round(((t?.menit_lembur ?? 0) / 60) * 100) / 100,
});

async function recapRows(db: Db, f: Filter, at: Date, employees: repo.EmployeeRow[]): Promise<RekapRow[]> {
  const totals = await repo.recapTotals(
    db,
    { ...f, at },
    employees.map((e) => e.id),
  );
  const byUser = new Map(totals.map((t) => [t.user_id, t]));
  return employees.map((e) => toRecapRow(e, byUser.get(e.id)));
}

/**
 * Laporan Rekapitulasi Kehadiran: one row per employee. The page of employees is chosen first (name order),
 * then only their days are judged, so page 500 costs what page 1 does.
 */
export async function recap(db: Db, q: ReportQueryValues, at: Date): Promise<RekapPage> {
  const f = filterOf(q);
  const [total, employees] = await Promise.all([
    repo.countRecapEmployees(db, f),
    repo.recapEmployees(db, f, { limit: q.size, offset: (q.page - 1) * q.size }),
  ]);
  return { items: await recapRows(db, f, at, employees), total };
}

// Instants are shown in the zone of the record, with its offset (the three Indonesian zones have no DST).
function localIso(instant: string, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/**
 * Laporan Keterlambatan: one row per late day across everyone, newest first, then by name. The late
 * records are found through their index; the page's days are then judged by status.repo for display.
 */
export async function late(db: Db, q: ReportQueryValues, at: Date): Promise<TerlambatPage> {
  const f = filterOf(q);
  // A search picks its employees first (their late records are then read per employee).
  const userIds = f.search ? await repo.matchingUserIds(db, f.search) : undefined;
  const [total, keys] = await Promise.all([
    repo.countLateDays(db, f, userIds),
    repo.pageLateDays(db, f, userIds, q.size, (q.page - 1) * q.size),
  ]);
  const judged = new Map((await repo.judgeDays(db, at, keys)).map((d) => [`${d.user_id}/${d.tanggal}`, d]));
  const items: TerlambatRow[] = [];
  for (const k of keys) {
    const d = judged.get(`${k.user_id}/${k.tanggal}`);
    if (!d) continue;
    items.push({
      nip: d.nip,
      nama: d.nama,
      jabatan: d.jabatan,
      lokasi: d.lokasi,
      jadwal_kerja: d.jadwal_nama,
      date_absensi: d.tanggal,
      jadwal_time_in: d.jadwal_masuk,
      waktu_absen: d.time_in ? localIso(d.time_in, d.zona_waktu) : null,
      menit_terlambat: d.menit_terlambat,
    });
  }
  return { items, total };
}

/**
 * Laporan Kuota Cuti: the same rows as GET /users/kuota-cuti (the leave module derives annual leave in one
 * place): employees with days in the period starting in that year; used = approved leave days.
 */
export async function kuotaCuti(db: Db, q: KuotaCutiReportQueryValues): Promise<KuotaCutiPage> {
  return quotaReport(db, { page: q.page, size: q.size, search: q.search || undefined, periode: q.periode });
}

const HARI = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];

/** The day columns of a range, with Indonesian weekday names. */
export function dayHeaders(from: string, to: string): UpahHeader[] {
  const headers: UpahHeader[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const d = new Date(t);
    headers.push({ date: d.toISOString().slice(0, 10), day: HARI[d.getUTCDay()] });
  }
  return headers;
}

async function upahRows(db: Db, f: Filter, headers: UpahHeader[], employees: repo.EmployeeRow[]): Promise<UpahRow[]> {
  const wages = await repo.wagesOf(
    db,
    f,
    employees.map((e) => e.id),
  );
  const byKey = new Map(wages.map((w) => [`${w.user_id}/${w.tanggal}`, w.upah]));
  return employees.map((e) => {
    const upah = headers.map((h) => ({ date: h.date, upah: byKey.get(`${e.id}/${h.date}`) ?? 0 }));
    return { nip: e.nip, nama: e.nama, upah, total_upah: upah.reduce((sum, u) => sum + u.upah, 0) };
  });
}

/**
 * Laporan Upah Karyawan Borongan: employees with at least one approved piece-rate or daily wage in the
 * range (whatever their employee type), one wage per day (0 = none) and their total.
 */
export async function upah(db: Db, q: ReportQueryValues): Promise<UpahPage> {
  const f = filterOf(q);
  const headers = dayHeaders(f.from, f.to);
  const [total, employees] = await Promise.all([
    repo.countWageEmployees(db, f),
    repo.wageEmployees(db, f, { limit: q.size, offset: (q.page - 1) * q.size }),
  ]);
  return { items: await upahRows(db, f, headers, employees), headers, total };
}

/** Every employee `pick` selects, in name order, `size` at a time (keyset paging). */
async function* inBatches(
  pick: (s: repo.Slice) => Promise<repo.EmployeeRow[]>,
  size: () => number = () => EXPORT_BATCH,
): AsyncGenerator<repo.EmployeeRow[]> {
  let after: repo.EmployeeKey | null = null;
  for (;;) {
    const employees = await pick({ limit: size(), after });
    if (employees.length === 0) return;
    yield employees;
    const last = employees[employees.length - 1];
    after = { nama: last.urut, nip: last.nip, id: last.id };
  }
}

/** The recap of the whole filtered range as xlsx: what the screen shows, every page. */
export function exportRecap(db: Db, q: ReportExportQueryValues, at: Date): Promise<ReportExport> {
  return exportTurn(() => recapWorkbook(db, q, at));
}

async function recapWorkbook(db: Db, q: ReportExportQueryValues, at: Date): Promise<ReportExport> {
  const f = filterOf(q);
  const minutes = (m: number) => m / 1440;
  const sheet: Sheet<RekapRow> = {
    name: 'Rekap Kehadiran',
    title: 'Laporan Rekapitulasi Kehadiran',
    company: await repo.companyName(db),
    period: { from: f.from, to: f.to },
    columns: [
      { header: 'NIP', width: 14, value: (r) => r.nip },
      { header: 'Nama', width: 28, value: (r) => r.nama },
      { header: 'Tipe Karyawan', width: 14, value: (r) => r.tipe_karyawan },
      { header: 'Jabatan', width: 20, value: (r) => r.jabatan },
      { header: 'Lokasi', width: 20, value: (r) => r.lokasi },
      { header: 'Kehadiran (Hari)', width: 11, value: (r) => r.total_kehadiran },
      { header: 'Kehadiran (Total Jam)', width: 20, value: (r) => minutes(r.total_menit_kehadiran), numFmt: DURATION_FMT },
      { header: 'Izin (Total)', width: 10, value: (r) => r.total_izin },
      { header: 'Izin (Berbayar)', width: 10, value: (r) => r.total_izin_berbayar },
      { header: 'Izin (Tidak Berbayar)', width: 12, value: (r) => r.total_izin_tidak_berbayar },
      { header: 'Alpha', width: 8, value: (r) => r.total_tidak_hadir },
      { header: 'Tak Lengkap', width: 10, value: (r) => r.total_absen_tidak_lengkap },
      { header: 'Terlambat (Kali)', width: 11, value: (r) => r.total_terlambat },
      { header: 'Terlambat (Total Jam)', width: 18, value: (r) => minutes(r.total_menit_terlambat), numFmt: DURATION_FMT },
      { header: 'Pulang Awal (Kali)', width: 11, value: (r) => r.total_pulang_awal },
      { header: 'Pulang Awal (Total Jam)', width: 18, value: (r) => minutes(r.total_menit_pulang_awal), numFmt: DURATION_FMT },
      { header: 'Lembur (Jam)', width: 10, value: (r) => r.total_jam_lembur, numFmt: '0.00' },
    ],
  };
  const xlsx = xlsxWriter(sheet);
  // Two slices are judged at a time (on PostgreSQL two connections, so two cores, share the work; PGlite runs them
  // in turn) while the rows before them are written: at most two slices of rows are held here.
  const judging: Promise<RekapRow[]>[] = [];
  for await (const employees of inBatches((s) => repo.recapEmployees(db, f, s), judgingSlice(db, f))) {
    const rows = recapRows(db, f, at, employees);
    rows.catch(() => {}); // awaited below; a failure must not also count as unhandled while the other is awaited
    judging.push(rows);
    if (judging.length === 2) await xlsx.add(await (judging.shift() as Promise<RekapRow[]>));
  }
  for (const rows of judging) await xlsx.add(await rows);
  const file = await xlsx.finish();
  return { file: file.toString('base64'), filename: `Rekap_Kehadiran_${f.from}_sd_${f.to}.xlsx` };
}

/** The wage report of the whole filtered range as xlsx, one column per day as on the screen. */
export function exportUpah(db: Db, q: ReportExportQueryValues): Promise<ReportExport> {
  return exportTurn(() => upahWorkbook(db, q));
}

async function upahWorkbook(db: Db, q: ReportExportQueryValues): Promise<ReportExport> {
  const f = filterOf(q);
  const headers = dayHeaders(f.from, f.to);
  const rupiah = '#,##0';
  const sheet: Sheet<UpahRow> = {
    name: 'Upah Borongan',
    title: 'Laporan Upah Karyawan Borongan',
    company: await repo.companyName(db),
    period: { from: f.from, to: f.to },
    columns: [
      { header: 'NIP', width: 14, value: (r) => r.nip },
      { header: 'Nama', width: 28, value: (r) => r.nama },
      // Day headers are dates shown as the Indonesian weekday and day/month; a day without wage is blank.
      ...headers.map((h, i) => ({
        header: new Date(`${h.date}T00:00:00Z`),
        headerFmt: '[$-421]dddd, dd/mm',
        width: 14,
        value: (r: UpahRow) => r.upah[i].upah || null,
        numFmt: rupiah,
      })),
      { header: 'Total', width: 16, value: (r) => r.total_upah, numFmt: rupiah },
    ],
  };
  const xlsx = xlsxWriter(sheet);
  for await (const employees of inBatches((s) => repo.wageEmployees(db, f, s)))
    await xlsx.add(await upahRows(db, f, headers, employees));
  const file = await xlsx.finish();
  return { file: file.toString('base64'), filename: `Upah_Borongan_${f.from}_sd_${f.to}.xlsx` };
}
