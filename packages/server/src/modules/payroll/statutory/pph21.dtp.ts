import { formatRupiah } from '@hadir/contract';
// PPh 21 borne by the government (ditanggung pemerintah, DTP) for certain employees of employers in certain
// sectors: who qualifies, in which tax periods, under which regulation. Pure: the slip hook supplies the facts.
//
// PMK 10/2025 (Pasal 2-5, Lampiran A: 56 KLU of footwear, textile and apparel, furniture, leather), tax periods
// January-December 2025; PMK 72/2025 added tourism (Pasal 3 ayat (1) huruf a angka 5, 77 more KLU) for October-
// December 2025 only (Pasal 4A huruf b); PMK 105/2025 gives both lists (133 KLU) again for January-December 2026
// (Pasal 2 ayat (3)). The conditions are the same in all three:
//  - the employer's main KLU is in the annex (Pasal 3);
//  - the employee has an NPWP or a NIK integrated with the DJP (Pasal 4 ayat (2) huruf a, ayat (5) huruf a);
//  - a permanent employee's fixed, regular gross is at most Rp 10.000.000 in January of the year, or in the first
//    month worked for one who joins during the year; that month decides the whole year, bonuses and raises
//    included (Pasal 4 ayat (2) huruf b; Lampiran B, examples Tuan B and Tuan D);
//  - a non-permanent worker paid by the day, week, unit or piece earns on average at most Rp 500.000 a day, one
//    paid monthly at most Rp 10.000.000 that month (Pasal 4 ayat (5) huruf b; PMK 105/2025 Pasal 4 ayat (3));
//  - the DTP is paid to the employee in cash, also when the employer pays a tax allowance, and is not taxable
//    income (Pasal 5 ayat (1)-(2)); DTP withheld beyond the year's tax is not refunded (Pasal 5 ayat (5); for
//    tourism PMK 72/2025 Pasal 5 ayat (5a) refunds only the part not borne by the government: the same rule).
// Not checked here: "not receiving another PPh 21 DTP" (Pasal 4 ayat (2) huruf c) has no other such incentive
// in force to compare with, and the DJP's own record of the KLU is the company's entry in Profil Perusahaan.
//
// Sources, cross-checked: the regulations' texts (peraturan.go.id copies of PMK 10/2025, 72/2025 and 105/2025 in
// github.com/fiskuspintar/peraturan-perpajakan, whose three annexes list the same 56 + 77 codes), DJP's
// announcement quoted by vozpublica.info and seputarinfo.net (four sectors, Rp 10 juta / Rp 500 ribu, January or
// the first month), pajaknow.id and pajakku.com on PMK 72/2025 (tourism October-December 2025, January 2025 as
// the reference month), DDTCNews and idxchannel.com on PMK 105/2025 (five sectors, tax year 2026, KLU 55110).

/** 56 KLU of PMK 10/2025 Lampiran A (also PMK 72/2025 and PMK 105/2025 Lampiran A bagian I). */
const KLU_PADAT_KARYA = [
  '13111',
  '13112',
  '13113',
  '13121',
  '13122',
  '13123',
  '13131',
  '13132',
  '13133',
  '13134',
  '13911',
  '13912',
  '13913',
  '13921',
  '13922',
  '13923',
  '13924',
  '13925',
  '13926',
  '13929',
  '13930',
  '13941',
  '13942',
  '13991',
  '13992',
  '13993',
  '13994',
  '13995',
  '13996',
  '13999',
  '14111',
  '14112',
  '14120',
  '14131',
  '14132',
  '14200',
  '14301',
  '14302',
  '14303',
  '15111',
  '15112',
  '15113',
  '15114',
  '15121',
  '15122',
  '15123',
  '15129',
  '15201',
  '15202',
  '15203',
  '15209',
  '31001',
  '31002',
  '31003',
  '31004',
  '31009',
] as const;

/** 77 KLU of tourism, PMK 72/2025 and PMK 105/2025 Lampiran A bagian II. */
const KLU_PARIWISATA = [
  '49425',
  '50113',
  '50122',
  '55110',
  '55120',
  '55130',
  '55191',
  '55192',
  '55193',
  '55194',
  '55199',
  '55900',
  '56101',
  '56102',
  '56103',
  '56104',
  '56109',
  '56210',
  '56290',
  '56301',
  '56302',
  '56303',
  '56304',
  '56306',
  '68112',
  '68120',
  '70201',
  '79111',
  '79119',
  '79121',
  '79129',
  '79911',
  '79912',
  '79921',
  '79922',
  '79990',
  '82301',
  '82302',
  '90030',
  '90040',
  '91022',
  '91024',
  '91029',
  '93111',
  '93112',
  '93113',
  '93114',
  '93115',
  '93116',
  '93119',
  '93191',
  '93193',
  '93195',
  '93211',
  '93219',
  '93221',
  '93222',
  '93223',
  '93224',
  '93229',
  '93231',
  '93239',
  '93241',
  '93242',
  '93243',
  '93244',
  '93245',
  '93246',
  '93249',
  '93291',
  '93292',
  '93293',
  '93294',
  '93299',
  '96121',
  '96122',
  '96129',
] as const;

