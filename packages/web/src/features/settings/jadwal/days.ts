import type { JadwalHari, JadwalKerja, JadwalKerjaForm } from '@hadir/contract';
import { WEEKDAYS } from '../../../lib/format';

/** Senin=1 .. Minggu=7. */
export const dayName = (hari: number) => WEEKDAYS[hari - 1] ?? String(hari);

/** A new schedule starts as an office week: Senin-Jumat 08:00-17:00, Sabtu and Minggu off. */
export function newSchedule(): JadwalKerjaForm {
  return {
    nama: '',
    toleransi_terlambat: 0,
    hari: WEEKDAYS.map((_, i) => ({
      hari: i + 1,
      libur: i >= 5,
      jam_masuk: i >= 5 ? '' : '08:00',
      jam_pulang: i >= 5 ? '' : '17:00',
    })),
  };
}

export function toForm(j: JadwalKerja): JadwalKerjaForm {
  return {
    nama: j.nama,
    toleransi_terlambat: j.toleransi_terlambat,
    hari: j.hari.map((d) => ({ hari: d.hari, libur: d.libur, jam_masuk: d.jam_masuk ?? '', jam_pulang: d.jam_pulang ?? '' })),
  };
}

/** A shift ending earlier than it starts ends on the next day. */
export const crossesMidnight = (masuk?: string | null, pulang?: string | null) => !!masuk && !!pulang && pulang < masuk;

/** 'Senin–Jumat 08:00–17:00, Sabtu 08:00–12:00': consecutive working days with the same shift grouped. */
export function summarize(days: JadwalHari[]): string {
  const groups: { from: number; to: number; shift: string }[] = [];
  for (const d of days) {
    if (d.libur) continue;
    const shift = `${d.jam_masuk}–${d.jam_pulang}${d.lintas_hari ? ' (+1)' : ''}`;
    const last = groups.at(-1);
    if (last && last.shift === shift && last.to === d.hari - 1) last.to = d.hari;
    else groups.push({ from: d.hari, to: d.hari, shift });
  }
  if (!groups.length) return 'Libur setiap hari';
  return groups.map((g) => `${dayName(g.from)}${g.to > g.from ? `–${dayName(g.to)}` : ''} ${g.shift}`).join(', ');
}
