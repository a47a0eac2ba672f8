import {
  JHT,
  JKK,
  JKM,
  JP,
  JP_BATAS_UPAH,
  type JkkRate,
  type KelasRisikoJkk,
  KESEHATAN,
  type KesehatanRate,
  type SplitRate,
} from './bpjs.rates.ts';
import { assertRupiah, type BasisPoints, inForceOn, percentOf, periodStart } from './money.ts';

/** The BPJS figures in force for one payroll period; an admin override replaces a field before computing. */
export interface BpjsRates {
  kesehatan: KesehatanRate;
  jht: SplitRate;
  jp: SplitRate & { batasUpah: number };
  jkk: JkkRate;
  jkm: { pemberiKerja: BasisPoints; sumber: string };
}

/** Rates and caps in force in `period` (yyyy-MM): a cap that changes in March applies from the March period. */
export function bpjsRatesFor(period: string): BpjsRates {
  const date = periodStart(period);
  const jp = inForceOn(JP, date, 'tarif JP');
  const cap = inForceOn(JP_BATAS_UPAH, date, 'batas upah JP');
  return {
    kesehatan: inForceOn(KESEHATAN, date, 'tarif BPJS Kesehatan'),
    jht: inForceOn(JHT, date, 'tarif JHT'),
    jp: { ...jp, batasUpah: cap.batasUpah, sumber: `${jp.sumber}; batas upah: ${cap.sumber}` },
    jkk: inForceOn(JKK, date, 'tarif JKK'),
    jkm: inForceOn(JKM, date, 'tarif JKM'),
  };
}

export interface BpjsInput {
  /** Monthly wage the contributions are computed on: gaji pokok + tunjangan tetap, rupiah. */
  upah: number;
  kelasRisikoJkk: KelasRisikoJkk;
  rates: BpjsRates;
  /** Regional minimum wage (UMK/UMP): the lowest wage BPJS Kesehatan is computed on (Perpres 82/2018). */
  upahMinimum?: number;
  /** False once the worker has reached the JP retirement age (PP 45/2015 Pasal 15): no JP contribution. */
  ikutJp?: boolean;
}

export interface BpjsLine {
  /** The wage this line is computed on, after its cap (and floor). */
  dasarUpah: number;
  pemberiKerja: number;
  pekerja: number;
}

export interface BpjsContributions {
  kesehatan: BpjsLine;
  jht: BpjsLine;
  jp: BpjsLine;
  jkk: BpjsLine;
  jkm: BpjsLine;
  totalPemberiKerja: number;
  /** Deducted from the worker's pay. */
  totalPekerja: number;
  /**
   * Employer-paid JKK + JKM + BPJS Kesehatan: the worker's taxable income for PPh 21 (PMK 168/2023 Pasal 5), added
   * to the month's gross. Employer JHT and JP are not income (PMK 168/2023 Pasal 7).
   */
  premiKenaPajak: number;
  /** Worker-paid JHT + JP: deductible in the annual PPh 21 calculation (PMK 168/2023 Pasal 10 ayat (1) huruf b). */
  iuranPensiunPekerja: number;
}

export function bpjsContributions(input: BpjsInput): BpjsContributions {
  const { upah, rates } = input;
  assertRupiah(upah, 'Upah');
  if (input.upahMinimum !== undefined) assertRupiah(input.upahMinimum, 'Upah minimum');
  const jkkRate = rates.jkk.tarif[input.kelasRisikoJkk];
  if (jkkRate === undefined) throw new RangeError(`Kelas risiko JKK tidak dikenal: ${input.kelasRisikoJkk}`);

  const kesehatanBase = Math.min(Math.max(upah, input.upahMinimum ?? 0), rates.kesehatan.batasUpah);
  const kesehatan = split(kesehatanBase, rates.kesehatan);
  const jht = split(upah, rates.jht);
  const jp =
    input.ikutJp === false ? { dasarUpah: 0, pemberiKerja: 0, pekerja: 0 } : split(Math.min(upah, rates.jp.batasUpah), rates.jp);
  const jkk = { dasarUpah: upah, pemberiKerja: percentOf(upah, jkkRate), pekerja: 0 };
  const jkm = { dasarUpah: upah, pemberiKerja: percentOf(upah, rates.jkm.pemberiKerja), pekerja: 0 };

  const lines = [kesehatan, jht, jp, jkk, jkm];
  return {
    kesehatan,
    jht,
    jp,
    jkk,
    jkm,
    totalPemberiKerja: lines.reduce((sum, l) => sum + l.pemberiKerja, 0),
    totalPekerja: lines.reduce((sum, l) => sum + l.pekerja, 0),
    premiKenaPajak: jkk.pemberiKerja + jkm.pemberiKerja + kesehatan.pemberiKerja,
    iuranPensiunPekerja: jht.pekerja + jp.pekerja,
  };
}

function split(base: number, rate: { pemberiKerja: BasisPoints; pekerja: BasisPoints }): BpjsLine {
  return { dasarUpah: base, pemberiKerja: percentOf(base, rate.pemberiKerja), pekerja: percentOf(base, rate.pekerja) };
}
