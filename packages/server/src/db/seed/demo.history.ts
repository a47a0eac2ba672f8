import { hitungUpah } from '@hadir/contract';
import { addDays, daysBetween, instant, isoWeekday, latest, localDate, localTime, type Zona } from './demo.calendar.ts';
import type { DemoPerson, ScheduleKey } from './demo.people.ts';
import type { Draws } from './demo.random.ts';

// The demo's days, as people would have made them since the go-live date: punches (mostly on time, some late,
// some leaving early, a few forgetting to clock out or not coming), leave, overtime, corrections of forgotten
// punches, piece-rate entries and expense claims, each request with its approver's decision. Pure: it only
// describes the records; demo.write.ts inserts them in batches.

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

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor((((minutes % 1440) + 1440) % 1440) / 60)).padStart(2, '0')}:${String(((minutes % 60) + 60) % 60).padStart(2, '0')}`;

/** How each person tends to behave: most are punctual, a few are often late. */
interface Habits {
  late: number;
  early: number;
  forgetOut: number;
  absent: number;
}

function habitsOf(e: Employee, d: Draws): Habits {
  const chronic = d.chance(0.12, 'kebiasaan', e.id);
  return {
    late: chronic ? 0.22 : d.pick([0.02, 0.03, 0.04, 0.05, 0.07], 'telat', e.id),
    early: d.pick([0.01, 0.02, 0.03], 'pulang-awal', e.id),
    forgetOut: d.pick([0.01, 0.015, 0.025], 'lupa', e.id),
    absent: chronic ? 0.03 : d.pick([0, 0.004, 0.008], 'alpha', e.id),
  };
}

const LEAVE_REASONS: Record<string, readonly string[]> = {
  CT: [
    'Liburan keluarga ke kampung halaman',
    'Mengurus keperluan keluarga',
    'Acara pernikahan saudara di luar kota',
    'Istirahat',
  ],
  SH: ['Nyeri haid hari pertama'],
  ITB: ['Mengurus surat-surat kendaraan', 'Keperluan pribadi mendesak'],
  IML: ['Istri melahirkan anak kedua', 'Menemani istri melahirkan'],
  KMD: ['Orang tua meninggal dunia', 'Mertua meninggal dunia'],
  NKH: ['Pernikahan sendiri'],
};
const LEAVE_REJECTIONS = [
  'Bertepatan dengan stock opname, mohon ajukan tanggal lain.',
  'Sedang banyak pesanan, mohon geser tanggalnya.',
];
const CORRECTION_REASONS = {
  out: [
    'Lupa absen pulang karena buru-buru',
    'HP kehabisan baterai saat pulang',
    'Aplikasi tidak terbuka, sinyal lemah di gudang',
  ],
  both: ['Lupa absen masuk dan pulang, langsung rapat dengan klien', 'HP tertinggal di rumah'],
};
const CORRECTION_REJECTIONS = ['Jam pulang tidak sesuai catatan satpam.', 'Tidak ada bukti kehadiran pada jam tersebut.'];
const OVERTIME_REASONS: Record<string, readonly string[]> = {
  jakarta: ['Persiapan pengiriman barang ke pelanggan', 'Bongkar muat kontainer yang datang sore', 'Rekap penjualan akhir bulan'],
  makassar: ['Mengejar target pesanan seragam', 'Perbaikan mesin jahit', 'Pesanan ekspor harus selesai minggu ini'],
};

/** Everything that happened from the go-live date to now. */
export function buildHistory(ctx: HistoryContext): History {
  const h: History = {
    attendance: [],
    corrections: [],
    leave: [],
    overtime: [],
    piecework: [],
    expensesBefore: [],
    expensesAfter: [],
  };
  const tally: Tally = { annualLeave: 0, claims: 0 };
  for (const e of ctx.employees) {
    const leaveDays = planLeave(ctx, e, h, tally);
    workDays(ctx, e, leaveDays, h);
    planExpenses(ctx, e, h, tally);
  }
  stockTaking(ctx, h);
  return h;
}

function shiftOn(ctx: HistoryContext, e: Employee, date: string): Shift | null {
  if (ctx.holidays.has(date)) return null;
  return ctx.schedules[e.jadwal].days[isoWeekday(date)] ?? null;
}

/** The first day of the employee's history, and their local today. */
function span(ctx: HistoryContext, e: Employee): [string, string] {
  return [latest(e.masuk, ctx.goLive), localDate(ctx.now, e.lokasi.zona)];
}

/** A local instant on a date, no later than now. */
function at(ctx: HistoryContext, e: Employee, date: string, time: string, minutes = 0): Date {
  const t = instant(date, time, e.lokasi.zona, minutes);
  return t > ctx.now ? new Date(ctx.now.getTime() - 60_000) : t;
}

function decided(
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

const pending = (diajukan: Date): Decision => ({
  status: 'Menunggu Persetujuan',
  diajukan,
  oleh: null,
  pada: null,
  catatan: null,
});

/** Service complete in years on a date. */
const serviceYears = (e: Employee, date: string) => daysBetween(e.masuk, date) / 365.25;

/**
 * Requests decided so far, company-wide: every so many is refused, so that each demo (whatever its day) shows
 * refusals next to the approvals.
 */
interface Tally {
  annualLeave: number;
  claims: number;
}

/**
 * Leave asked for ahead by the README's two employees, waiting for their PICs: whatever the day, `supervisor` and
 * `supervisor.mks` have a request to decide.
 */
const SHOWCASE_LEAVE: Record<string, [string, number, number]> = {
  karyawan: ['CT', 2, 10],
  'karyawan.mks': ['ITB', 1, 6],
};

/** Leave the employee took or asked for; answers the approved days (no punches on them). */
function planLeave(ctx: HistoryContext, e: Employee, h: History, tally: Tally): Set<string> {
  const { d } = ctx;
  const [first, today] = span(ctx, e);
  // Days asked for in any request: requests never overlap.
  const asked = new Set<string>();
  // n working days from start; past leave ends before today.
  const workingFrom = (start: string, n: number, past: boolean) => {
    const days: string[] = [];
    for (let day = start; days.length < n && daysBetween(start, day) < 14 && !(past && day >= today); day = addDays(day, 1)) {
      if (shiftOn(ctx, e, day)) days.push(day);
    }
    return days;
  };
  const add = (kode: string, start: string, n: number, when: 'lalu' | 'nanti' | 'menunggu', key: string) => {
    const hari = workingFrom(start, n, when === 'lalu');
    if (hari.length === 0 || hari.some((day) => asked.has(day))) return;
    for (const day of hari) asked.add(day);
    // Asked for a few days ahead (sick days: the same morning), never before the person's first day on Hadir.
    const ahead = kode === 'SH' || kode === 'KMD' ? 0 : Math.min(d.int(3, 12, 'maju', key), daysBetween(first, hari[0]));
    const diajukan = at(
      ctx,
      e,
      addDays(hari[0], -ahead),
      kode === 'SH' || kode === 'KMD' ? '06:30' : '10:15',
      d.int(0, 90, 'menit', key),
    );
    let decision: Decision;
    if (when === 'menunggu') {
      decision = pending(diajukan);
    } else if (when === 'nanti') {
      const roll = d.unit('nasib', key);
      decision =
        roll < 0.6
          ? pending(diajukan)
          : roll < 0.85
            ? decided(ctx, e, diajukan, true, null, key)
            : { ...pending(diajukan), status: 'Dibatalkan' };
    } else {
      const refused = kode === 'CT' && ++tally.annualLeave % 6 === 3;
      decision = decided(ctx, e, diajukan, !refused, d.pick(LEAVE_REJECTIONS, 'alasan-tolak', key), key);
    }
    h.leave.push({
      userId: e.id,
      kode,
      dari: hari[0],
      sampai: hari[hari.length - 1],
      hari,
      alasan: d.pick(LEAVE_REASONS[kode], 'alasan', key),
      decision,
    });
  };
  // Past leave starts a week into the person's history (asked for through Hadir) and ends before today.
  const pastStart = (key: string, n: number) => {
    const room = daysBetween(addDays(first, 7), addDays(today, -n - 1));
    return room > 0 ? addDays(first, 7 + d.int(0, room, 'mulai', key)) : null;
  };
  const showcase = SHOWCASE_LEAVE[e.username];
  if (showcase) add(showcase[0], addDays(today, showcase[2]), showcase[1], 'menunggu', `${e.id}-contoh`);
  const married = e.data.status_perkawinan === 'Kawin';
  const plans: Array<[string, number, number, 'lalu' | 'nanti']> = [
    // code, working days, probability, past or ahead
    ['CT', d.int(1, 3, 'ct-n', e.id), 0.55, 'lalu'],
    ['CT', d.int(1, 4, 'ct2-n', e.id), 0.3, 'nanti'],
    ['ITB', 1, 0.12, 'lalu'],
    ['SH', 1, e.gender === 'Perempuan' ? 0.3 : 0, 'lalu'],
    ['IML', 2, e.gender === 'Laki-laki' && married ? 0.12 : 0, 'lalu'],
    ['KMD', 2, 0.05, 'lalu'],
    ['NKH', 3, !married && e.tipe !== 'Magang' ? 0.1 : 0, 'nanti'],
  ];
  for (const [index, [kode, n, p, when]] of plans.entries()) {
    const key = `${e.id}-${index}`;
    if (!d.chance(p, 'izin', key)) continue;
    const start = when === 'lalu' ? pastStart(key, n) : addDays(today, d.int(4, 24, 'depan', key));
    if (!start) continue;
    // Annual leave is earned after 12 months of service (UU 13/2003 art. 79).
    if (kode === 'CT' && serviceYears(e, start) < 1) continue;
    add(kode, start, n, when, key);
  }
  const approved = new Set<string>();
  for (const l of h.leave) {
    if (l.userId === e.id && l.decision.status === 'Disetujui') for (const day of l.hari) approved.add(day);
  }
  return approved;
}

/** GPS of a punch: somewhere within the location's radius. */
function gps(ctx: HistoryContext, e: Employee, key: string): Gps {
  const jarak = ctx.d.int(4, Math.round(e.lokasi.radius * 0.6), 'jarak', key);
  const angle = ctx.d.unit('arah', key) * 2 * Math.PI;
  const metresPerDegree = 111_320;
  return {
    latitude: e.lokasi.latitude + (jarak * Math.cos(angle)) / metresPerDegree,
    longitude: e.lokasi.longitude + (jarak * Math.sin(angle)) / (metresPerDegree * Math.cos((e.lokasi.latitude * Math.PI) / 180)),
    jarak,
  };
}

function workDays(ctx: HistoryContext, e: Employee, leaveDays: Set<string>, h: History) {
  const { d } = ctx;
  const [first, today] = span(ctx, e);
  const habits = habitsOf(e, d);
  const schedule = ctx.schedules[e.jadwal];
  const nightShift = e.jadwal === 'malam';
  const overtimeOk = (e.grup === 'jakarta' || e.grup === 'makassar') && !nightShift;
  for (let date = first; date <= today; date = addDays(date, 1)) {
    const shift = shiftOn(ctx, e, date);
    if (!shift || leaveDays.has(date)) continue;
    const key = `${e.id}|${date}`;
    const isToday = date === today;
    const recent = date >= ctx.thisMonth;
    if (!isToday && d.chance(habits.absent, 'absen', key)) continue;
    const start = minutesOf(shift.masuk);
    // The shift's end in minutes after its start's midnight (a night shift ends the next morning).
    const end = minutesOf(shift.pulang) + (minutesOf(shift.pulang) <= start ? 1440 : 0);
    const base = (m: number) => instant(date, '00:00', e.lokasi.zona, m);

    // A forgotten clock-in, put right by a correction of both times.
    if (!isToday && !nightShift && d.chance(0.006, 'lupa-masuk', key)) {
      const jamMasuk = hhmm(start - d.int(0, 10, 'km', key));
      const jamPulang = hhmm(end + d.int(0, 15, 'kp', key));
      const diajukan = instant(addDays(date, 1), '08:45', e.lokasi.zona, d.int(0, 120, 'kd', key));
      if (diajukan >= ctx.now) continue;
      const newIn = base(minutesOf(jamMasuk));
      const newOut = base(minutesOf(jamPulang));
      h.attendance.push({
        userId: e.id,
        tanggal: date,
        zona: e.lokasi.zona,
        jadwalNama: schedule.nama,
        shift,
        toleransi: schedule.toleransi,
        timeIn: newIn,
        timeOut: newOut,
        lokasi: e.lokasi,
        gpsIn: null,
        gpsOut: null,
      });
      h.corrections.push({
        userId: e.id,
        tanggal: date,
        jamMasuk,
        jamPulang,
        alasan: d.pick(CORRECTION_REASONS.both, 'ka', key),
        decision: decided(ctx, e, diajukan, true, null, key),
        applied: { before: [null, null], after: [newIn, newOut] },
      });
      if (e.tipe === 'Borongan' || e.tipe === 'Harian') piecework(ctx, e, date, h);
      continue;
    }

    const late = d.chance(habits.late, 'telat', key);
    const inMinute = late
      ? start + schedule.toleransi + d.int(1, 55, 'menit-telat', key)
      : start -
        d.int(-schedule.toleransi, 35, 'menit-datang', key) +
        (d.chance(0.5, 'tepat', key) ? -d.int(0, 10, 'awal', key) : 0);
    const timeIn = base(inMinute);
    if (timeIn >= ctx.now) continue; // not arrived yet today

    // Overtime after the shift on some working days (not on Saturdays' short shift).
    let overtime: OvertimeRecord | null = null;
    if (overtimeOk && minutesOf(shift.pulang) - start >= 420 && d.chance(0.07, 'lembur', key)) {
      const menit = d.pick([60, 90, 120, 150, 180], 'lama-lembur', key);
      const mulai = shift.pulang;
      const diajukan = at(ctx, e, date, shift.pulang, -d.int(30, 240, 'ajukan-lembur', key));
      const undecided = recent && daysBetween(date, today) <= 2;
      overtime = {
        userId: e.id,
        tanggal: date,
        mulai,
        selesai: hhmm(end + menit),
        menit,
        alasan: d.pick(OVERTIME_REASONS[e.region], 'alasan-lembur', key),
        jenisHari: 'kerja',
        hariKerjaPerMinggu: Object.keys(schedule.days).length >= 6 ? 6 : 5,
        decision: undecided
          ? pending(diajukan)
          : decided(ctx, e, diajukan, !d.chance(0.1, 'tolak-lembur', key), 'Lembur tidak direncanakan sebelumnya.', key),
      };
      h.overtime.push(overtime);
    }

    const forgot = !isToday && d.chance(habits.forgetOut, 'lupa-pulang', key);
    const early = !overtime && d.chance(habits.early, 'pulang-awal', key);
    const outMinute = overtime
      ? end + overtime.menit + d.int(3, 20, 'keluar-lembur', key)
      : early
        ? end - d.int(10, 90, 'menit-awal', key)
        : end + d.int(0, 35, 'menit-pulang', key);
    const out = base(outMinute);
    const timeOut = forgot || out >= ctx.now ? null : out;
    const record: AttendanceRecord = {
      userId: e.id,
      tanggal: date,
      zona: e.lokasi.zona,
      jadwalNama: schedule.nama,
      shift,
      toleransi: schedule.toleransi,
      timeIn,
      timeOut,
      lokasi: e.lokasi,
      gpsIn: gps(ctx, e, `${key}|in`),
      gpsOut: timeOut ? gps(ctx, e, `${key}|out`) : null,
    };
    h.attendance.push(record);

    if (forgot) forgottenClockOut(ctx, e, record, end, h);
    if (e.tipe === 'Borongan' || e.tipe === 'Harian') piecework(ctx, e, date, h);
  }
}

/** Most people who forget to clock out ask for a correction the next morning; some never do. */
function forgottenClockOut(ctx: HistoryContext, e: Employee, record: AttendanceRecord, end: number, h: History) {
  const { d } = ctx;
  const key = `${e.id}|${record.tanggal}|koreksi`;
  const roll = d.unit('nasib', key);
  if (roll < 0.25) return;
  const diajukan = instant(addDays(record.tanggal, 1), '07:40', e.lokasi.zona, d.int(0, 150, 'jam', key));
  if (diajukan >= ctx.now) return;
  const jamPulang = hhmm(end + d.int(0, 20, 'pulang', key));
  const today = localDate(ctx.now, e.lokasi.zona);
  const undecided = record.tanggal >= ctx.thisMonth && daysBetween(record.tanggal, today) <= 7;
  const approved = roll < 0.85;
  const decision = undecided
    ? pending(diajukan)
    : decided(ctx, e, diajukan, approved, d.pick(CORRECTION_REJECTIONS, 'tolak', key), key);
  const newOut = instant(
    record.tanggal,
    '00:00',
    e.lokasi.zona,
    minutesOf(jamPulang) + (minutesOf(jamPulang) < minutesOf(localTime(record.timeIn!, e.lokasi.zona)) ? 1440 : 0),
  );
  h.corrections.push({
    userId: e.id,
    tanggal: record.tanggal,
    jamMasuk: null,
    jamPulang,
    alasan: d.pick(CORRECTION_REASONS.out, 'alasan', key),
    decision,
    applied: decision.status === 'Disetujui' ? { before: [record.timeIn, null], after: [record.timeIn, newOut] } : null,
  });
  // The corrected clock-out was not made on a phone: no place for it.
  if (decision.status === 'Disetujui') record.timeOut = newOut;
}

/** The day's piece-rate or day-work entry of a piece-rate or day worker. */
function piecework(ctx: HistoryContext, e: Employee, date: string, h: History) {
  const { d } = ctx;
  const key = `${e.id}|${date}|borongan`;
  const jobs: Array<[string, number]> =
    e.tipe === 'Harian'
      ? [['Buruh Harian Lepas', 1]]
      : e.jabatan === 'Penjahit'
        ? [['Jahit Kemeja', d.int(24, 40, 'jahit', key)]]
        : e.jabatan === 'Finishing'
          ? [
              ['Pasang Kancing', d.int(6, 14, 'kancing', key)],
              ['Setrika dan Lipat', d.int(25, 60, 'setrika', key)],
            ]
          : [['Bongkar Muat', d.int(35, 90, 'karung', key)]];
  const items = jobs.map(([job, jumlah]) => {
    const harga = [...ctx.jobs[job].prices].reverse().find(([from]) => from <= date)![1];
    return { job, jumlah, harga, upah: hitungUpah(jumlah, harga) };
  });
  const today = localDate(ctx.now, e.lokasi.zona);
  const diajukan = at(ctx, e, date, '16:10', d.int(0, 120, 'jam', key));
  const undecided = date >= ctx.thisMonth && daysBetween(date, today) <= 1;
  h.piecework.push({
    userId: e.id,
    tanggal: date,
    items,
    decision: undecided
      ? pending(diajukan)
      : decided(ctx, e, diajukan, !d.chance(0.03, 'tolak', key), 'Jumlah tidak sesuai catatan mandor.', key),
  });
}

/** Expense claims: sales travel, client meals, medicine, a trip between the offices, office supplies. */
function planExpenses(ctx: HistoryContext, e: Employee, h: History, tally: Tally) {
  const { d } = ctx;
  if (e.tipe === 'Borongan' || e.tipe === 'Harian' || e.tipe === 'Magang') return;
  const [first, today] = span(ctx, e);
  const kinds: Array<[string, number, number, number, string]> = [
    // category, probability per claim slot, min, max (rupiah), description
    ['Transportasi', e.jabatan === 'Sales' ? 0.9 : 0.1, 85_000, 650_000, 'Taksi dan tol kunjungan pelanggan'],
    [
      'Makan',
      e.jabatan === 'Sales' || e.grup === 'manajemen' ? 0.5 : 0.05,
      180_000,
      850_000,
      'Jamuan makan siang dengan pelanggan',
    ],
    ['Kesehatan', 0.2, 150_000, 1_250_000, 'Obat dan pemeriksaan di klinik'],
    [
      'Perjalanan Dinas',
      e.grup === 'manajemen' ? 0.7 : 0,
      2_400_000,
      4_800_000,
      'Tiket pesawat dan hotel kunjungan ke pabrik Makassar',
    ],
    [
      'Operasional',
      e.jabatan === 'Staf Keuangan' || e.jabatan === 'Staf Administrasi' ? 0.6 : 0,
      60_000,
      450_000,
      'Alat tulis dan materai',
    ],
  ];
  const claimed = new Set<string>();
  for (const [slot, [kategori, p, min, max, keterangan]] of kinds.entries()) {
    for (let n = 0; n < (kategori === 'Transportasi' ? 4 : 1); n++) {
      const key = `${e.id}|${slot}|${n}`;
      if (!d.chance(p, 'klaim', key)) continue;
      const room = daysBetween(addDays(first, 3), addDays(today, -1));
      if (room <= 0) continue;
      const tanggal = addDays(first, 3 + d.int(0, room, 'tanggal', key));
      // One claim of a kind a day.
      if (claimed.has(`${tanggal}|${kategori}`)) continue;
      claimed.add(`${tanggal}|${kategori}`);
      const nominal = Math.round(d.int(min, max, 'nominal', key) / 500) * 500;
      const diajukan = at(ctx, e, addDays(tanggal, d.int(0, 3, 'jeda', key)), '11:20', d.int(0, 300, 'jam', key));
      const before = diajukan < instant(ctx.thisMonth, '00:00', 'Asia/Jakarta');
      const roll = d.unit('nasib', key);
      const decision =
        !before && roll < 0.35
          ? pending(diajukan)
          : decided(ctx, e, diajukan, ++tally.claims % 8 !== 5, 'Nota tidak terbaca, mohon unggah ulang.', key);
      // A few small approved claims are paid in cash by finance instead of through payroll.
      const cash = decision.status === 'Disetujui' && nominal < 300_000 && d.chance(0.3, 'tunai', key);
      const record: ExpenseRecord = {
        userId: e.id,
        tanggal,
        kategori,
        nominal,
        keterangan,
        decision,
        dibayar: cash
          ? { pada: localDate(decision.pada!, e.lokasi.zona), oleh: ctx.paidBy, catatan: 'Dibayar tunai oleh bagian keuangan.' }
          : null,
      };
      (before ? h.expensesBefore : h.expensesAfter).push(record);
    }
  }
}

/**
 * The warehouse's stock-taking on the last Saturday of last month: the Jakarta warehouse staff worked four
 * hours on their day off as approved overtime (a rest-day rate).
 */
function stockTaking(ctx: HistoryContext, h: History) {
  let saturday = addDays(ctx.thisMonth, -1);
  while (isoWeekday(saturday) !== 6) saturday = addDays(saturday, -1);
  if (saturday < ctx.goLive) return;
  for (const e of ctx.employees) {
    if (e.jabatan !== 'Staf Gudang' || e.region !== 'jakarta' || e.masuk > saturday || shiftOn(ctx, e, saturday)) continue;
    const key = `${e.id}|${saturday}|opname`;
    const diajukan = at(ctx, e, addDays(saturday, -2), '14:00', ctx.d.int(0, 60, 'jam', key));
    h.overtime.push({
      userId: e.id,
      tanggal: saturday,
      mulai: '08:00',
      selesai: '12:00',
      menit: 240,
      alasan: 'Stock opname gudang akhir bulan',
      jenisHari: 'libur',
      hariKerjaPerMinggu: 5,
      decision: decided(ctx, e, diajukan, true, null, key),
    });
    h.attendance.push({
      userId: e.id,
      tanggal: saturday,
      zona: e.lokasi.zona,
      jadwalNama: ctx.schedules[e.jadwal].nama,
      shift: null,
      toleransi: ctx.schedules[e.jadwal].toleransi,
      timeIn: instant(saturday, '07:50', e.lokasi.zona, ctx.d.int(0, 9, 'datang', key)),
      timeOut: instant(saturday, '12:05', e.lokasi.zona, ctx.d.int(0, 15, 'pulang', key)),
      lokasi: e.lokasi,
      gpsIn: gps(ctx, e, `${key}|in`),
      gpsOut: gps(ctx, e, `${key}|out`),
    });
  }
}
