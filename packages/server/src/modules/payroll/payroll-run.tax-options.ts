import type { JenisBaris } from '@hadir/contract';
import { namaBulan, rp } from './payroll-run.format.ts';
import { jenisPegawaiPajak } from './statutory/jenis-pegawai.ts';
import { type KeputusanDtp, lebihPotongDikembalikan, programDtp, syaratDtp } from './statutory/pph21.dtp.ts';
import { grossUp } from './statutory/pph21.grossup.ts';

// The slip's tax options (issue 17), called from hitungSlip (payroll-run.compute.ts) by two small hooks:
//  - gross-up per salary group: a taxable "Tunjangan PPh 21" equal to the slip's own PPh 21 (statutory/pph21.grossup.ts);
//  - PPh 21 borne by the government (statutory/pph21.dtp.ts): the PPh 21 line stays as computed and an untaxed
//    cash earning of the same amount is added, line code `pph21_dtp` (what the e-Bupot file reads as the DTP).
// Pure, like hitungSlip; this module does not import it (the compute module calls in, never the other way).

export const KODE_TUNJANGAN_PPH21 = 'tunjangan_pph21';
export const KODE_PPH21_DTP = 'pph21_dtp';
const KODE_LEBIH_POTONG = 'pph21_lebih';

/** SlipMasukan.pajak: kept with the slip, so an adjustment recomputes with the same options. */
export interface OpsiPajakMasukan {
  /** The employee's salary group pays the PPh 21 as an allowance. */
  gross_up: boolean;
  /** Present when the company's KLU is in a DTP program of this tax year. */
  dtp: {
    klu: string;
    /** January, or the month the employee joined in this year: the month that decides a permanent employee. */
    bulan_acuan: string;
    /** Fixed, regular gross of the final slip of `bulan_acuan`; null when there is none (or it is this month). */
    penghasilan_tetap_acuan: number | null;
    /** DTP of the earlier final slips of the year: never refunded when the year was over-withheld. */
    dtp_setahun: number;
  } | null;
}

interface Baris {
  kode: string;
  nama: string;
  jenis: JenisBaris;
  nominal_hitung: number;
  nominal: number;
  rincian: string;
}

interface Komponen {
  id: number;
  gaji_pokok: boolean;
  nilai: number | null;
  jenis: string;
  cara_hitung: string;
  sumber_otomatis: string | null;
  objek_pajak: boolean;
}

/** What of SlipMasukan the options read. */
export interface MasukanPajak {
  bulan: string;
  punya_npwp: boolean;
  masa_pajak_terakhir: boolean;
  hari_hadir: number;
  jumlah_borongan: number;
  /** slip-pph21-jp.rules.ts: the PPh 21 kind of worker and the days with piece-rate entries, when known. */
  jenis_pegawai_pajak?: 'tetap' | 'tidak_tetap';
  hari_borongan?: number;
  komponen: Komponen[];
  ytd: { pph21: number };
  thr_bulan_ini?: { pph21: number } | null;
  karyawan?: { tipe: string | null; tanggal_masuk: string | null };
  pajak?: OpsiPajakMasukan;
}

/**
 * The gross-up slip: `hitung(t)` computes the slip with an allowance of t; answers the slip whose allowance equals
 * its PPh 21 (the last one computed: the solver stops on the call with the solution).
 */
export function denganGrossUp<S extends { pph21: number }>(hitung: (tunjangan: number) => S): S {
  let slip: S | undefined;
  grossUp((t) => {
    slip = hitung(t);
    return slip.pph21;
  });
  return slip!;
}

export function rincianTunjanganPph21(m: MasukanPajak): string {
  const apa = m.masa_pajak_terakhir ? 'sisa PPh 21 setahun (Pasal 17) yang dipotong bulan ini' : 'PPh 21 bulan ini';
  return `PPh 21 ditanggung perusahaan (gross-up): sebesar ${apa}, dihitung atas penghasilan termasuk tunjangan ini, sehingga gaji bersih sama dengan tanpa pajak. Tunjangan ini penghasilan kena pajak (UU PPh Pasal 4 ayat (1) huruf a).`;
}

const PREMI = new Set(['bpjs_kesehatan', 'bpjs_jkk', 'bpjs_jkm']);

/**
 * Fixed, regular gross of a slip as PMK 10/2025 Pasal 4 ayat (3)-(4) reads it: the fixed monthly taxable
 * earnings (base pay, fixed allowances, a gross-up tax allowance) as set before any adjustment (the agreed pay,
 * as in Lampiran B example Tuan D), plus the employer-paid JKK, JKM and BPJS Kesehatan premiums, which are the
 * employee's income (PMK 168/2023 Pasal 5). The same rule reads a stored slip in payroll-run.tax-options.repo.ts.
 */
