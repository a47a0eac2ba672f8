import { assertRupiah, type BasisPoints, type Dated, fraction, inForceOn, percentOf, periodStart } from './money.ts';
import { PASAL_17, TANPA_NPWP } from './pph21.rates.ts';

// PPh 21 of a non-permanent worker (pegawai tidak tetap) whose wage is not paid monthly: daily, weekly, per unit or
// piece-rate (PMK 168/2023 Pasal 12 ayat (2): the base is the day's gross or the average gross per day; PP 58/2023
// Pasal 2 and its Lampiran, tarif efektif harian):
//  - the day's gross, or the average gross per day worked, up to Rp 450.000: 0 %;
//  - above Rp 450.000 up to Rp 2.500.000: 0,5 %;
//  - above Rp 2.500.000: the art. 17 rates on 50 % of the gross.
// There is no year-end art. 17 recalculation for them (that is for permanent employees' last tax period): each
// period's withholding stands, and a non-permanent worker paid monthly takes the monthly TER every month.
// Sources cross-checked: Bisnis.com 6 Jan 2024 "Cara menghitung tarif pajak efektif harian" (DJP's examples:
// Rp 4,5 juta / 10 days = Rp 450.000 -> 0 %; Rp 500.000 a day -> 0,5 %); laporpajak.co.id "Mengenal apa itu TER";
// DDTC News "Penghitungan PPh Pasal 21 atas pegawai tidak tetap dengan upah harian" (Pasal 12 ayat (2)) and "... dengan
// upah bulanan" (monthly TER each month of the year); the 50 % / art. 17 case: akuntanmu.com "TER harian untuk
// pegawai tidak tetap".

interface TerHarianTable extends Dated {
  /** [batas atas rata-rata sehari, tarif]; above the last bound the art. 17 rule applies. */
  lapisan: readonly (readonly [batasAtas: number, tarif: BasisPoints])[];
  /** Share of the gross the art. 17 rates apply to above the last bound (basis points). */
  porsiPasal17: BasisPoints;
}

export const TER_HARIAN: readonly TerHarianTable[] = [
  {
    berlakuMulai: '2024-01-01',
    lapisan: [
      [450_000, 0],
      [2_500_000, 50],
    ],
    porsiPasal17: 5000,
    sumber: 'PP 58/2023 Lampiran (tarif efektif harian); PMK 168/2023 Pasal 12 ayat (2)',
  },
];

export interface Pph21HarianInput {
  period: string;
  /** The gross of the days worked in the period, rupiah. */
  bruto: number;
  /** Days worked in the period (at least 1). */
  hari: number;
  punyaNpwp: boolean;
}

export interface Pph21Harian {
  /** Average gross per day worked, fraction of a rupiah dropped. */
  rataRataSehari: number;
  /** Daily TER applied (basis points), or null when the average is above the last bound (art. 17 on 50 %). */
  tarif: BasisPoints | null;
  /** The base the rate applies to: the whole gross, or 50 % of it. */
  dasar: number;
  pph21: number;
}

export function pph21Harian(input: Pph21HarianInput): Pph21Harian {
  assertRupiah(input.bruto, 'Penghasilan bruto');
  if (!Number.isSafeInteger(input.hari) || input.hari < 1) throw new RangeError('Jumlah hari kerja minimal 1.');
  const date = periodStart(input.period);
  const table = inForceOn(TER_HARIAN, date, 'tarif efektif harian');
  const surcharge = input.punyaNpwp ? 0 : inForceOn(TANPA_NPWP, date, 'tarif tanpa NPWP').lebihTinggi;
  const rataRataSehari = fraction(input.bruto, 1, input.hari);
  // The average decides the rate; the rate applies to the gross of all the days, which is the sum of each day's tax.
  const row = table.lapisan.find(([batas]) => input.bruto <= batas * input.hari);
  if (row) {
    const pph21 = fraction(input.bruto, row[1] * (10_000 + surcharge), 10_000 * 10_000);
    return { rataRataSehari, tarif: row[1], dasar: input.bruto, pph21 };
  }
  const dasar = percentOf(input.bruto, table.porsiPasal17);
  const pajak = lapisanPasal17(dasar, Number(input.period.slice(0, 4)));
  return { rataRataSehari, tarif: null, dasar, pph21: fraction(pajak, 10_000 + surcharge, 10_000) };
}

/** The art. 17 slices applied to `dasar` as it is (not annualised, not rounded to thousands). */
function lapisanPasal17(dasar: number, year: number): number {
  const { lapisan } = inForceOn(PASAL_17, `${year}-01-01`, 'tarif Pasal 17');
  let tax = 0;
  let below = 0;
  for (const [batasAtas, tarif] of lapisan) {
    const top = batasAtas === null ? dasar : Math.min(dasar, batasAtas);
    if (top <= below) break;
    tax += percentOf(top - below, tarif);
    below = top;
  }
  return tax;
}
