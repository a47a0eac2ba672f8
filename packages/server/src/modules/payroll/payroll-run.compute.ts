import type { CaraHitung, JenisBaris, JenisKomponen, KelasRisiko, NetoNegatif, SumberOtomatis } from '@hadir/contract';
import { catatanUpahBpjs, dasarBpjs, type UpahBpjsMasukan } from './payroll-run.bpjs-upah.ts';
import { namaBulan, rp } from './payroll-run.format.ts';
import {
  barisUpahCuti,
  type CutiBerupahMasukan,
  catatanDasarKesehatan,
  type UpahMinimumMasukan,
} from './payroll-run.leave-pay.ts';
import { type DasarLemburMasukan, lemburSlip } from './payroll-run.overtime.ts';
import { netoTidakNegatif, type SisaPotongan } from './payroll-run.net.ts';
import { type ProrataMasukan, prorata, prorataBaris } from './payroll-run.prorate.ts';
import {
  denganGrossUp,
  KODE_TUNJANGAN_PPH21,
  type OpsiPajakMasukan,
  rincianTunjanganPph21,
  terapkanDtp,
} from './payroll-run.tax-options.ts';
import { jpSlip, type MasukanPajakPensiun, pph21Pegawai } from './slip-pph21-jp.rules.ts';
import { harianDenganThr } from './thr-pajak.rules.ts';
import {
  type BpjsRates,
  bpjsContributions,
  bpjsRatesFor,
  fraction,
  type KelasRisikoJkk,
  percentOf,
  pph21FinalPeriod,
  pph21Monthly,
  type StatusPtkp,
} from './statutory/index.ts';

export { namaBulan, rp };

// One slip from its inputs: pure, no database, no clock. The draft computes every slip with this, and an
// adjustment recomputes the slip with the same inputs and the adjusted amounts (decision 0010).
//
// Rounding: each line is computed exactly as an integer fraction and its fraction of a rupiah is dropped once,
// by the statutory money rule (statutory/money.ts `fraction`, `percentOf`); overtime keeps its own half-up
// rule per tier (decision 0004). Totals are sums of the lines as shown, so a slip always adds up.

export interface KomponenMasukan {
  id: number;
  nama: string;
  jenis: JenisKomponen;
  cara_hitung: CaraHitung;
  sumber_otomatis: SumberOtomatis | null;
  objek_pajak: boolean;
  gaji_pokok: boolean;
  nilai: number | null;
}

export interface LemburMasukan {
  /** yyyy-MM-dd: a day's requests share the tiers (PP 35/2021 Pasal 31); absent on slips computed before issue 17. */
  tanggal?: string;
  menit: number;
  jenis_hari: 'kerja' | 'libur';
  hari_kerja_per_minggu: 5 | 6;
  libur_hari_terpendek: boolean;
}

