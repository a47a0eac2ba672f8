import type { OvertimeDayType, WorkWeek } from '@hadir/contract';
import { overtimeMinutes } from '../overtime/index.ts';

// What kind of day an overtime date is for one employee, from their schedule and the holidays. Pure.

/** One weekday of the employee's schedule (Senin = 1 .. Minggu = 7). */
export interface JadwalHari {
  hari: number;
  libur: boolean;
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

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** A shift's length; one ending at or before its start ends the next day. */
const shiftMinutes = (h: JadwalHari) => overtimeMinutes(h.jam_masuk as string, h.jam_pulang as string) || DAY;
const working = (jadwal: JadwalHari[]) => jadwal.filter((h) => !h.libur && h.jam_masuk && h.jam_pulang);

/**
 * The day type for the tiers and limits of PP 35/2021: a weekday off in the schedule or a public holiday
 * is 'libur' (rest day/holiday), any other day 'kerja'. The work week is the number of working weekdays
 * in the schedule: the regulation knows 5 and 6, so fewer than 5 counts as 5 and 7 as 6.
 */
export function hariLembur(jadwal: JadwalHari[], tanggal: string, hariLibur: Map<string, string>): HariLembur {
  const kerja = working(jadwal);
  const hariKerja: WorkWeek = kerja.length >= 6 ? 6 : 5;
  const hari = kerja.find((h) => h.hari === isoWeekday(tanggal));
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
 * tanggal) and after count too; holidays have no shift.
 */
export function shiftClash(
  jadwal: JadwalHari[],
  tanggal: string,
  hariLibur: Map<string, string>,
  jamMulai: string,
  menit: number,
): { jam_masuk: string; jam_pulang: string } | null {
  const start = toMinutes(jamMulai);
  const end = start + menit;
  for (const offset of [-1, 0, 1]) {
    const date = addDays(tanggal, offset);
    const h = working(jadwal).find((d) => d.hari === isoWeekday(date));
    if (!h || hariLibur.has(date)) continue;
    const s = offset * DAY + toMinutes(h.jam_masuk as string);
    if (start < s + shiftMinutes(h) && s < end) return { jam_masuk: h.jam_masuk as string, jam_pulang: h.jam_pulang as string };
  }
  return null;
}
