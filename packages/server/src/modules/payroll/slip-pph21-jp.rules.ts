import { namaTanggal, rp } from './payroll-run.format.ts';
import type { JenisPegawaiPajak } from './statutory/jenis-pegawai.ts';
import { type JpBulanIni, jpBulanIni } from './statutory/pensiun.ts';
import { pph21Harian } from './statutory/pph21.harian.ts';
import type { StatusPtkp } from './statutory/ptkp.ts';

// The slip's PPh 21 and JP rules of issue 17 part 1, called by hitungSlip (payroll-run.compute.ts) through short
// hooks: the PTKP status by tax year, non-permanent workers' PPh 21, and JP after the pension age. Pure. Every
// input is optional on a stored slip: absent means the slip as it was computed before these rules.

/** What these rules read from a slip's inputs (a subset of SlipMasukan). */
export interface MasukanPajakPensiun {
  bulan: string;
  status_ptkp: StatusPtkp | null;
  punya_npwp: boolean;
  hari_hadir: number;
  komponen: readonly { cara_hitung: string; gaji_pokok: boolean; nilai: number | null }[];
  /** The current status when it differs from the tax year's, and the tax year from which it applies. */
  ptkp_terkini?: { status: StatusPtkp | null; berlaku_tahun: number } | null;
  jenis_pegawai_pajak?: JenisPegawaiPajak;
  /** Days with approved piece-rate or daily-wage entries. */
  hari_borongan?: number;
  jp_setelah_usia_pensiun?: boolean;
  karyawan?: { tanggal_lahir: string | null };
}

const persen = (bp: number) => `${String(bp / 100).replace('.', ',')}%`;

/** The PTKP status used and why, when the employee's current status is another one. */
export function catatanStatusPtkp(m: Pick<MasukanPajakPensiun, 'bulan' | 'status_ptkp' | 'ptkp_terkini'>): string {
  const t = m.ptkp_terkini;
  if (!t) return '';
  const tahun = m.bulan.slice(0, 4);
  const awal = m.status_ptkp ?? 'belum diisi';
  const kini = t.status ?? 'kosong';
  return ` Status PTKP awal tahun pajak ${tahun}: ${awal} (PP 58/2023 Pasal 2 ayat (3); PMK 168/2023 Pasal 9 ayat (4)); perubahan ke ${kini} berlaku mulai tahun pajak ${t.berlaku_tahun}.`;
}

export interface Pph21Pegawai {
  /** A non-permanent worker: no last-period art. 17 calculation. */
  tidakTetap: boolean;
  /** The PPh 21 line when the daily rate applies (wage not paid monthly); null: the monthly TER as usual. */
  harian: { pph21: number; rincian: string } | null;
  /** Appended to the PPh 21 line's rincian. */
  catatan: string;
}

/**
 * Which PPh 21 regime the slip takes. A non-permanent worker (jenis-pegawai.ts) with a monthly base pay on the slip
 * is paid monthly: the monthly TER of their category every month. Without one, the wage is daily, per unit or
 * piece-rate: the daily rate on the average gross per day worked, where days worked are the more of days present
 * and days with approved piece-rate/daily-wage entries (a worker who both clocks in and records entries counts each
 * day once). With no day recorded there is no average: the monthly TER, and the line says so.
 */
export function pph21Pegawai(m: MasukanPajakPensiun, bruto: number): Pph21Pegawai {
  const status = catatanStatusPtkp(m);
  if (m.jenis_pegawai_pajak !== 'tidak_tetap') return { tidakTetap: false, harian: null, catatan: status };
  const bulanan = m.komponen.some((k) => k.gaji_pokok && k.cara_hitung === 'tetap' && (k.nilai ?? 0) > 0);
  const hariBorongan = m.hari_borongan ?? 0;
  const hari = Math.max(m.hari_hadir, hariBorongan);
  const tanpaPasal17 = 'Tanpa perhitungan ulang Pasal 17 di akhir tahun.';
  if (bulanan || hari === 0) {
    const sebab = bulanan
      ? 'Pegawai tidak tetap dengan upah bulanan: TER bulanan (PMK 168/2023 Pasal 12 ayat (2)).'
      : 'Pegawai tidak tetap tanpa hari kerja tercatat bulan ini, sehingga rata-rata sehari tidak dapat dihitung: TER bulanan.';
    return { tidakTetap: true, harian: null, catatan: `${status} ${sebab} ${tanpaPasal17}` };
  }
  const h = pph21Harian({ period: m.bulan, bruto, hari, punyaNpwp: m.punya_npwp });
  const hariKerja = `${hari} hari kerja (yang terbanyak dari ${m.hari_hadir} hari hadir dan ${hariBorongan} hari dengan entri borongan/harian disetujui)`;
  const tarif =
    h.tarif === null
      ? `di atas Rp 2.500.000 sehari: tarif Pasal 17 atas 50% bruto ${rp(h.dasar)}`
      : `tarif efektif harian ${persen(h.tarif)} × bruto ${rp(bruto)}`;
  return {
    tidakTetap: true,
    harian: {
      pph21: h.pph21,
      rincian: `Pegawai tidak tetap (upah harian/borongan): bruto ${rp(bruto)} ÷ ${hariKerja} = rata-rata ${rp(h.rataRataSehari)} sehari; ${tarif} (PP 58/2023; PMK 168/2023 Pasal 12 ayat (2)). ${tanpaPasal17}`,
    },
    catatan: status,
  };
}

/** JP of the slip's month after the pension age; null: JP as usual. */
export function jpSlip(m: MasukanPajakPensiun): JpBulanIni | null {
  return jpBulanIni(m.bulan, m.karyawan?.tanggal_lahir ?? null, m.jp_setelah_usia_pensiun ?? false, namaTanggal);
}