function penghasilanTetap(m: MasukanPajak, baris: Baris[]): number {
  const hitung = new Map(baris.map((b) => [b.kode, b.nominal_hitung]));
  let total = hitung.get(KODE_TUNJANGAN_PPH21) ?? 0;
  for (const k of m.komponen) {
    if (k.cara_hitung === 'tetap' && k.jenis === 'pendapatan' && k.objek_pajak) total += hitung.get(`k${k.id}`) ?? 0;
    if (k.sumber_otomatis && PREMI.has(k.sumber_otomatis)) total += hitung.get(`k${k.id}_pk`) ?? 0;
  }
  return total;
}

/**
 * The government-borne PPh 21 of this slip, placed after the PPh 21 line is computed: adds the DTP earning when
 * the employee qualifies (or says on the PPh 21 line why not), and keeps DTP out of a year-end refund.
 * `bruto` is the slip's taxable gross: a non-permanent worker's wage for the limits.
 */
export function terapkanDtp(
  m: MasukanPajak,
  baris: Baris[],
  penyesuaian: ReadonlyMap<string, number>,
  kodePph21: string,
  bruto: number,
): void {
  const dtp = m.pajak?.dtp;
  if (!dtp) return;
  const pph21 = baris.find((b) => b.kode === kodePph21);
  const lebih = baris.find((b) => b.kode === KODE_LEBIH_POTONG);
  if (lebih && dtp.dtp_setahun > 0) {
    // The year's earlier tax "withheld" includes the DTP months (PMK 10/2025 Lampiran B, Tuan A and Tuan C).
    const dipotong = m.ytd.pph21 + (m.thr_bulan_ini?.pph21 ?? 0);
    const boleh = lebihPotongDikembalikan(lebih.nominal_hitung, dipotong, dtp.dtp_setahun);
    if (boleh < lebih.nominal_hitung) {
      lebih.rincian += ` Kelebihan ${rp(lebih.nominal_hitung - boleh)} berasal dari PPh 21 ditanggung pemerintah (DTP) ${rp(dtp.dtp_setahun)} dan tidak dikembalikan (PMK 10/2025 Pasal 5 ayat (5)).`;
      lebih.nominal_hitung = boleh;
      if (!penyesuaian.has(lebih.kode)) lebih.nominal = boleh;
    }
  }
  const program = programDtp(dtp.klu, m.bulan);
  if (!program || !pph21) return;

  let acuan = '';
  let keputusan: KeputusanDtp;
  if ((m.jenis_pegawai_pajak ?? jenisPegawaiPajak(m.karyawan?.tipe ?? null)) === 'tetap') {
    const tersimpan = dtp.bulan_acuan === m.bulan ? null : dtp.penghasilan_tetap_acuan;
    const nominal = tersimpan ?? penghasilanTetap(m, baris);
    acuan =
      dtp.bulan_acuan === m.bulan || tersimpan !== null
        ? ` Penghasilan tetap dan teratur ${namaBulan(dtp.bulan_acuan)}: ${rp(nominal)}.`
        : ` Slip gaji final ${namaBulan(dtp.bulan_acuan)} belum ada; dipakai penghasilan tetap dan teratur bulan ini: ${rp(nominal)}.`;
    keputusan = syaratDtp(program, { jenis: 'tetap', punyaNpwp: m.punya_npwp, penghasilanTetap: nominal });
  } else if (m.komponen.some((k) => k.gaji_pokok && k.cara_hitung === 'tetap' && (k.nilai ?? 0) > 0)) {
    // Paid monthly (a monthly base pay), as slip-pph21-jp.rules.ts decides the TER.
    keputusan = syaratDtp(program, { jenis: 'tidak_tetap_bulanan', punyaNpwp: m.punya_npwp, upah: bruto });
  } else {
    // Days worked: the more of days present and days with piece-rate entries, as for the daily TER.
    const hari = Math.max(m.hari_hadir, m.hari_borongan ?? m.jumlah_borongan);
    keputusan = syaratDtp(program, { jenis: 'tidak_tetap', punyaNpwp: m.punya_npwp, upah: bruto, hari });
  }
  if (!keputusan.berhak) {
    pph21.rincian += ` Tidak mendapat PPh 21 ditanggung pemerintah: ${keputusan.alasan}${acuan}`;
    return;
  }
  if (pph21.nominal <= 0 && !penyesuaian.has(KODE_PPH21_DTP)) return;
  baris.push({
    kode: KODE_PPH21_DTP,
    nama: 'PPh 21 Ditanggung Pemerintah (DTP)',
    jenis: 'pendapatan',
    nominal_hitung: pph21.nominal,
    nominal: penyesuaian.get(KODE_PPH21_DTP) ?? pph21.nominal,
    rincian: `PPh 21 bulan ini ${rp(pph21.nominal)} ditanggung pemerintah dan dibayarkan tunai bersama gaji; bukan penghasilan kena pajak (${program.dasar} Pasal 5 ayat (1) dan (2)).${acuan}`,
  });
}

/** The government-borne PPh 21 of a stored slip, from its lines (for the e-Bupot file). */
export function pph21DtpSlip(baris: readonly { kode: string; nominal: number }[]): number {
  return baris.find((b) => b.kode === KODE_PPH21_DTP)?.nominal ?? 0;
}
