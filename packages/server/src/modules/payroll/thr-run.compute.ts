import { namaTanggal } from '@hadir/contract';
import { type BarisHitung, namaBulan, rp, type SlipHitung } from './payroll-run.compute.ts';
import { fraction, pph21Monthly, type StatusPtkp, thrAmount } from './statutory/index.ts';
import { catatanStatusPtkp, type MasukanPajakPensiun } from './slip-pph21-jp.rules.ts';
import { KODE_PPH21_DTP } from './payroll-run.tax-options.ts';
import { pph21ThrHarian, terapkanDtpThr, type ThrPajakMasukan } from './thr-pajak.rules.ts';

// One THR slip from its inputs: pure, no database, no clock (decision 0010, "THR runs"). Tunjangan Hari Raya
// Keagamaan, Permenaker 6/2016:
//  - Pasal 2 ayat (1), Pasal 3 ayat (1): 12 months of service or more -> one month's wage; from 1 month -> masa kerja
//    / 12 x one month's wage; under 1 month -> none (the run writes no slip for them);
//  - Pasal 3 ayat (2): one month's wage = basic pay + fixed allowances (upahDariKomponen, decision 0008);
//  - Pasal 3 ayat (3)-(4): daily casual and piece-rate workers -> the average monthly wage of the last 12 months
//    before the holiday, or of the months worked when fewer: the wages received over the last min(masa kerja, 12)
//    whole months before the reference date — a month with a final regular slip counts its wage lines (a daily wage
//    paid per day present included), other days the approved piece-rate/daily entries (payroll-run.inputs.wage.repo).
// No BPJS on THR (not part of the monthly wage BPJS is based on). PPh 21: THR is irregular income taxed with the TER
// of the month on the month's whole gross: TER(gross of the month's final regular slip + THR) - the PPh 21 that slip
// withheld; with no final regular slip yet, TER on the THR alone (the regular run then counts this THR).

export interface ThrMasukan {
  jenis: 'thr';
  bulan: string;
  tanggal_acuan: string;
  tanggal_masuk: string;
  tipe_karyawan: string | null;
  /** Base pay + fixed allowances; null for a group without base pay. */
  upah_komponen: number | null;
  /**
   * Daily/piece-rate workers: wages received from `dari` to the day before the reference date, over `bulan` months;
   * `dari_slip` the part paid on final slips (absent on slips computed before final slips counted).
   */
  rata_rata: { total: number; bulan: number; dari: string; dari_slip?: number } | null;
  status_ptkp: StatusPtkp | null;
  /** The current status when it differs from the tax year's one above (slip-pph21-jp.rules.ts); absent on older slips. */
  ptkp_terkini?: MasukanPajakPensiun['ptkp_terkini'];
  punya_npwp: boolean;
  /** Name of the group's PPh 21 component: tax is withheld only when the group holds it, as in a regular run. */
  pph21_komponen: string | null;
  /** The employee's final regular slip of the month: its gross, the PPh 21 it withheld, its days worked. */
  gaji_bulan_ini: { bruto: number; pph21: number; hari?: number } | null;
  /** thr-pajak.rules.ts: the PPh 21 kind of worker and the DTP facts; absent on older slips (as before). */
  jenis_pegawai_pajak?: ThrPajakMasukan['jenis_pegawai_pajak'];
  pajak_dtp?: ThrPajakMasukan['pajak_dtp'];
}

export const THR_KODE = 'thr';
export const PPH21_KODE = 'pph21';

const persen = (bp: number) => `${String(bp / 100).replace('.', ',')}%`;
/** '2026-03-20' -> '20 Maret 2026'. */
export { namaTanggal };

/** Daily and piece-rate workers, and anyone whose group has no base pay, are paid THR on their average wage. */
export const pakaiRataRata = (tipe: string | null, upahKomponen: number | null) =>
  tipe === 'Harian' || tipe === 'Borongan' || upahKomponen === null;

