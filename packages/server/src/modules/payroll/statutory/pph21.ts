import { assertRupiah, type BasisPoints, inForceOn, percentOf, percentOfWithSurcharge, periodStart } from './money.ts';
import { BIAYA_JABATAN, PASAL_17, TANPA_NPWP } from './pph21.rates.ts';
import { TER_BULANAN, type TerCategory } from './pph21.ter.ts';
import { ptkpFor, type StatusPtkp, terCategory } from './ptkp.ts';

// PPh 21 of a permanent employee (pegawai tetap) under PP 58/2023 and PMK 168/2023:
//  - every month except the last tax period: monthly gross x the TER rate of the employee's category;
//  - the last tax period (December, or the month employment ends): the year's tax under art. 17 on the actual
//    income of the year with this employer (not annualised), minus what was withheld in the earlier months.
// Gross includes everything paid for the work (salary, allowances, overtime from the overtime module, THR, bonus)
// and the employer-paid JKK, JKM and BPJS Kesehatan premiums (`BpjsContributions.premiKenaPajak`); employer JHT/JP
// are not income. Out of scope: non-permanent workers (daily TER), employees who become or stop being resident
// taxpayers mid-year (annualised), income from a previous employer, tax borne by the employer (gross-up), DTP.

const THOUSAND = 1000;

/** TER rate (basis points) of a monthly gross in `category`, from the table in force in `period` (yyyy-MM). */
export function terRate(category: TerCategory, bruto: number, period: string): BasisPoints {
  assertRupiah(bruto, 'Penghasilan bruto');
  const table = inForceOn(TER_BULANAN, periodStart(period), 'tabel TER');
  const rows = table[category];
  if (!rows) throw new RangeError(`Kategori TER tidak dikenal: ${category}`);
  const row = rows.find(([batasAtas]) => batasAtas === null || bruto <= batasAtas);
  return row![1];
}

export interface Pph21MonthlyInput {
  /** yyyy-MM; any month that is not the employee's last tax period of the year. */
  period: string;
  statusPtkp: StatusPtkp;
  /** The month's gross income, rupiah, including employer JKK/JKM/Kesehatan premiums. */
  bruto: number;
  /** Has an NPWP or a NIK valid as NPWP; false raises the tax by 20 % (see TANPA_NPWP). */
  punyaNpwp: boolean;
}

export interface Pph21Monthly {
  kategori: TerCategory;
  /** TER rate applied, basis points (25 = 0,25 %). */
  tarif: BasisPoints;
  bruto: number;
  pph21: number;
}

export function pph21Monthly(input: Pph21MonthlyInput): Pph21Monthly {
  const kategori = terCategory(input.statusPtkp);
  const tarif = terRate(kategori, input.bruto, input.period);
  const pph21 = input.punyaNpwp
    ? percentOf(input.bruto, tarif)
    : percentOfWithSurcharge(input.bruto, tarif, surchargeIn(periodStart(input.period)));
  return { kategori, tarif, bruto: input.bruto, pph21 };
}

export interface Pph21FinalInput {
  /** yyyy-MM of the last tax period: December, or the last month of employment in the year. */
  period: string;
  /** Status at the start of the tax year (PMK 168/2023 Pasal 9 ayat (4)). */
  statusPtkp: StatusPtkp;
  /** Gross income from this employer from January (or the first month worked) up to and including `period`. */
  bruto: number;
  /** Months worked with this employer in the year, including `period`: caps biaya jabatan at 500.000 each. */
  bulanBekerja: number;
  /** Worker-paid JHT + JP of the same months (PMK 168/2023 Pasal 10 ayat (1) huruf b). */
  iuranPensiun: number;
  /** Mandatory zakat or religious contributions paid through the employer (Pasal 10 ayat (1) huruf c). */
  zakat?: number;
  /** PPh 21 withheld by this employer in the earlier months of the year. */
  sudahDipotong: number;
  punyaNpwp: boolean;
}

export interface Pph21Final {
  bruto: number;
  biayaJabatan: number;
  iuranPensiun: number;
  zakat: number;
  neto: number;
  ptkp: number;
  /** Penghasilan kena pajak: neto - PTKP, rounded down to whole thousands, not below 0. */
  pkp: number;
  pph21Setahun: number;
  sudahDipotong: number;
  /** Tax to withhold this period (0 when the year was over-withheld). */
  pph21: number;
  /** Over-withheld tax the employer returns with this period's pay (PMK 168/2023 Lampiran B). */
  lebihPotong: number;
}

export function pph21FinalPeriod(input: Pph21FinalInput): Pph21Final {
  const date = periodStart(input.period);
  const year = Number(input.period.slice(0, 4));
  const month = Number(input.period.slice(5, 7));
  const zakat = input.zakat ?? 0;
  assertRupiah(input.bruto, 'Penghasilan bruto setahun');
  assertRupiah(input.iuranPensiun, 'Iuran pensiun');
  assertRupiah(zakat, 'Zakat');
  assertRupiah(input.sudahDipotong, 'PPh 21 yang sudah dipotong');
  if (!Number.isInteger(input.bulanBekerja) || input.bulanBekerja < 1 || input.bulanBekerja > month) {
    throw new RangeError(`Jumlah bulan bekerja harus 1 sampai ${month}.`);
  }

  const jabatan = inForceOn(BIAYA_JABATAN, date, 'biaya jabatan');
  const biayaJabatan = Math.min(
    percentOf(input.bruto, jabatan.tarif),
    jabatan.maksSebulan * input.bulanBekerja,
    jabatan.maksSetahun,
  );
  const neto = Math.max(0, input.bruto - biayaJabatan - input.iuranPensiun - zakat);
  const ptkp = ptkpFor(input.statusPtkp, year);
  const pkp = Math.floor(Math.max(0, neto - ptkp) / THOUSAND) * THOUSAND;
  const tax = art17Tax(pkp, year);
  const pph21Setahun = input.punyaNpwp ? tax : percentOfWithSurcharge(tax, 10_000, surchargeIn(date));
  const selisih = pph21Setahun - input.sudahDipotong;
  return {
    bruto: input.bruto,
    biayaJabatan,
    iuranPensiun: input.iuranPensiun,
    zakat,
    neto,
    ptkp,
    pkp,
    pph21Setahun,
    sudahDipotong: input.sudahDipotong,
    pph21: Math.max(0, selisih),
    lebihPotong: Math.max(0, -selisih),
  };
}

/** Yearly tax on `pkp` (whole thousands) under the art. 17 rates in force in `year`. */
export function art17Tax(pkp: number, year: number): number {
  assertRupiah(pkp, 'PKP');
  if (pkp % THOUSAND !== 0) throw new RangeError('PKP dibulatkan ke bawah dalam ribuan penuh.');
  const { lapisan } = inForceOn(PASAL_17, `${year}-01-01`, 'tarif Pasal 17');
  let tax = 0;
  let below = 0;
  for (const [batasAtas, tarif] of lapisan) {
    const top = batasAtas === null ? pkp : Math.min(pkp, batasAtas);
    if (top <= below) break;
    // Slices are whole thousands and every rate a multiple of 5 %, so each slice's tax is whole rupiah.
    tax += percentOf(top - below, tarif);
    below = top;
  }
  return tax;
}

function surchargeIn(date: string): BasisPoints {
  return inForceOn(TANPA_NPWP, date, 'tarif tanpa NPWP').lebihTinggi;
}
