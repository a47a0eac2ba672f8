import type { BasisPoints, Dated } from './money.ts';

// BPJS contribution rates and wage caps as dated rows, each with its legal source. A later change is a new row
// (never an edit), so a past month always recomputes with the figures in force then. Contributions are a share of
// the monthly wage (upah: gaji pokok + tunjangan tetap).

export interface KesehatanRate extends Dated {
  pemberiKerja: BasisPoints;
  pekerja: BasisPoints;
  /** Highest wage the contribution is computed on. */
  batasUpah: number;
}

export interface SplitRate extends Dated {
  pemberiKerja: BasisPoints;
  pekerja: BasisPoints;
}

export interface WageCap extends Dated {
  batasUpah: number;
}

export const KELAS_RISIKO_JKK = ['sangat_rendah', 'rendah', 'sedang', 'tinggi', 'sangat_tinggi'] as const;
export type KelasRisikoJkk = (typeof KELAS_RISIKO_JKK)[number];

export interface JkkRate extends Dated {
  /** Employer only, by the company's risk class (set by BPJS Ketenagakerjaan for the company). */
  tarif: Record<KelasRisikoJkk, BasisPoints>;
}

export interface JkmRate extends Dated {
  pemberiKerja: BasisPoints;
}

/** JKN / BPJS Kesehatan for wage earners: 4 % employer + 1 % worker, wage capped at Rp 12.000.000. */
export const KESEHATAN: readonly KesehatanRate[] = [
  {
    berlakuMulai: '2020-01-01',
    pemberiKerja: 400,
    pekerja: 100,
    batasUpah: 12_000_000,
    sumber:
      'Perpres 82/2018 Pasal 30 dan 32 jo. Perpres 75/2019 (batas upah Rp12.000.000 mulai 1 Januari 2020), dipertahankan Perpres 64/2020',
  },
];

/** Jaminan Hari Tua: 3,7 % employer + 2 % worker, no wage cap. */
export const JHT: readonly SplitRate[] = [
  { berlakuMulai: '2015-07-01', pemberiKerja: 370, pekerja: 200, sumber: 'PP 46/2015 Pasal 16 ayat (1)' },
];

/** Jaminan Pensiun: 2 % employer + 1 % worker, on a wage capped by the yearly cap below. */
export const JP: readonly SplitRate[] = [
  { berlakuMulai: '2015-07-01', pemberiKerja: 200, pekerja: 100, sumber: 'PP 45/2015 Pasal 28 ayat (3)' },
];

/**
 * JP wage cap: PP 45/2015 Pasal 29 ayat (3)-(4) has BPJS Ketenagakerjaan raise it every year by the previous year's
 * GDP growth, announced by letter and applied from the March contribution period. The published figure is used as
 * is (the letters round it). 2026: letter B/1226/022026 of 25 February 2026. Carried forward until the next letter;
 * an admin setting may override it (see decision 0007).
 */
export const JP_BATAS_UPAH: readonly WageCap[] = [
  { berlakuMulai: '2023-03-01', batasUpah: 9_559_600, sumber: 'Surat BPJS Ketenagakerjaan B/77/022023' },
  { berlakuMulai: '2024-03-01', batasUpah: 10_042_300, sumber: 'Surat BPJS Ketenagakerjaan B/1387/022024' },
  { berlakuMulai: '2025-03-01', batasUpah: 10_547_400, sumber: 'Surat BPJS Ketenagakerjaan B/726/022025' },
  { berlakuMulai: '2026-03-01', batasUpah: 11_086_300, sumber: 'Surat BPJS Ketenagakerjaan B/1226/022026' },
];

/**
 * Jaminan Kecelakaan Kerja, employer only: 0,24 % / 0,54 % / 0,89 % / 1,27 % / 1,74 % by risk class. The 50 %
 * relief of PP 7/2025 (extended by PP 36/2025, contribution periods February 2025 - January 2026, six labour-
 * intensive industries only) is not a general rate and is not carried here.
 */
export const JKK: readonly JkkRate[] = [
  {
    berlakuMulai: '2015-07-01',
    tarif: { sangat_rendah: 24, rendah: 54, sedang: 89, tinggi: 127, sangat_tinggi: 174 },
    sumber: 'PP 44/2015 Pasal 16 ayat (1) dan Lampiran I',
  },
];

/** Jaminan Kematian, employer only: 0,30 %. */
export const JKM: readonly JkmRate[] = [{ berlakuMulai: '2015-07-01', pemberiKerja: 30, sumber: 'PP 44/2015 Pasal 18 ayat (1)' }];