export function hitungThr(m: ThrMasukan, penyesuaian: ReadonlyMap<string, number> = new Map()): SlipHitung {
  const baris: BarisHitung[] = [];
  const add = (kode: string, nama: string, jenis: BarisHitung['jenis'], nominal: number, rincian: string) =>
    baris.push({ kode, nama, jenis, nominal_hitung: nominal, nominal: penyesuaian.get(kode) ?? nominal, rincian });

  const r = m.rata_rata;
  const upahSebulan = r ? (r.bulan > 0 ? fraction(r.total, 1, r.bulan) : 0) : (m.upah_komponen ?? 0);
  const thr = thrAmount({ tanggalMasuk: m.tanggal_masuk, tanggalHariRaya: m.tanggal_acuan, upahSebulan });
  const rincianRata = (x: NonNullable<ThrMasukan['rata_rata']>) =>
    x.dari_slip
      ? `rata-rata upah yang diterima ${x.bulan} bulan terakhir (${namaTanggal(x.dari)} s.d. sebelum ${namaTanggal(m.tanggal_acuan)}): upah pada slip gaji final ${rp(x.dari_slip)} + upah borongan/harian disetujui di luar bulan itu ${rp(x.total - x.dari_slip)} = ${rp(x.total)} ÷ ${x.bulan} = ${rp(upahSebulan)} (Pasal 3 ayat (3)-(4))`
      : `rata-rata upah borongan/harian yang disetujui ${x.bulan} bulan terakhir (${namaTanggal(x.dari)} s.d. sebelum ${namaTanggal(m.tanggal_acuan)}): ${rp(x.total)} ÷ ${x.bulan} = ${rp(upahSebulan)} (Pasal 3 ayat (3)-(4))`;
  const dasar = r ? rincianRata(r) : `gaji pokok + tunjangan tetap ${rp(upahSebulan)} (Pasal 3 ayat (2))`;
  const masa = `Masa kerja ${thr.masaKerjaBulan} bulan (masuk ${namaTanggal(m.tanggal_masuk)}, hari raya ${namaTanggal(m.tanggal_acuan)})`;
  const rumus =
    thr.masaKerjaBulan >= 12
      ? '1 × upah sebulan (Permenaker 6/2016 Pasal 3 ayat (1) huruf a)'
      : `${thr.masaKerjaBulan}/12 × upah sebulan (Permenaker 6/2016 Pasal 3 ayat (1) huruf b)`;
  add(THR_KODE, 'Tunjangan Hari Raya', 'pendapatan', thr.nominal, `${masa}: ${rumus}; upah sebulan = ${dasar}.`);
  const nominalThr = baris[0].nominal;

  let pph21 = 0;
  if (m.pph21_komponen) {
    const status = m.status_ptkp ?? 'TK/0';
    const g = m.gaji_bulan_ini;
    const bruto = (g?.bruto ?? 0) + nominalThr;
    const t = pph21Monthly({ period: m.bulan, statusPtkp: status, bruto, punyaNpwp: m.punya_npwp });
    const hitung = Math.max(0, t.pph21 - (g?.pph21 ?? 0));
    const catatan = `${m.status_ptkp ? '' : ' Status PTKP belum diisi, dihitung sebagai TK/0.'}${m.punya_npwp ? '' : ' Tanpa NPWP/NIK: tarif 120% (UU PPh Pasal 21 ayat (5a)).'}${catatanStatusPtkp(m)}`;
    const rincian = g
      ? `THR penghasilan tidak teratur: TER kategori ${t.kategori} ${persen(t.tarif)} × (bruto gaji ${namaBulan(m.bulan)} ${rp(g.bruto)} + THR ${rp(nominalThr)} = ${rp(bruto)}) = ${rp(t.pph21)}, dikurangi PPh 21 gaji bulan ini ${rp(g.pph21)} (PP 58/2023; PMK 168/2023).${catatan}`
      : `THR penghasilan tidak teratur: TER kategori ${t.kategori} ${persen(t.tarif)} × THR ${rp(nominalThr)} (belum ada penggajian bulanan final ${namaBulan(m.bulan)}; penggajian bulan itu akan memperhitungkan THR ini; PP 58/2023).${catatan}`;
    // A non-permanent worker paid by the day or piece: the daily rate on the month's wages + THR (thr-pajak.rules.ts).
    const harian = pph21ThrHarian(m, nominalThr);
    add(PPH21_KODE, m.pph21_komponen, 'potongan', harian?.pph21 ?? hitung, harian ? `${harian.rincian}${catatan}` : rincian);
    pph21 = baris[1].nominal;
    terapkanDtpThr(m, nominalThr, baris, penyesuaian, PPH21_KODE);
  }

  const totalPotongan = pph21;
  const dtp = baris.find((b) => b.kode === KODE_PPH21_DTP)?.nominal ?? 0;
  return {
    baris,
    total_pendapatan: nominalThr + dtp,
    total_potongan: totalPotongan,
    neto: nominalThr + dtp - totalPotongan,
    total_pemberi_kerja: 0,
    bruto_pajak: nominalThr,
    pph21,
    iuran_pensiun: 0,
  };
}
