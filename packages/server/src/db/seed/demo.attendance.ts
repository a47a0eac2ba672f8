import { addDays, daysBetween, instant, isoWeekday, localDate, localTime } from './demo.calendar.ts';
import { piecework } from './demo.piecework.ts';
import {
  type AttendanceRecord,
  at,
  decided,
  type Employee,
  type Gps,
  type History,
  type HistoryContext,
  type OvertimeRecord,
  pending,
  type Shift,
  shiftOn,
  span,
} from './demo.records.ts';
import type { Draws } from './demo.random.ts';

// The history's working days: each person's punches by their habits (mostly on time, some late, some leaving
// early, a few forgetting to clock out or not coming), the corrections of forgotten punches, overtime after the
// shift, and the warehouse's stock-taking on a Saturday off.

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

/** A day's attendance of e under their schedule, with the punches (and where they were made) the caller drew. */
function attendanceOn(
  ctx: HistoryContext,
  e: Employee,
  tanggal: string,
  shift: Shift | null,
  punches: Pick<AttendanceRecord, 'timeIn' | 'timeOut' | 'gpsIn' | 'gpsOut'>,
): AttendanceRecord {
  const schedule = ctx.schedules[e.jadwal];
  return {
    userId: e.id,
    tanggal,
    zona: e.lokasi.zona,
    jadwalNama: schedule.nama,
    shift,
    toleransi: schedule.toleransi,
    timeIn: punches.timeIn,
    timeOut: punches.timeOut,
    lokasi: e.lokasi,
    gpsIn: punches.gpsIn,
    gpsOut: punches.gpsOut,
  };
}

export function workDays(ctx: HistoryContext, e: Employee, leaveDays: Set<string>, h: History) {
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
      h.attendance.push(attendanceOn(ctx, e, date, shift, { timeIn: newIn, timeOut: newOut, gpsIn: null, gpsOut: null }));
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
    const record = attendanceOn(ctx, e, date, shift, {
      timeIn,
      timeOut,
      gpsIn: gps(ctx, e, `${key}|in`),
      gpsOut: timeOut ? gps(ctx, e, `${key}|out`) : null,
    });
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

/**
 * The warehouse's stock-taking on the last Saturday of last month: the Jakarta warehouse staff worked four
 * hours on their day off as approved overtime (a rest-day rate).
 */
export function stockTaking(ctx: HistoryContext, h: History) {
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
    h.attendance.push(
      attendanceOn(ctx, e, saturday, null, {
        timeIn: instant(saturday, '07:50', e.lokasi.zona, ctx.d.int(0, 9, 'datang', key)),
        timeOut: instant(saturday, '12:05', e.lokasi.zona, ctx.d.int(0, 15, 'pulang', key)),
        gpsIn: gps(ctx, e, `${key}|in`),
        gpsOut: gps(ctx, e, `${key}|out`),
      }),
    );
  }
}
