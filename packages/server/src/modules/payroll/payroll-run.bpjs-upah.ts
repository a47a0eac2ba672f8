import { namaTanggal, rp } from './payroll-run.format.ts';
import { dasarMinimalKesehatan, type UpahMinimumMasukan } from './payroll-run.leave-pay.ts';
import { caraUpah } from './payroll-run.overtime.ts';
import { fraction } from './statutory/money.ts';

// The BPJS contribution wage of a worker without a monthly base pay (daily or piece-rate). Pure.
//
// Kepmenaker KEP-150/MEN/1999 (social security of daily casual, piece-rate and fixed-term workers; text:
// ptgasi.co.id copy of the decree; summary with the same rules: text-id.123dok.com "Tenaga Kerja Luar Hubungan
// Kerja"):
//  - a daily casual worker's monthly wage is the day's wage × the days worked in the calendar month;
//  - a piece-rate worker's monthly wage is the average wage of the last 3 months.
// PP 44/2015 (JKK, JKM), PP 46/2015 (JHT) and PP 45/2015 (JP) take the contribution as a share of that monthly wage
// (rates: statutory/bpjs.rates.ts). BPJS Kesehatan: Perpres 82/2018 Pasal 32 as amended by Perpres 64/2020, the
// wage is floored at the minimum wage (payroll-run.leave-pay.ts `dasarMinimalKesehatan`), here too.
// The article numbers within KEP-150/MEN/1999 were not confirmed by a second source, so the slip names the decree.

/** SlipMasukan.upah_bpjs: the monthly wage BPJS is computed on when there is no monthly base pay. */
export interface UpahBpjsMasukan {
  nominal: number;
  rincian: string;
}

/** The piece-rate worker's wages of the last whole months before this one (at most 3), and the first of them. */
export interface RataRataBpjs {
  total: number;
  bulan: number;
  dari: string;
}

/** Months KEP-150/MEN/1999 averages a piece-rate worker's wage over. */
export const BULAN_RATA_RATA_BPJS = 3;

interface Masukan {
  upah_bulanan: number | null;
  hari_kerja: number;
  hari_hadir: number;
  upah_borongan: number;
  jumlah_borongan: number;
  komponen: readonly {
    jenis: string;
    cara_hitung: string;
    sumber_otomatis: string | null;
    gaji_pokok: boolean;
    nilai: number | null;
  }[];
  karyawan?: { tipe: string | null };
  upah_minimum?: UpahMinimumMasukan | null;
  upah_bpjs?: UpahBpjsMasukan;
}

/** The monthly wage of a daily or piece-rate worker for BPJS; undefined for one with a monthly base pay. */
export function upahBpjs(m: Masukan, rata: RataRataBpjs | null): UpahBpjsMasukan | undefined {
  if (m.upah_bulanan !== null) return undefined;
  const cara = caraUpah(m.karyawan?.tipe ?? null, [...m.komponen]);
  if (cara === 'bulanan') return undefined;
  const perHari = m.komponen
    .filter((k) => k.jenis === 'pendapatan' && k.cara_hitung === 'per_hari_hadir')
    .reduce((s, k) => s + (k.nilai ?? 0), 0);
  const borongan = m.komponen.some((k) => k.sumber_otomatis === 'upah_borongan') ? m.upah_borongan : 0;
  const bulanIni = perHari * m.hari_hadir + borongan;
  const rinci = [
    ...(perHari > 0 ? [`${rp(perHari)} sehari × ${m.hari_hadir} hari hadir`] : []),
    ...(borongan > 0 || perHari === 0 ? [`${m.jumlah_borongan} entri borongan/harian disetujui ${rp(borongan)}`] : []),
  ].join(' + ');
  if (cara === 'harian') {
    return {
      nominal: bulanIni,
      rincian: `Upah sebulan pekerja harian = upah sehari × hari kerja bulan ini: ${rinci} = ${rp(bulanIni)} (Kepmenaker KEP-150/MEN/1999).`,
    };
  }
  if (!rata || rata.bulan === 0) {
    return {
      nominal: bulanIni,
      rincian: `Upah sebulan pekerja borongan: belum ada bulan kerja sebelumnya, dipakai upah bulan ini ${rinci} = ${rp(bulanIni)} (Kepmenaker KEP-150/MEN/1999: rata-rata 3 bulan terakhir).`,
    };
  }
  const nominal = fraction(rata.total, 1, rata.bulan);
  return {
    nominal,
    rincian: `Upah sebulan pekerja borongan = rata-rata upah ${rata.bulan} bulan terakhir sejak ${namaTanggal(rata.dari)}: ${rp(rata.total)} ÷ ${rata.bulan} = ${rp(nominal)} (Kepmenaker KEP-150/MEN/1999).`,
  };
}

/** The wage and floor bpjsContributions takes: the monthly wage, else this wage (absent: 0, as before). */
export function dasarBpjs(m: Masukan): { upah: number; upahMinimum: number | undefined } {
  if (m.upah_bulanan !== null || !m.upah_bpjs) return { upah: m.upah_bulanan ?? 0, upahMinimum: dasarMinimalKesehatan(m) };
  return { upah: m.upah_bpjs.nominal, upahMinimum: m.upah_minimum?.nominal ?? undefined };
}

/** What a BPJS line of such a worker adds to its rincian: how the wage was found, and the Kesehatan floor. */
export function catatanUpahBpjs(m: Masukan, kesehatan: boolean): string {
  const u = m.upah_bpjs;
  if (m.upah_bulanan !== null || !u) return '';
  const um = m.upah_minimum;
  const lantai =
    kesehatan && um && u.nominal < um.nominal
      ? ` Di bawah upah minimum ${rp(um.nominal)} (${um.sumber}): dasar upah BPJS Kesehatan paling rendah upah minimum (Perpres 82/2018 Pasal 32 jo. Perpres 64/2020).`
      : '';
  return ` ${u.rincian}${lantai}`;
}
