// JP (Jaminan Pensiun) and the pension age, PP 45/2015 Pasal 15:
//  (1) first set at 56; (2) 57 from 1 January 2019; (3) then one year more every three years, up to 65;
//  (4) a participant past the pension age who is still employed may choose to take the pension when they stop
//      work instead, at most 3 years after the pension age.
// Sources cross-checked: the article's text as quoted by hrd-forum.com ("Program Jaminan Pensiun PP No.45 Tahun
// 2015"), Republika 10 Jan 2025 (59 from January 2025, 65 in 2043, the 3-year option) and Arianto Gunawan's note on
// Pasal 15 (slideshare, 65 first reached in 2043).
// Membership of JP ends when the participant reaches the pension age (PP 45/2015, as summarised from the text by
// Kontan and Hukumonline, 8 July 2015); contributions are monthly, so the month in which the employee reaches it is
// still paid and JP stops from the next month. The month rule is this module's reading: the regulation names the
// age, not the month.

const USIA_PERTAMA = 56;
const USIA_2019 = 57;
const USIA_AKHIR = 65;
/** Years the pension may be deferred while still employed (Pasal 15 ayat (4)). */
export const TAHUN_PENUNDAAN = 3;

/** The JP pension age in force in `tahun`: 56 up to 2018, 57 in 2019-2021, 58 in 2022-2024, 59 in 2025-2027, ... 65. */
export function usiaPensiun(tahun: number): number {
  if (tahun < 2019) return USIA_PERTAMA;
  return Math.min(USIA_AKHIR, USIA_2019 + Math.floor((tahun - 2019) / 3));
}

export interface CapaiUsiaPensiun {
  usia: number;
  /** yyyy-MM-dd: the birthday on which the employee reaches it. */
  tanggal: string;
}

/** When someone born on `tanggalLahir` (yyyy-MM-dd) reaches the pension age of the year they reach it. */
export function capaiUsiaPensiun(tanggalLahir: string): CapaiUsiaPensiun {
  const lahir = Number(tanggalLahir.slice(0, 4));
  let tahun = lahir + USIA_PERTAMA;
  while (tahun - lahir < usiaPensiun(tahun)) tahun++;
  return { usia: tahun - lahir, tanggal: `${tahun}${tanggalLahir.slice(4)}` };
}

export interface JpBulanIni {
  /** True when no JP is due this month (worker's and employer's shares 0). */
  berhenti: boolean;
  /** Why, in Indonesian with the article: for the JP lines' rincian. */
  catatan: string;
}

const bulanDari = (tanggal: string) => tanggal.slice(0, 7);
const tambahTahun = (tanggal: string, n: number) => `${Number(tanggal.slice(0, 4)) + n}${tanggal.slice(4)}`;

/**
 * JP of month `bulan` (yyyy-MM) for someone born on `tanggalLahir`: null while they are under the pension age (or
 * the birth date is unknown: JP goes on as before). With `ditunda` (the employee's choice under Pasal 15 ayat (4))
 * JP goes on until the month of the third anniversary of reaching it.
 */
export function jpBulanIni(
  bulan: string,
  tanggalLahir: string | null,
  ditunda: boolean,
  tgl: (d: string) => string,
): JpBulanIni | null {
  if (!tanggalLahir) return null;
  const capai = capaiUsiaPensiun(tanggalLahir);
  if (bulan <= bulanDari(capai.tanggal)) return null;
  const dasar = `Usia pensiun ${capai.usia} tahun tercapai pada ${tgl(capai.tanggal)} (PP 45/2015 Pasal 15)`;
  if (ditunda) {
    const akhir = tambahTahun(capai.tanggal, TAHUN_PENUNDAAN);
    if (bulan <= bulanDari(akhir)) {
      return {
        berhenti: false,
        catatan: ` ${dasar}; karyawan memilih tetap membayar JP selama masih bekerja, paling lama sampai ${tgl(akhir)} (Pasal 15 ayat (4)).`,
      };
    }
    return {
      berhenti: true,
      catatan: ` ${dasar}; penundaan paling lama 3 tahun berakhir ${tgl(akhir)} (Pasal 15 ayat (4)): iuran JP tidak dipungut lagi setelah bulan itu.`,
    };
  }
  return { berhenti: true, catatan: ` ${dasar}: kepesertaan JP berakhir, iuran JP tidak dipungut lagi setelah bulan itu.` };
}