export interface ProgramDtp {
  /** First and last tax period (yyyy-MM) of the incentive. */
  dari: string;
  sampai: string;
  klu: ReadonlySet<string>;
  /** Fixed, regular monthly gross of a permanent employee in the reference month: at most this. */
  batasTetap: number;
  /** Average daily wage of a non-permanent worker paid by the day or piece: at most this. */
  batasHarian: number;
  /** The month's wage of a non-permanent worker paid monthly: at most this. */
  batasBulanan: number;
  /** As written on the slip. */
  dasar: string;
}

const SYARAT = { batasTetap: 10_000_000, batasHarian: 500_000, batasBulanan: 10_000_000 };

export const PROGRAM_DTP: readonly ProgramDtp[] = [
  {
    dari: '2025-01',
    sampai: '2025-12',
    klu: new Set(KLU_PADAT_KARYA),
    ...SYARAT,
    dasar: 'PMK 10/2025 sebagaimana diubah PMK 72/2025',
  },
  {
    dari: '2025-10',
    sampai: '2025-12',
    klu: new Set(KLU_PARIWISATA),
    ...SYARAT,
    dasar: 'PMK 10/2025 sebagaimana diubah PMK 72/2025',
  },
  {
    dari: '2026-01',
    sampai: '2026-12',
    klu: new Set([...KLU_PADAT_KARYA, ...KLU_PARIWISATA]),
    ...SYARAT,
    dasar: 'PMK 105/2025',
  },
];

/** '13111' from what a person typed ('13111', '13.111 ', 'KLU 13111'); null when it is not five digits. */
export function normalKlu(klu: string | null | undefined): string | null {
  const digits = klu?.replace(/\D/g, '') ?? '';
  return digits.length === 5 ? digits : null;
}

/** The incentive an employer with `klu` has in tax period `bulan` (yyyy-MM), if any. */
export function programDtp(klu: string | null | undefined, bulan: string): ProgramDtp | null {
  const kode = normalKlu(klu);
  if (!kode) return null;
  return PROGRAM_DTP.find((p) => p.dari <= bulan && bulan <= p.sampai && p.klu.has(kode)) ?? null;
}

/** January of the tax year, or the month the employee joined when that is later in the same year. */
export function bulanAcuan(bulan: string, tanggalMasuk: string | null | undefined): string {
  const januari = `${bulan.slice(0, 4)}-01`;
  const masuk = tanggalMasuk?.slice(0, 7);
  return masuk && masuk > januari && masuk <= bulan ? masuk : januari;
}

export type DtpPegawai =
  | { jenis: 'tetap'; punyaNpwp: boolean; penghasilanTetap: number }
  | { jenis: 'tidak_tetap'; punyaNpwp: boolean; upah: number; hari: number }
  | { jenis: 'tidak_tetap_bulanan'; punyaNpwp: boolean; upah: number };

export type KeputusanDtp = { berhak: true } | { berhak: false; alasan: string };

const rupiah = formatRupiah;

/** Whether the employee qualifies under `program`; the reason in Indonesian when not. */
export function syaratDtp(program: ProgramDtp, p: DtpPegawai): KeputusanDtp {
  if (!p.punyaNpwp) {
    return { berhak: false, alasan: `tidak punya NPWP atau NIK 16 digit (${program.dasar}, Pasal 4 ayat (2) huruf a).` };
  }
  if (p.jenis === 'tetap') {
    return p.penghasilanTetap <= program.batasTetap
      ? { berhak: true }
      : {
          berhak: false,
          alasan: `penghasilan tetap dan teratur bulan acuan ${rupiah(p.penghasilanTetap)} di atas ${rupiah(program.batasTetap)} (${program.dasar}, Pasal 4 ayat (2) huruf b).`,
        };
  }
  if (p.jenis === 'tidak_tetap_bulanan') {
    return p.upah <= program.batasBulanan
      ? { berhak: true }
      : {
          berhak: false,
          alasan: `upah bulan ini ${rupiah(p.upah)} di atas ${rupiah(program.batasBulanan)} (${program.dasar}, Pasal 4 ayat (5) huruf b angka 2).`,
        };
  }
  if (p.hari <= 0) return { berhak: false, alasan: 'tidak ada hari kerja tercatat untuk menghitung rata-rata upah sehari.' };
  // upah / hari <= batas, in integers.
  return p.upah <= program.batasHarian * p.hari
    ? { berhak: true }
    : {
        berhak: false,
        alasan: `rata-rata upah sehari ${rupiah(Math.floor(p.upah / p.hari))} di atas ${rupiah(program.batasHarian)} (${program.dasar}, Pasal 4 ayat (5) huruf b angka 1).`,
      };
}

/**
 * What of an over-withheld year may go back to the employee: only tax actually withheld from pay, never DTP
 * (PMK 10/2025 Pasal 5 ayat (5); PMK 72/2025 Pasal 5 ayat (5a)).
 */
export function lebihPotongDikembalikan(lebih: number, sudahDipotong: number, sudahDtp: number): number {
  return Math.max(0, Math.min(lebih, sudahDipotong - sudahDtp));
}
