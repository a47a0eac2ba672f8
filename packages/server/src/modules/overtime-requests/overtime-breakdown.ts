import type { LemburPerhitungan, OvertimeDayType, WorkWeek } from '@hadir/contract';
import { overtimePay } from '../overtime/index.ts';
import { keteranganHari } from './overtime-day.ts';

export interface LemburFacts {
  menit: number;
  jenis_hari: OvertimeDayType;
  hari_kerja_per_minggu: WorkWeek;
  libur_hari_terpendek: boolean;
  nama_hari_libur: string | null;
}

/**
 * Hours and PP 35/2021 pay tiers of one overtime. The tiers never depend on the wage, so they are always
 * computed; the rupiah amounts only when the monthly wage is known (monthly-wage.ts: the salary group's base
 * pay and fixed allowances), else null.
 */
export function breakdown(l: LemburFacts, upahBulanan: number | null): LemburPerhitungan {
  const pay = overtimePay({
    hours: l.menit / 60,
    monthlyWage: upahBulanan ?? 0,
    dayType: l.jenis_hari,
    workWeek: l.hari_kerja_per_minggu,
    holidayOnShortestDay: l.libur_hari_terpendek,
  });
  const known = upahBulanan != null;
  return {
    jam: pay.total_jam,
    jenis_hari: l.jenis_hari,
    keterangan_hari: keteranganHari(l),
    hari_kerja_per_minggu: l.hari_kerja_per_minggu,
    upah_per_jam: known ? pay.upah_sejam : null,
    tiers: pay.rincian.map((t) => ({ ...t, nominal: known ? t.nominal : null })),
    total: known ? pay.total : null,
  };
}
