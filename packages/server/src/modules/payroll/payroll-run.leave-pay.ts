import { rp } from './payroll-run.format.ts';
import { type BasisPoints, fraction } from './statutory/money.ts';

// The minimum wage and the leave the law pays at less than the full wage, as slip rules: pure, no database.
// The draft reads the facts (payroll-run.leave-pay.inputs.ts) into the slip's masukan; absent fields (slips
// computed before issue 17) mean no floor, no flag and no deduction, as before.

/** The minimum wage in force at the employee's location at the month's end, with its decree. */
export interface UpahMinimumMasukan {
  nominal: number;
  sumber: string;
}

/** Leave days of the month by the month of the leave spell they fall in (1 = the spell's first month). */
export interface HariPerBulanKe {
  bulan_ke: number;
  hari: number;
}

/** Maternity days and (when the company pays sickness in tiers) sick days of the month, by spell month. */
export interface CutiBerupahMasukan {
  melahirkan: HariPerBulanKe[];
  sakit: HariPerBulanKe[];
}

/** The fields of SlipMasukan these rules read. */
export interface UpahCutiSlip {
  hari_kerja: number;
  upah_bulanan: number | null;
  upah_minimum?: UpahMinimumMasukan | null;
  cuti_berupah?: CutiBerupahMasukan | null;
}

const PENUH: BasisPoints = 10_000;
const persen = (bp: BasisPoints) => `${bp / 100}%`;

/**
 * A monthly wage below the minimum wage in force: "Pengusaha dilarang membayar upah lebih rendah dari upah minimum"
 * (UU 13/2003 Pasal 88E ayat (2) as amended by UU 6/2023; advokatkonstitusi.com, olenas.id). Unknown either way: no.
 */
export function dibawahUpahMinimum(upahBulanan: number | null, upahMinimum: number | null | undefined): boolean {
  return upahBulanan !== null && upahMinimum != null && upahBulanan < upahMinimum;
}

/**
 * The lowest wage BPJS Kesehatan is computed on: the UMK, or the UMP where no UMK is set (Perpres 82/2018 Pasal 32 as
 * amended by Perpres 64/2020: "paling rendah sebesar upah minimum kabupaten/kota"; CNN Indonesia 24 May 2025 via
 * seputarbaru.com, and bulan.solusijodoh.com "Berapa iuran BPJS"). Only for a known monthly wage.
 * BPJS Ketenagakerjaan has no such floor: PP 44/2015 Pasal 19 and PP 46/2015 Pasal 17 take the wage as paid (base pay
 * + fixed allowances; BPJS Ketenagakerjaan letter B/11003/112020, Perdir 22/PERDIR.02/072022), so JHT, JP, JKK and
 * JKM stay on the wage.
 */
export function dasarMinimalKesehatan(m: UpahCutiSlip): number | undefined {
  return m.upah_bulanan === null ? undefined : (m.upah_minimum?.nominal ?? undefined);
}

/** What a BPJS Kesehatan line adds to its rincian when the floor raised its base. */
export function catatanDasarKesehatan(m: UpahCutiSlip): string {
  if (!m.upah_minimum || !dibawahUpahMinimum(m.upah_bulanan, m.upah_minimum.nominal)) return '';
  return ` Upah sebulan ${rp(m.upah_bulanan ?? 0)} di bawah upah minimum ${rp(m.upah_minimum.nominal)} (${m.upah_minimum.sumber}; UU 13/2003 Pasal 88E ayat (2)): dasar upah minimal UMK/UMP ${rp(m.upah_minimum.nominal)} (Perpres 82/2018 Pasal 32 jo. Perpres 64/2020).`;
}

/** Maternity leave pay: full for months 1-4, 75 % for months 5 and 6 (UU 4/2024 Pasal 5 ayat (2)). */
export function persenUpahMelahirkan(bulanKe: number): BasisPoints {
  return bulanKe === 5 || bulanKe === 6 ? 7_500 : PENUH;
}