/** Everything a slip is computed from, kept with the slip (penggajian_slip.masukan). */
export interface SlipMasukan {
  bulan: string;
  kelas_risiko_jkk: KelasRisiko;
  /** Null when not filled in: computed as TK/0 and said so on the line. */
  status_ptkp: StatusPtkp | null;
  punya_npwp: boolean;
  /** Working days of the month in the employee's schedule (holidays excluded): the divisor of a day's wage. */
  hari_kerja: number;
  hari_hadir: number;
  hari_alpha: number;
  hari_izin_tidak_berbayar: number;
  /** Base pay + fixed allowances: the BPJS base and the overtime wage; null when unknown (no base pay). */
  upah_bulanan: number | null;
  komponen: KomponenMasukan[];
  lembur: LemburMasukan[];
  upah_borongan: number;
  jumlah_borongan: number;
  reimburse: number;
  jumlah_reimburse: number;
  /** December or the month employment ends: the annual art. 17 calculation. */
  masa_pajak_terakhir: boolean;
  /** Earlier final slips of the year: gross, tax withheld, worker JHT + JP, months. */
  ytd: { bruto: number; pph21: number; iuran_pensiun: number; bulan: number };
  /** The employee's final THR slip of this month (gross, PPh 21): the month's tax is on regular pay + THR. */
  thr_bulan_ini?: { bruto: number; pph21: number } | null;
  /**
   * slip-pph21-jp.rules.ts: status_ptkp above is the status at the start of the tax year; the current one when it
   * differs; the PPh 21 kind of worker; days with piece-rate entries; the JP option after the pension age.
   */
  ptkp_terkini?: MasukanPajakPensiun['ptkp_terkini'];
  jenis_pegawai_pajak?: MasukanPajakPensiun['jenis_pegawai_pajak'];
  hari_borongan?: number;
  jp_setelah_usia_pensiun?: boolean;
  /** The employee as the month's rules need them (issue 17); absent on slips computed before it. */
  karyawan?: {
    tipe: string | null;
    tanggal_masuk: string | null;
    tanggal_keluar: string | null;
    tanggal_lahir: string | null;
    lokasi_id: number | null;
  };
  /** The overtime basis of PP 35/2021 Pasal 32-33 (payroll-run.overtime.ts); absent: upah_bulanan, as before. */
  dasar_lembur?: DasarLemburMasukan;
  /** The company's prorating of joiners and leavers (payroll-run.prorate.ts); absent: the whole month, as before. */
  prorata?: ProrataMasukan;
  /** The location's minimum wage at the month's end: BPJS Kesehatan's floor and the below-minimum flag. */
  upah_minimum?: UpahMinimumMasukan | null;
  /** No monthly base pay: the daily or piece-rate worker's BPJS wage (payroll-run.bpjs-upah.ts); absent: 0, as before. */
  upah_bpjs?: UpahBpjsMasukan;
  /** Maternity and (tiered sick pay on) sick days of the month by month of their spell: leave paid below 100%. */
  cuti_berupah?: CutiBerupahMasukan | null;
  /** Deductions beyond the earnings: carried or capped (payroll-run.net.ts); absent: net may go negative, as before. */
  neto_negatif?: NetoNegatif;
  /** Last month's deductions not yet made (carried), deducted on this slip. */
  sisa_potongan?: SisaPotongan | null;
  /** Tax options: the group's gross-up and the government-borne PPh 21 (payroll-run.tax-options.ts). */
  pajak?: OpsiPajakMasukan;
}

export interface BarisHitung {
  kode: string;
  nama: string;
  jenis: JenisBaris;
  nominal_hitung: number;
  nominal: number;
  rincian: string;
}

export interface SlipHitung {
  baris: BarisHitung[];
  total_pendapatan: number;
  total_potongan: number;
  neto: number;
  total_pemberi_kerja: number;
  bruto_pajak: number;
  pph21: number;
  iuran_pensiun: number;
}

/** Basis points as an Indonesian percentage: 370 -> '3,7%'. */
const persen = (bp: number) => `${String(bp / 100).replace('.', ',')}%`;

const BPJS_PEKERJA: Partial<Record<SumberOtomatis, 'kesehatan' | 'jht' | 'jp'>> = {
  bpjs_kesehatan: 'kesehatan',
  bpjs_jht: 'jht',
  bpjs_jp: 'jp',
};
const BPJS_SEMUA: Partial<Record<SumberOtomatis, 'kesehatan' | 'jht' | 'jp' | 'jkk' | 'jkm'>> = {
  ...BPJS_PEKERJA,
  bpjs_jkk: 'jkk',
  bpjs_jkm: 'jkm',
};

// The rates of a month, looked up once per month rather than once per slip.
const rates = new Map<string, BpjsRates>();
const ratesFor = (bulan: string) => {
  if (!rates.has(bulan)) rates.set(bulan, bpjsRatesFor(bulan));
  return rates.get(bulan)!;
};

/**
 * Computes the slip. `penyesuaian` maps a line's kode to the amount an admin set; an adjusted line changes that
 * line only, and PPh 21 is recomputed from the adjusted gross (unless the PPh 21 line itself is adjusted).
 */
