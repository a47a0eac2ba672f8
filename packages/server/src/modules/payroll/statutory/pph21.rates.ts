import type { BasisPoints, Dated } from './money.ts';

// Annual PPh 21 figures for the last tax period (December, or the last month of employment), as dated rows.

export interface Pasal17Table extends Dated {
  /** [batas atas PKP, tarif]: each slice of PKP above the previous bound up to this one pays its rate. */
  lapisan: readonly (readonly [batasAtas: number | null, tarif: BasisPoints])[];
}

/** 5 % to 60 jt, 15 % to 250 jt, 25 % to 500 jt, 30 % to 5 M, 35 % above (tax year 2022 onwards). */
export const PASAL_17: readonly Pasal17Table[] = [
  {
    berlakuMulai: '2022-01-01',
    lapisan: [
      [60_000_000, 500],
      [250_000_000, 1500],
      [500_000_000, 2500],
      [5_000_000_000, 3000],
      [null, 3500],
    ],
    sumber: 'UU 7/1983 Pasal 17 ayat (1) huruf a sebagaimana diubah UU 7/2021 (HPP)',
  },
];

export interface BiayaJabatanTable extends Dated {
  tarif: BasisPoints;
  /** The cap is this much per month worked with the employer in the year, so a partial year gets a partial cap. */
  maksSebulan: number;
  maksSetahun: number;
}

/** 5 % of gross, at most Rp 500.000 a month worked and Rp 6.000.000 a year. */
export const BIAYA_JABATAN: readonly BiayaJabatanTable[] = [
  {
    berlakuMulai: '2024-01-01',
    tarif: 500,
    maksSebulan: 500_000,
    maksSetahun: 6_000_000,
    sumber: 'PMK 168/2023 Pasal 10 ayat (2); Lampiran huruf B (contoh pegawai yang mulai bekerja September)',
  },
];

export interface TanpaNpwpTable extends Dated {
  /** How much higher the tax is for a recipient without NPWP (basis points: 2000 = 20 % higher). */
  lebihTinggi: BasisPoints;
}

/**
 * UU PPh Pasal 21 ayat (5a) still charges 20 % more to a recipient without NPWP. Since NIK serves as NPWP
 * (UU HPP; PMK 112/2022), the higher rate is not applied when the NIK is valid and integrated with the DJP system
 * (Pengumuman DJP PENG-6/PJ.09/2024 butir 7). Payroll passes `punyaNpwp: true` for an NPWP or such a NIK.
 */
export const TANPA_NPWP: readonly TanpaNpwpTable[] = [
  {
    berlakuMulai: '2009-01-01',
    lebihTinggi: 2000,
    sumber: 'UU 7/1983 Pasal 21 ayat (5a) sebagaimana diubah UU 36/2008; PENG-6/PJ.09/2024 butir 7',
  },
];
