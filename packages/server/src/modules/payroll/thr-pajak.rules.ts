import type { JenisBaris } from '@hadir/contract';
import { namaBulan, rp } from './payroll-run.format.ts';
import { KODE_PPH21_DTP, type OpsiPajakMasukan } from './payroll-run.tax-options.ts';
import { type MasukanPajakPensiun, pph21Pegawai } from './slip-pph21-jp.rules.ts';
import type { JenisPegawaiPajak } from './statutory/jenis-pegawai.ts';
import { type KeputusanDtp, programDtp, syaratDtp } from './statutory/pph21.dtp.ts';
import { pph21Harian } from './statutory/pph21.harian.ts';

// PPh 21 of a THR paid to a non-permanent worker, and the government-borne PPh 21 (DTP) on a THR slip. Pure.
//
// THR of a non-permanent worker paid by the day or piece: PMK 168/2023 Pasal 12 ayat (2) bases their PPh 21 on the
// gross received for the days worked in the period (the daily effective rate of PP 58/2023 on the average per day);
// a THR paid in the month is part of that month's gross, as it is for a permanent employee's monthly TER (this
// module's reading: no second source states the daily case in so many words). So the month's tax is the daily rate on
// (wages + THR) over the days worked, whichever slip is final first:
//  - regular slip final first: the THR slip withholds daily(wages + THR) - the regular slip's PPh 21;
//  - THR slip first: it has no days to average over, so it withholds nothing and says so; the regular slip then
//    withholds daily(wages + THR) - the THR slip's PPh 21 (0).
// A non-permanent worker paid monthly keeps the monthly TER on the month's gross with THR (as before).
// DTP: PMK 10/2025 Pasal 5 ayat (1) and PMK 105/2025 cover the PPh 21 on all the gross income of an eligible employee
// in the period, THR included; eligibility is the monthly slip's (payroll-run.tax-options.ts, same reference month).

interface Baris {
  kode: string;
  nama: string;
  jenis: JenisBaris;
  nominal_hitung: number;
  nominal: number;
  rincian: string;
}

/** The regular slip's daily-rate PPh 21 with the month's final THR slip counted (thr_bulan_ini). */
export function harianDenganThr(
  m: MasukanPajakPensiun & { thr_bulan_ini?: { bruto: number; pph21: number } | null },
  bruto: number,
  tanpaThr: { pph21: number; rincian: string },
): { pph21: number; rincian: string } {
  const thr = m.thr_bulan_ini;
  if (!thr || thr.bruto <= 0) return tanpaThr;
  const total = pph21Pegawai(m, bruto + thr.bruto).harian;
  if (!total) return tanpaThr;
  return {
    pph21: Math.max(0, total.pph21 - thr.pph21),
    rincian: `Upah bulan ini ${rp(bruto)} + THR ${rp(thr.bruto)} yang dibayar bulan ini = ${rp(bruto + thr.bruto)}. ${total.rincian} PPh 21 ${rp(total.pph21)} dikurangi PPh 21 atas THR ${rp(thr.pph21)} yang sudah dipotong.`,
  };
}

/** What of ThrMasukan these rules read. */
export interface ThrPajakMasukan {
  bulan: string;
  punya_npwp: boolean;
  upah_komponen: number | null;
  /** Absent on THR slips computed before these rules: the monthly TER, as before. */
  jenis_pegawai_pajak?: JenisPegawaiPajak;
  gaji_bulan_ini: { bruto: number; pph21: number; hari?: number } | null;
  /** The company's DTP program facts (payroll-run.tax-options.repo.ts); absent: no DTP, as before. */
  pajak_dtp?: OpsiPajakMasukan['dtp'];
}

/** Paid by the day or piece: a non-permanent worker without a monthly base pay. */
const harian = (m: ThrPajakMasukan) => m.jenis_pegawai_pajak === 'tidak_tetap' && m.upah_komponen === null;