/**
 * Sick pay by months of continuous sickness: 100 % for the first 4 months, 75 % the next 4, 50 % the next 4, then 25 %
 * until employment ends (UU 13/2003 Pasal 93 ayat (3) jo. PP 36/2021 Pasal 41 ayat (1); PP 78/2015 Pasal 26 ayat
 * (1) had the same tiers; sources: oleco.id, arzettilaw.co.id, okezone.com quoting Kemnaker).
 */
export function persenUpahSakit(bulanKe: number): BasisPoints {
  if (bulanKe <= 4) return PENUH;
  if (bulanKe <= 8) return 7_500;
  if (bulanKe <= 12) return 5_000;
  return 2_500;
}

export interface BarisUpahCuti {
  kode: string;
  nama: string;
  nominal: number;
  rincian: string;
}

/**
 * The deduction for the unpaid share of the days: upah sebulan ÷ working days × Σ (100 % - paid share) × days, one
 * rounding down at the end (statutory/money.ts). None without a known wage, working days or a reduced day.
 */
function potongan(
  m: UpahCutiSlip,
  hari: readonly HariPerBulanKe[],
  persenUpah: (bulanKe: number) => BasisPoints,
): { nominal: number; rincian: string } | null {
  const upah = m.upah_bulanan;
  const dipotong = hari.filter((h) => h.hari > 0 && persenUpah(h.bulan_ke) < PENUH);
  if (upah === null || upah <= 0 || m.hari_kerja <= 0 || dipotong.length === 0) return null;
  const bobot = dipotong.reduce((s, h) => s + (PENUH - persenUpah(h.bulan_ke)) * h.hari, 0);
  const nominal = fraction(upah, bobot, PENUH * m.hari_kerja);
  const rinci = dipotong
    .map((h) => `bulan ke-${h.bulan_ke}: ${h.hari} hari dibayar ${persen(persenUpah(h.bulan_ke))}`)
    .join('; ');
  const rumus = dipotong.map((h) => `${persen(PENUH - persenUpah(h.bulan_ke))} × ${h.hari} hari`).join(' + ');
  return { nominal, rincian: `${rinci}. Upah sebulan ${rp(upah)} ÷ ${m.hari_kerja} hari kerja × (${rumus}).` };
}

/** The slip's leave-pay deduction lines (potongan, objek pajak: they lower the wage actually paid). */
export function barisUpahCuti(m: UpahCutiSlip): BarisUpahCuti[] {
  const baris: BarisUpahCuti[] = [];
  const melahirkan = potongan(m, m.cuti_berupah?.melahirkan ?? [], persenUpahMelahirkan);
  if (melahirkan) {
    baris.push({
      kode: 'upah_cuti_melahirkan',
      nama: 'Potongan Upah Cuti Melahirkan',
      nominal: melahirkan.nominal,
      rincian: `Cuti melahirkan bulan ke-5 dan ke-6 dibayar 75% dari upah (UU 4/2024 Pasal 5 ayat (2) huruf c), dihitung sejak hari pertama cuti: ${melahirkan.rincian}`,
    });
  }
  const sakit = potongan(m, m.cuti_berupah?.sakit ?? [], persenUpahSakit);
  if (sakit) {
    baris.push({
      kode: 'upah_sakit_bertahap',
      nama: 'Potongan Upah Sakit Berkepanjangan',
      nominal: sakit.nominal,
      rincian: `Upah sakit bertahap: 4 bulan pertama 100%, 4 bulan kedua 75%, 4 bulan ketiga 50%, selanjutnya 25% (UU 13/2003 Pasal 93 ayat (3) jo. PP 36/2021 Pasal 41 ayat (1)), dihitung sejak hari pertama sakit yang tidak terputus: ${sakit.rincian}`,
    });
  }
  return baris;
}
