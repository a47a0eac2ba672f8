import { instant, isoWeekday, latest, localDate, type Zona } from './demo.calendar.ts';
import type { Draws } from './demo.random.ts';
import type { DemoPerson, ScheduleKey } from './demo.roster.ts';

// What the demo's history is made of: the records buildHistory (demo.history.ts) describes and demo.write.ts
// inserts, what it builds them from, and the helpers its parts share (a person's shift on a date and days on
// Hadir, an instant no later than now, a request's decision).

export type Status = 'Menunggu Persetujuan' | 'Disetujui' | 'Ditolak' | 'Dibatalkan';

export interface Decision {
  status: Status;
  diajukan: Date;
  oleh: number | null;
  pada: Date | null;
  catatan: string | null;
}

export interface Shift {
  masuk: string;
  pulang: string;
}

export interface DemoSchedule {
  nama: string;
  toleransi: number;
  /** By ISO weekday; undefined is a day off. */
  days: Record<number, Shift | undefined>;
}

export interface DemoLocation {
  id: number;
  zona: Zona;
  latitude: number;
  longitude: number;
  radius: number;
}

export interface Employee extends DemoPerson {
  id: number;
  lokasi: DemoLocation;
  /** Who decides their requests: their PIC, else HRD (else the Admin, for HRD's own). */
  approverId: number;
}

export interface AttendanceRecord {
  userId: number;
  tanggal: string;
  zona: Zona;
  jadwalNama: string;
  shift: Shift | null;
  toleransi: number;
  timeIn: Date | null;
  timeOut: Date | null;
  lokasi: DemoLocation;
  /** Where each punch was made (null for a time set by a correction). */
  gpsIn: Gps | null;
  gpsOut: Gps | null;
}

export interface Gps {
  latitude: number;
  longitude: number;
  /** Metres from the location. */
  jarak: number;
}

export interface CorrectionRecord {
  userId: number;
  tanggal: string;
  jamMasuk: string | null;
  jamPulang: string | null;
  alasan: string;
  decision: Decision;
  /** Approved: the record's times before and after (attendance_history). */
  applied: { before: [Date | null, Date | null]; after: [Date | null, Date | null] } | null;
}

export interface LeaveRecord {
  userId: number;
  kode: string;
  dari: string;
  sampai: string;
  hari: string[];
  alasan: string;
  decision: Decision;
}

export interface OvertimeRecord {
  userId: number;
  tanggal: string;
  mulai: string;
  selesai: string;
  menit: number;
  alasan: string;
  jenisHari: 'kerja' | 'libur';
  hariKerjaPerMinggu: 5 | 6;
  decision: Decision;
}

export interface PieceItem {
  job: string;
  jumlah: number;
  harga: number;
  upah: number;
}

export interface PieceRecord {
  userId: number;
  tanggal: string;
  items: PieceItem[];
  decision: Decision;
}

export interface ExpenseRecord {
  userId: number;
  tanggal: string;
  kategori: string;
  nominal: number;
  keterangan: string;
  decision: Decision;
  /** Paid outside payroll (cash by finance). */
  dibayar: { pada: string; oleh: number; catatan: string } | null;
}

export interface History {
  attendance: AttendanceRecord[];
  corrections: CorrectionRecord[];
  leave: LeaveRecord[];
  overtime: OvertimeRecord[];
  piecework: PieceRecord[];
  /** Claims decided before last month's payroll (it pays the approved ones), and this month's. */
  expensesBefore: ExpenseRecord[];
  expensesAfter: ExpenseRecord[];
}

/** A job of the price list with its prices from a date on (ascending). */
export interface DemoJob {
  nama: string;
  satuan: string;
  tipe: 'harian' | 'borongan';
  prices: Array<[string, number]>;
}

export interface HistoryContext {
  now: Date;
  goLive: string;
  /** First day of Jakarta's current month: requests before it belong to a month whose payroll is final. */
  thisMonth: string;
  employees: Employee[];
  schedules: Record<ScheduleKey, DemoSchedule>;
  holidays: Set<string>;
  jobs: Record<string, DemoJob>;
  /** Who records claims paid in cash, outside payroll (HRD). */
  paidBy: number;
  d: Draws;
}

export function shiftOn(ctx: HistoryContext, e: Employee, date: string): Shift | null {
  if (ctx.holidays.has(date)) return null;
  return ctx.schedules[e.jadwal].days[isoWeekday(date)] ?? null;
}

/** The first day of the employee's history, and their local today. */
export function span(ctx: HistoryContext, e: Employee): [string, string] {
  return [latest(e.masuk, ctx.goLive), localDate(ctx.now, e.lokasi.zona)];
}

/** A local instant on a date, no later than now. */
export function at(ctx: HistoryContext, e: Employee, date: string, time: string, minutes = 0): Date {
  const t = instant(date, time, e.lokasi.zona, minutes);
  return t > ctx.now ? new Date(ctx.now.getTime() - 60_000) : t;
}

export function decided(
  ctx: HistoryContext,
  e: Employee,
  diajukan: Date,
  approved: boolean,
  catatan: string | null,
  key: string,
): Decision {
  // Decided within a day of the request by the approver; never in the future.
  const pada = new Date(Math.min(diajukan.getTime() + ctx.d.int(2, 26, 'putus', key) * 3_600_000, ctx.now.getTime() - 60_000));
  return { status: approved ? 'Disetujui' : 'Ditolak', diajukan, oleh: e.approverId, pada, catatan: approved ? null : catatan };
}

export const pending = (diajukan: Date): Decision => ({
  status: 'Menunggu Persetujuan',
  diajukan,
  oleh: null,
  pada: null,
  catatan: null,
});