/** The THR slip's PPh 21 of a non-permanent worker paid by the day or piece; null: the monthly TER as before. */
export function pph21ThrHarian(m: ThrPajakMasukan, thr: number): { pph21: number; rincian: string } | null {
  if (!harian(m)) return null;
  const g = m.gaji_bulan_ini;
  if (!g) {
    return {
      pph21: 0,
      rincian: `Pegawai tidak tetap (upah harian/borongan): THR bagian dari penghasilan ${namaBulan(m.bulan)}, PPh 21-nya dihitung dengan tarif efektif harian atas rata-rata sehari upah + THR pada penggajian bulanan ${namaBulan(m.bulan)}, karena hari kerjanya baru diketahui di sana (PP 58/2023; PMK 168/2023 Pasal 12 ayat (2)). Tidak dipotong pada slip THR ini.`,
    };
  }
  // The regular slip used the monthly TER when it had no day worked: the monthly TER here too.
  if (!g.hari) return null;
  const h = pph21Harian({ period: m.bulan, bruto: g.bruto + thr, hari: g.hari, punyaNpwp: m.punya_npwp });
  const tarif =
    h.tarif === null
      ? `di atas Rp 2.500.000 sehari: tarif Pasal 17 atas 50% bruto ${rp(h.dasar)}`
      : `tarif efektif harian ${String(h.tarif / 100).replace('.', ',')}%`;
  return {
    pph21: Math.max(0, h.pph21 - g.pph21),
    rincian: `Pegawai tidak tetap (upah harian/borongan): (upah ${namaBulan(m.bulan)} ${rp(g.bruto)} + THR ${rp(thr)} = ${rp(g.bruto + thr)}) ÷ ${g.hari} hari kerja = rata-rata ${rp(h.rataRataSehari)} sehari; ${tarif} = ${rp(h.pph21)}, dikurangi PPh 21 gaji bulan ini ${rp(g.pph21)} (PP 58/2023; PMK 168/2023 Pasal 12 ayat (2)).`,
  };
}

/**
 * Adds the DTP earning to a THR slip when the employee qualifies, as the monthly slip decides: the amount is the
 * THR slip's PPh 21 line, an untaxed cash earning (PMK 10/2025 Pasal 5 ayat (1)-(2)).
 */
export function terapkanDtpThr(
  m: ThrPajakMasukan,
  thr: number,
  baris: Baris[],
  penyesuaian: ReadonlyMap<string, number>,
  kodePph21: string,
): void {
  const dtp = m.pajak_dtp;
  const program = dtp ? programDtp(dtp.klu, m.bulan) : null;
  const pph21 = baris.find((b) => b.kode === kodePph21);
  if (!dtp || !program || !pph21) return;
  let acuan = '';
  let keputusan: KeputusanDtp;
  const g = m.gaji_bulan_ini;
  if ((m.jenis_pegawai_pajak ?? 'tetap') === 'tetap') {
    const tersimpan = dtp.bulan_acuan === m.bulan ? null : dtp.penghasilan_tetap_acuan;
    const nominal = tersimpan ?? m.upah_komponen ?? 0;
    acuan =
      tersimpan !== null
        ? ` Penghasilan tetap dan teratur ${namaBulan(dtp.bulan_acuan)}: ${rp(nominal)}.`
        : ` Slip gaji final ${namaBulan(dtp.bulan_acuan)} belum ada; dipakai gaji pokok + tunjangan tetap: ${rp(nominal)}.`;
    keputusan = syaratDtp(program, { jenis: 'tetap', punyaNpwp: m.punya_npwp, penghasilanTetap: nominal });
  } else if (harian(m) && g?.hari) {
    keputusan = syaratDtp(program, { jenis: 'tidak_tetap', punyaNpwp: m.punya_npwp, upah: g.bruto + thr, hari: g.hari });
  } else {
    keputusan = syaratDtp(program, { jenis: 'tidak_tetap_bulanan', punyaNpwp: m.punya_npwp, upah: (g?.bruto ?? 0) + thr });
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
    rincian: `PPh 21 atas THR ${rp(pph21.nominal)} ditanggung pemerintah dan dibayarkan tunai bersama THR; bukan penghasilan kena pajak (${program.dasar} Pasal 5 ayat (1) dan (2)).${acuan}`,
  });
}
