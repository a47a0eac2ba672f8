import type { PengaturanShift, PunchType } from '@hadir/contract';
import type { Workday } from '../schedules/index.ts';
import type { DayRecord } from './attendance.repo.ts';
import { jamDinding, namaHariTanggal } from '@hadir/contract';

// Which shift a punch belongs to (issue 18 part 2, docs/decisions/0024-shift-roster.md). Pure: the facts come from
// shift-window.repo.ts; the app's punch, GET /attendance/today, held offline punches and the fingerprint terminals
// all place a punch here.
//
// The candidate shifts are those of the local dates D-1 .. D+7 around the punch's local date D (in the zone of the
// employee's location), each the shift of that date (schedules/shift-of-day.ts: the roster over the weekly
// schedule). A rostered shift on a holiday is a shift (a holiday shift); a weekly-schedule day on a holiday is not.
// A shift crossing midnight (jam_pulang <= jam_masuk) belongs to the date it starts on.
//
// Windows of a shift starting at instant S and ending at instant E (buka/tutup: the shift definition's
// buka_masuk_menit/tutup_pulang_menit for a rostered shift, else pengaturan_shift's):
//   clock-in window  [S - buka, E)
//   clock-out window (clock-in, E' + tutup], E' the end of the shift snapshotted on the record at its clock-in.
//
// Placement of a punch at instant `at`, records of D-1 .. D+1 ("the record of a date" is the employee's one record
// on that date):
//   a) an open record (clock-in, no clock-out) whose clock-out window holds `at`, the latest clock-in first:
//      the punch closes it (OUT);
//   b) else the shifts whose clock-in window holds `at`, nearest start first: the first whose date has no clock-in
//      -> the punch opens that date's record (IN); when all of them have one, the nearest one's record decides
//      (complete -> 'sudah clock out'; open, only for a clock-out older than the clock-in -> its time order);
//   c) else it fits no shift: today's record (date D), or last night's (D-1) while a night shift snapshotted on it
//      goes on (until halfway from its end to its next start), else a new record dated D; the punch is IN when the
//      record has no clock-in, else OUT. A record created this way is flagged di_luar_jadwal. When the company's
//      pengaturan_shift.absen_di_luar_jadwal is false the punch is refused with the next shift and when its clock-in
//      window opens (GET /attendance/today still shows this record).
// The explicit type of an app punch must agree (punchConflict); a terminal's type is the placement's.
//
// Early clock-out: an OUT more than batas_pulang_awal_menit before the end of the record's snapshotted shift needs
// the person's reason (PULANG_AWAL).

export interface ShiftDay extends Workday {
  /** Start and end instants of the date's shift; null without one (a day off, no schedule, a weekly holiday). */
  mulai: Date | null;
  selesai: Date | null;
  buka_masuk_menit: number;
  tutup_pulang_menit: number;
}

export interface ShiftWindowContext {
  /** The punch's local date D. */
  hari_ini: string;
  zona_waktu: string;
  /** D-1 .. D+7, in date order. */
  days: ShiftDay[];
  /** The employee's records of D-1 .. D+1. */
  records: DayRecord[];
  pengaturan: PengaturanShift;
}

export interface Placement {
  rule: 'pulang' | 'masuk' | 'di-luar-jadwal';
  /** The shift day of the record the punch belongs to. */
  day: ShiftDay;
  record: DayRecord | undefined;
  type: PunchType;
  /** A clock-in by rule c: the record it creates is flagged di_luar_jadwal. */
  diLuarJadwal: boolean;
  /** Rule c when the company refuses punches outside every shift: the reason, in Indonesian. */
  ditolak: string | null;
}

const MIN = 60_000;

/** The shift's clock-in window holds `at`. */
function inClockInWindow(d: ShiftDay, at: Date): boolean {
  if (!d.mulai || !d.selesai) return false;
  return at.getTime() >= d.mulai.getTime() - d.buka_masuk_menit * MIN && at < d.selesai;
}

