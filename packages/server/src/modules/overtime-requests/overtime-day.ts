import type { OvertimeDayType, WorkWeek } from '@hadir/contract';
import { overtimeMinutes } from '../overtime/index.ts';

// What kind of day an overtime date is for one employee, from their shift of each day around it and the holidays.
// Pure.

/** The employee's shift on one date (schedules' shiftOfDay: the roster's, else the weekly schedule's). */
export interface ShiftHari {
  tanggal: string;
  /** Scheduled to work (holidays aside). */
  kerja: boolean;
  jam_masuk: string | null;
  jam_pulang: string | null;
}

export interface HariLembur {
  jenis_hari: OvertimeDayType;
  hari_kerja_per_minggu: WorkWeek;
  libur_hari_terpendek: boolean;
  nama_hari_libur: string | null;
}

const DAY = 24 * 60;

export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday of the ISO week of `date`. */
export const isoWeekStart = (date: string) => addDays(date, 1 - isoWeekday(date));

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** A shift's length; one ending at or before its start ends the next day. */
const shiftMinutes = (h: ShiftHari) => overtimeMinutes(h.jam_masuk as string, h.jam_pulang as string) || DAY;
const working = (shifts: ShiftHari[]) => shifts.filter((h) => h.kerja && h.jam_masuk && h.jam_pulang);

/**
 * The day type for the tiers and limits of PP 35/2021: a day off (the weekly schedule's or the roster's) or a
 * public holiday is 'libur' (rest day/holiday), any other day 'kerja'. The work week is the number of days the
 * employee works in that ISO week (Monday to Sunday, holidays counted as their shift says; for a weekly schedule
 * its working weekdays): the regulation knows 5 and 6, so fewer than 5 counts as 5 and more than 5 as 6.
 * `shifts` holds at least the dates of that week.
 */
export function hariLembur(shifts: ShiftHari[], tanggal: string, hariLibur: Map<string, string>): HariLembur {
  const senin = isoWeekStart(tanggal);
  const kerja = working(shifts).filter((h) => h.tanggal >= senin && h.tanggal <= addDays(senin, 6));
  const hariKerja: WorkWeek = kerja.length >= 6 ? 6 : 5;
  const hari = kerja.find((h) => h.tanggal === tanggal);
  const namaLibur = hariLibur.get(tanggal) ?? null;
  // Art. 31 (2) b: a holiday on the one working day of a 6-day week shorter than all the others.
  const terpendek =
    hariKerja === 6 &&
    namaLibur !== null &&
    hari !== undefined &&
    kerja.every((h) => h === hari || shiftMinutes(hari) < shiftMinutes(h));
  return {
    jenis_hari: hari && !namaLibur ? 'kerja' : 'libur',
    hari_kerja_per_minggu: hariKerja,
    libur_hari_terpendek: terpendek,
    nama_hari_libur: namaLibur,
  };
}

export function keteranganHari(h: { jenis_hari: OvertimeDayType; nama_hari_libur: string | null }): string {
  if (h.nama_hari_libur) return `Hari libur: ${h.nama_hari_libur}`;
  return h.jenis_hari === 'kerja' ? 'Hari kerja' : 'Hari istirahat mingguan';
}

/**
 * The scheduled shift that overtime starting at jamMulai on tanggal and lasting menit would overlap, if
 * any: overtime is work outside working hours. Shifts of the day before (a night shift running into
 * tanggal) and after count too (`shifts` holds those dates); holidays have no shift.
 */
export function shiftClash(
  shifts: ShiftHari[],
  tanggal: string,
  hariLibur: Map<string, string>,
  jamMulai: string,
  menit: number,
): { jam_masuk: string; jam_pulang: string } | null {
  const start = toMinutes(jamMulai);
  const end = start + menit;
  for (const offset of [-1, 0, 1]) {
    const date = addDays(tanggal, offset);
    const h = working(shifts).find((d) => d.tanggal === date);
    if (!h || hariLibur.has(date)) continue;
    const s = offset * DAY + toMinutes(h.jam_masuk as string);
    if (start < s + shiftMinutes(h) && s < end) return { jam_masuk: h.jam_masuk as string, jam_pulang: h.jam_pulang as string };
  }
  return null;
}