export function hitungSlip(
  m: SlipMasukan,
  penyesuaian: ReadonlyMap<string, number> = new Map(),
  tunjanganPph21?: number,
): SlipHitung {
  // Gross-up: the slip whose tax allowance equals its own PPh 21 (payroll-run.tax-options.ts).
  if (m.pajak?.gross_up && tunjanganPph21 === undefined) return denganGrossUp((t) => hitungSlip(m, penyesuaian, t));
  const baris: BarisHitung[] = [];
  const objekPajak = new Map<string, boolean>();
  const add = (kode: string, nama: string, jenis: JenisBaris, nominal: number, rincian: string, pajak = false) => {
    baris.push({ kode, nama, jenis, nominal_hitung: nominal, nominal: penyesuaian.get(kode) ?? nominal, rincian });
    objekPajak.set(kode, pajak);
  };
  const pokok = m.komponen.find((k) => k.gaji_pokok)?.nilai ?? 0;
  const bpjs = bpjsContributions({
    ...dasarBpjs(m),
    kelasRisikoJkk: m.kelas_risiko_jkk as KelasRisikoJkk,
    rates: ratesFor(m.bulan),
  });
  // JP after the pension age (PP 45/2015 Pasal 15; slip-pph21-jp.rules.ts): none, or kept by the employee's choice.
  const jp = jpSlip(m);
  if (jp?.berhenti) bpjs.jp = { ...bpjs.jp, pekerja: 0, pemberiKerja: 0 };
  const hariUpah = (hari: number, apa: string) =>
    m.hari_kerja > 0
      ? {
          nominal: fraction(pokok, hari, m.hari_kerja),
          rincian: `Gaji pokok ${rp(pokok)} ÷ ${m.hari_kerja} hari kerja × ${hari} hari ${apa} (UU 13/2003 Pasal 93 ayat (1)).`,
        }
      : { nominal: 0, rincian: 'Tidak ada hari kerja pada jadwal bulan ini.' };
  let pph21Komponen: KomponenMasukan | undefined;
  const pemberiKerja: KomponenMasukan[] = [];
  const pr = prorata(m);

  for (const k of m.komponen) {
    const kode = `k${k.id}`;
    const nilai = k.nilai ?? 0;
    // Fixed earnings of a joiner or leaver are prorated (PP 36/2021 Pasal 40 ayat (1); payroll-run.prorate.ts).
    const tetap = (n: number, r: string) => (k.jenis === 'pendapatan' ? prorataBaris(n, r, pr) : { nominal: n, rincian: r });
    if (k.cara_hitung === 'tetap') {
      const b = tetap(nilai, k.gaji_pokok ? 'Gaji pokok sebulan.' : 'Nilai tetap sebulan.');
      add(kode, k.nama, k.jenis, b.nominal, b.rincian, k.objek_pajak);
    } else if (k.cara_hitung === 'per_hari_hadir') {
      add(kode, k.nama, k.jenis, nilai * m.hari_hadir, `${rp(nilai)} × ${m.hari_hadir} hari hadir.`, k.objek_pajak);
    } else if (k.cara_hitung === 'persen_gaji_pokok') {
      const b = tetap(percentOf(pokok, nilai), `${persen(nilai)} × gaji pokok ${rp(pokok)}.`);
      add(kode, k.nama, k.jenis, b.nominal, b.rincian, k.objek_pajak);
    } else if (k.cara_hitung === 'per_jam_lembur') {
      // Each day's hours on the basis of PP 35/2021 Pasal 31-33 (payroll-run.overtime.ts).
      const l = lemburSlip(m);
      add(kode, k.nama, k.jenis, l.total, l.rincian, k.objek_pajak);
    } else if (k.sumber_otomatis === 'upah_borongan') {
      add(kode, k.nama, k.jenis, m.upah_borongan, `${m.jumlah_borongan} entri borongan/harian yang disetujui.`, k.objek_pajak);
    } else if (k.sumber_otomatis === 'reimburse') {
      add(kode, k.nama, k.jenis, m.reimburse, `${m.jumlah_reimburse} reimburse disetujui yang belum dibayar.`, k.objek_pajak);
    } else if (k.sumber_otomatis === 'potongan_alpha') {
      const h = hariUpah(m.hari_alpha, 'alpha');
      add(kode, k.nama, k.jenis, h.nominal, h.rincian, k.objek_pajak);
    } else if (k.sumber_otomatis === 'potongan_izin_tidak_berbayar') {
      const h = hariUpah(m.hari_izin_tidak_berbayar, 'izin tidak berbayar');
      add(kode, k.nama, k.jenis, h.nominal, h.rincian, k.objek_pajak);
    } else if (k.sumber_otomatis === 'pph21') {
      pph21Komponen = k;
    } else if (k.sumber_otomatis && BPJS_SEMUA[k.sumber_otomatis]) {
      const jenisBpjs = BPJS_PEKERJA[k.sumber_otomatis];
      if (jenisBpjs) {
        const line = bpjs[jenisBpjs];
        const catatan = `${jenisBpjs === 'kesehatan' ? catatanDasarKesehatan(m) : jenisBpjs === 'jp' ? (jp?.catatan ?? '') : ''}${catatanUpahBpjs(m, jenisBpjs === 'kesehatan')}`;
        add(kode, k.nama, 'potongan', line.pekerja, `Bagian karyawan dari dasar upah ${rp(line.dasarUpah)}.${catatan}`);
      }
      pemberiKerja.push(k);
    }
  }
  // Leave the law pays below the full wage (maternity months 5-6, tiered sick pay): lowers the taxable wage.
  for (const c of barisUpahCuti(m)) add(c.kode, c.nama, 'potongan', c.nominal, c.rincian, true);
  // The gross-up tax allowance: taxable, like any allowance.
  if (tunjanganPph21 !== undefined && (tunjanganPph21 > 0 || penyesuaian.has(KODE_TUNJANGAN_PPH21))) {
    add(KODE_TUNJANGAN_PPH21, 'Tunjangan PPh 21', 'pendapatan', tunjanganPph21, rincianTunjanganPph21(m), true);
  }
  // Employer shares: shown on the slip, paid on top of the pay.
  for (const k of pemberiKerja) {
    const line = bpjs[BPJS_SEMUA[k.sumber_otomatis as SumberOtomatis]!];
    const catatan = `${line === bpjs.kesehatan ? catatanDasarKesehatan(m) : line === bpjs.jp ? (jp?.catatan ?? '') : ''}${catatanUpahBpjs(m, line === bpjs.kesehatan)}`;
    add(
      `k${k.id}_pk`,
      k.nama,
      'pemberi_kerja',
      line.pemberiKerja,
      `Bagian perusahaan dari dasar upah ${rp(line.dasarUpah)}.${catatan}`,
    );
  }

  const nominalOf = (kode: string) => baris.find((b) => b.kode === kode)?.nominal ?? 0;
  // Employer JKK, JKM and Kesehatan are the worker's taxable income (PMK 168/2023 Pasal 5); JHT/JP are not.
  const premi = pemberiKerja
    .filter((k) => ['bpjs_kesehatan', 'bpjs_jkk', 'bpjs_jkm'].includes(k.sumber_otomatis!))
    .reduce((s, k) => s + nominalOf(`k${k.id}_pk`), 0);
  let bruto = premi;
  for (const b of baris) {
    if (!objekPajak.get(b.kode)) continue;
    bruto += b.jenis === 'pendapatan' ? b.nominal : -b.nominal;
  }
  bruto = Math.max(0, bruto);
  const iuranPensiun = m.komponen
    .filter((k) => k.sumber_otomatis === 'bpjs_jht' || k.sumber_otomatis === 'bpjs_jp')
    .reduce((s, k) => s + nominalOf(`k${k.id}`), 0);

  if (pph21Komponen) {
    const kode = `k${pph21Komponen.id}`;
    const status = m.status_ptkp ?? 'TK/0';
    // The tax year's PTKP status; non-permanent workers: daily rate or monthly TER, never art. 17 (slip-pph21-jp.rules.ts).
    const p = pph21Pegawai(m, bruto);
    const catatan = `${m.status_ptkp ? '' : ' Status PTKP belum diisi, dihitung sebagai TK/0.'}${m.punya_npwp ? '' : ' Tanpa NPWP/NIK: tarif 120% (UU PPh Pasal 21 ayat (5a)).'}${p.catatan}`;
    // A final THR slip of this month: the month's gross and tax include it (decision 0010, THR runs).
    const thr = m.thr_bulan_ini ?? { bruto: 0, pph21: 0 };
    if (p.harian) {
      // The month's THR counts with the daily rate too (thr-pajak.rules.ts).
      const h = harianDenganThr(m, bruto, p.harian);
      add(kode, pph21Komponen.nama, 'potongan', h.pph21, `${h.rincian}${catatan}`);
    } else if (m.masa_pajak_terakhir && !p.tidakTetap) {
      const f = pph21FinalPeriod({
        period: m.bulan,
        statusPtkp: status,
        bruto: m.ytd.bruto + thr.bruto + bruto,
        bulanBekerja: Math.min(m.ytd.bulan + 1, Number(m.bulan.slice(5, 7))),
        iuranPensiun: m.ytd.iuran_pensiun + iuranPensiun,
        sudahDipotong: m.ytd.pph21 + thr.pph21,
        punyaNpwp: m.punya_npwp,
      });
      add(
        kode,
        pph21Komponen.nama,
        'potongan',
        f.pph21,
        `Masa pajak terakhir (Pasal 17): bruto setahun ${rp(f.bruto)} - biaya jabatan ${rp(f.biayaJabatan)} - iuran pensiun ${rp(f.iuranPensiun)} = neto ${rp(f.neto)}; PTKP ${status} ${rp(f.ptkp)}; PKP ${rp(f.pkp)}; PPh 21 setahun ${rp(f.pph21Setahun)} - sudah dipotong ${rp(f.sudahDipotong)}.${catatan}`,
      );
      if (f.lebihPotong > 0) {
        add(
          'pph21_lebih',
          'Kelebihan Potong PPh 21',
          'pendapatan',
          f.lebihPotong,
          'Dikembalikan bersama gaji masa pajak terakhir (PMK 168/2023).',
        );
      }
    } else {
      const t = pph21Monthly({ period: m.bulan, statusPtkp: status, bruto: bruto + thr.bruto, punyaNpwp: m.punya_npwp });
      const denganThr =
        thr.bruto > 0
          ? ` + THR ${rp(thr.bruto)} = ${rp(bruto + thr.bruto)}, dikurangi PPh 21 atas THR ${rp(thr.pph21)} yang sudah dipotong`
          : '';
      add(
        kode,
        pph21Komponen.nama,
        'potongan',
        Math.max(0, t.pph21 - thr.pph21),
        `TER kategori ${t.kategori} ${persen(t.tarif)} × bruto ${rp(bruto)} (termasuk premi BPJS dibayar perusahaan ${rp(premi)})${denganThr} (PP 58/2023).${catatan}`,
      );
    }
  }

  // PPh 21 borne by the government: an untaxed cash earning of the PPh 21 line (payroll-run.tax-options.ts).
  if (pph21Komponen) terapkanDtp(m, baris, penyesuaian, `k${pph21Komponen.id}`, bruto);
  // Net pay is never negative: last month's carry, then deductions carried or capped (payroll-run.net.ts).
  netoTidakNegatif(m, baris, penyesuaian);
  const sum = (jenis: JenisBaris) => baris.filter((b) => b.jenis === jenis).reduce((s, b) => s + b.nominal, 0);
  const totalPendapatan = sum('pendapatan');
  const totalPotongan = sum('potongan');
  return {
    baris,
    total_pendapatan: totalPendapatan,
    total_potongan: totalPotongan,
    neto: totalPendapatan - totalPotongan,
    total_pemberi_kerja: sum('pemberi_kerja'),
    bruto_pajak: bruto,
    pph21: pph21Komponen ? nominalOf(`k${pph21Komponen.id}`) : 0,
    iuran_pensiun: iuranPensiun,
  };
}
