import type { Shift } from '@hadir/contract';

/** '22:00 - 06:00 (lintas hari)': a shift ending at or before its start ends the next day. */
export const jamKerja = (s: Pick<Shift, 'jam_masuk' | 'jam_pulang'>) =>
  `${s.jam_masuk} - ${s.jam_pulang}${s.jam_pulang <= s.jam_masuk ? ' (lintas hari)' : ''}`;

/** '2 jam', '90 menit', '1 jam 30 menit'. */
export function menit(n: number): string {
  if (n === 0) return '0 menit';
  const jam = Math.floor(n / 60);
  const sisa = n % 60;
  if (jam === 0) return `${sisa} menit`;
  return sisa === 0 ? `${jam} jam` : `${jam} jam ${sisa} menit`;
}

export const SHIFT_LIST = '/admin/pengaturan/shift';