/** The open record's clock-out window holds `at`. */
function inClockOutWindow(r: DayRecord, tutupMenit: number, at: Date): boolean {
  if (!r.time_in || r.time_out || !r.selesai) return false;
  return at > r.time_in && at.getTime() <= r.selesai.getTime() + tutupMenit * MIN;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** 'HH:mm' of `at` in `zone`. */
export function localTime(at: Date, zone: string): string {
  return jamDinding(at, zone).jam;
}

const previousDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * A night shift's record (jam_pulang <= jam_masuk) stays the current one after midnight until halfway between its
 * jam_pulang and the next jam_masuk (22:00-06:00: until 14:00), so that a forgotten clock-out never blocks the next
 * night's clock-in. Only rule c reads it: within a window, the window decides.
 */
function nightShiftGoesOn(r: DayRecord, at: Date): boolean {
  if (!r.time_in || !r.jam_masuk || !r.jam_pulang) return false;
  const start = minutesOf(r.jam_masuk);
  const end = minutesOf(r.jam_pulang);
  if (end > start) return false;
  return minutesOf(localTime(at, r.zona_waktu)) < end + (start - end) / 2;
}

/** 'Senin, 2 Maret 2026' for '2026-03-02' (the local date is already resolved in the location's zone). */
export const dateLabel = namaHariTanggal;

/** '11 jam 42 menit'. */
export function duration(minutes: number): string {
  if (minutes < 1) return 'kurang dari 1 menit';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} jam` : '', m ? `${m} menit` : ''].filter(Boolean).join(' ');
}

/** Why a punch outside every shift is refused: the next shift and when its clock-in window opens. */
export function outsideScheduleMessage(ctx: ShiftWindowContext, at: Date): string {
  const next = ctx.days.find((d) => d.mulai && d.mulai > at);
  if (!next?.mulai) return 'Tidak ada shift Anda dalam 7 hari ke depan. Hubungi HRD.';
  const opens = localTime(new Date(next.mulai.getTime() - next.buka_masuk_menit * MIN), next.zona_waktu);
  return (
    `Belum waktunya absen. Shift berikutnya: ${next.jadwal_nama}, ${dateLabel(next.date)} pukul ${next.jam_masuk} ` +
    `(absen masuk dibuka pukul ${opens}).`
  );
}

/** Where a punch at `at` lands (the header's rules a, b, c). */
export function placePunch(ctx: ShiftWindowContext, at: Date): Placement {
  const today = ctx.days.find((d) => d.date === ctx.hari_ini) as ShiftDay;
  const dayOf = (date: string) => ctx.days.find((d) => d.date === date) ?? today;
  const recordOn = (date: string) => ctx.records.find((r) => r.tanggal === date);
  const typeOf = (r: DayRecord | undefined): PunchType => (r?.time_in ? 'OUT' : 'IN');
  const placed = (rule: Placement['rule'], day: ShiftDay, record: DayRecord | undefined): Placement => ({
    rule,
    day,
    record,
    type: typeOf(record),
    diLuarJadwal: false,
    ditolak: null,
  });

  // a) Closing an open record.
  const open = ctx.records
    .filter((r) => r.time_in && !r.time_out)
    .sort((x, y) => (y.time_in as Date).getTime() - (x.time_in as Date).getTime());
  const closing = open.find((r) => inClockOutWindow(r, dayOf(r.tanggal).tutup_pulang_menit, at));
  if (closing) return placed('pulang', dayOf(closing.tanggal), closing);

  // b) Opening a shift whose clock-in window holds the punch.
  const fits = ctx.days
    .filter((d) => inClockInWindow(d, at))
    .sort((x, y) => Math.abs(at.getTime() - (x.mulai as Date).getTime()) - Math.abs(at.getTime() - (y.mulai as Date).getTime()));
  const chosen = fits.find((d) => !recordOn(d.date)?.time_in) ?? fits[0];
  if (chosen) return placed('masuk', chosen, recordOn(chosen.date));

  // c) Outside every shift: as before shift windows existed.
  const lastNight = recordOn(previousDate(ctx.hari_ini));
  const record = recordOn(ctx.hari_ini) ?? (lastNight && nightShiftGoesOn(lastNight, at) ? lastNight : undefined);
  return {
    ...placed('di-luar-jadwal', dayOf(record?.tanggal ?? ctx.hari_ini), record),
    diLuarJadwal: true,
    ditolak: ctx.pengaturan.absen_di_luar_jadwal ? null : outsideScheduleMessage(ctx, at),
  };
}

/** An open record's clock-out at `at` comes more than `batasMenit` before its shift's end: the question to ask. */
export function earlyClockOut(record: DayRecord | undefined, at: Date, batasMenit: number): string | null {
  if (!record?.time_in || record.time_out || !record.selesai) return null;
  const left = record.selesai.getTime() - at.getTime();
  if (left <= batasMenit * MIN) return null;
  return (
    `${record.jadwal_nama ?? 'Shift'} berakhir pukul ${record.jam_pulang}. Anda akan pulang ${duration(Math.ceil(left / MIN))} ` +
    'lebih awal. Isi alasan pulang awal untuk melanjutkan.'
  );
}

/** The instant before which a clock-out of `record` needs a reason; null when none is needed from `at` on. */
export function earlyClockOutBefore(record: DayRecord | undefined, at: Date, batasMenit: number): string | null {
  if (!record?.time_in || record.time_out || !record.selesai) return null;
  const before = record.selesai.getTime() - batasMenit * MIN;
  return at.getTime() < before ? new Date(before).toISOString() : null;
}

/** The reason kept with a clock-out: only a clock-out before the shift's end keeps one. */
export function earlyReason(record: DayRecord | undefined, at: Date, alasan: string | null | undefined): string | null {
  return alasan && record?.selesai && at < record.selesai ? alasan : null;
}
