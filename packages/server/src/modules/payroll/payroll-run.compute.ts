import type { CaraHitung, JenisBaris, JenisKomponen, KelasRisiko, SumberOtomatis } from '@hadir/contract';
import { overtimePay } from '../overtime/index.ts';
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
  /** The employee as the month's rules need them (issue 17); absent on slips computed before it. */
  karyawan?: {
    tipe: string | null;
    tanggal_masuk: string | null;
    tanggal_keluar: string | null;
    tanggal_lahir: string | null;
    lokasi_id: number | null;
  };
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

/** 5000000 -> 'Rp 5.000.000'. */
export const rp = (n: number) => `${n < 0 ? '-' : ''}Rp ${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
/** Basis points as an Indonesian percentage: 370 -> '3,7%'. */
const persen = (bp: number) => `${String(bp / 100).replace('.', ',')}%`;
const jam = (menit: number) => String(Math.round((menit / 60) * 100) / 100).replace('.', ',');

const NAMA_BULAN = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
/** '2026-11' -> 'November 2026'. */
export const namaBulan = (bulan: string) => `${NAMA_BULAN[Number(bulan.slice(5, 7)) - 1]} ${bulan.slice(0, 4)}`;

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
export function hitungSlip(m: SlipMasukan, penyesuaian: ReadonlyMap<string, number> = new Map()): SlipHitung {
  const baris: BarisHitung[] = [];
  const objekPajak = new Map<string, boolean>();
  const add = (kode: string, nama: string, jenis: JenisBaris, nominal: number, rincian: string, pajak = false) => {
    baris.push({ kode, nama, jenis, nominal_hitung: nominal, nominal: penyesuaian.get(kode) ?? nominal, rincian });
    objekPajak.set(kode, pajak);
  };
  const pokok = m.komponen.find((k) => k.gaji_pokok)?.nilai ?? 0;
  const upah = m.upah_bulanan ?? 0;
  const bpjs = bpjsContributions({ upah, kelasRisikoJkk: m.kelas_risiko_jkk as KelasRisikoJkk, rates: ratesFor(m.bulan) });
  const hariUpah = (hari: number, apa: string) =>
    m.hari_kerja > 0
      ? {
          nominal: fraction(pokok, hari, m.hari_kerja),
          rincian: `Gaji pokok ${rp(pokok)} ÷ ${m.hari_kerja} hari kerja × ${hari} hari ${apa} (UU 13/2003 Pasal 93 ayat (1)).`,
        }
      : { nominal: 0, rincian: 'Tidak ada hari kerja pada jadwal bulan ini.' };
  let pph21Komponen: KomponenMasukan | undefined;
  const pemberiKerja: KomponenMasukan[] = [];

  for (const k of m.komponen) {
    const kode = `k${k.id}`;
    const nilai = k.nilai ?? 0;
    if (k.cara_hitung === 'tetap') {
      add(kode, k.nama, k.jenis, nilai, k.gaji_pokok ? 'Gaji pokok sebulan.' : 'Nilai tetap sebulan.', k.objek_pajak);
    } else if (k.cara_hitung === 'per_hari_hadir') {
      add(kode, k.nama, k.jenis, nilai * m.hari_hadir, `${rp(nilai)} × ${m.hari_hadir} hari hadir.`, k.objek_pajak);
    } else if (k.cara_hitung === 'persen_gaji_pokok') {
      add(kode, k.nama, k.jenis, percentOf(pokok, nilai), `${persen(nilai)} × gaji pokok ${rp(pokok)}.`, k.objek_pajak);
    } else if (k.cara_hitung === 'per_jam_lembur') {
      const menit = m.lembur.reduce((s, l) => s + l.menit, 0);
      const total = m.lembur.reduce(
        (s, l) =>
          s +
          overtimePay({
            hours: l.menit / 60,
            monthlyWage: upah,
            dayType: l.jenis_hari,
            workWeek: l.hari_kerja_per_minggu,
            holidayOnShortestDay: l.libur_hari_terpendek,
          }).total,
        0,
      );
      add(
        kode,
        k.nama,
        k.jenis,
        total,
        m.upah_bulanan === null
          ? 'Upah sebulan belum diketahui (grup tanpa gaji pokok), lembur tidak dapat dihitung.'
          : `${m.lembur.length} lembur disetujui, ${jam(menit)} jam; upah sejam = ${rp(upah)} ÷ 173, dikali pengali tiap jam (PP 35/2021 Pasal 31).`,
        k.objek_pajak,
      );
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
        add(kode, k.nama, 'potongan', line.pekerja, `Bagian karyawan dari dasar upah ${rp(line.dasarUpah)}.`);
      }
      pemberiKerja.push(k);
    }
  }
  // Employer shares: shown on the slip, paid on top of the pay.
  for (const k of pemberiKerja) {
    const line = bpjs[BPJS_SEMUA[k.sumber_otomatis as SumberOtomatis]!];
    add(`k${k.id}_pk`, k.nama, 'pemberi_kerja', line.pemberiKerja, `Bagian perusahaan dari dasar upah ${rp(line.dasarUpah)}.`);
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
    const catatan = `${m.status_ptkp ? '' : ' Status PTKP belum diisi, dihitung sebagai TK/0.'}${m.punya_npwp ? '' : ' Tanpa NPWP/NIK: tarif 120% (UU PPh Pasal 21 ayat (5a)).'}`;
    // A final THR slip of this month: the month's gross and tax include it (decision 0010, THR runs).
    const thr = m.thr_bulan_ini ?? { bruto: 0, pph21: 0 };
    if (m.masa_pajak_terakhir) {
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
