import type { JenisBaris, NetoNegatif, SumberOtomatis } from '@hadir/contract';
import { namaBulan, rp } from './payroll-run.format.ts';

// Net pay is never negative (issue 17). When a slip's deductions exceed its earnings:
//  - Statutory deductions stay whole: the worker's BPJS shares and PPh 21 are owed to the state and the employer must
//    withhold and pay them in full (UU 24/2011 Pasal 19 ayat (1)-(2); UU PPh Pasal 21 ayat (1)).
//  - The company's own deductions (loans, alpha and unpaid-leave days, last month's carry, any other 'potongan'
//    component) are reduced first, the last line of the slip first, down to zero. Wage deductions are the
//    company's to agree with the worker (PP 36/2021 Pasal 63 ayat (2)), so it is their amount that waits.
//  - What remains after that (statutory shares beyond the earnings) the company advances for the worker.
// The company chooses (pengaturan_penggajian.neto_negatif): 'dibawa' carries the amount not deducted to the next
// month's slip as "Sisa potongan bulan lalu"; 'dibatasi' writes it off (the company bears it). Either way a line
// "Ditanggung Perusahaan" shows the amount and says which; finalising stores a carry (payroll-checklist.repo.ts).
// A leaver's last slip has no next month: the amount is written off there and the slip says so.
// Slips computed before this rule have no `neto_negatif` in their inputs and keep the old behaviour.

/** Kode of the line that shows the amount carried to the next month, and of the one written off. */
export const KODE_DIBAWA = 'neto_dibawa';
export const KODE_DIHAPUS = 'neto_dibatasi';
export const KODE_SISA = 'sisa_potongan';

export interface SisaPotongan {
  /** The month the amount was not deducted in (yyyy-MM). */
  bulan: string;
  nominal: number;
}

interface Baris {
  kode: string;
  nama: string;
  jenis: JenisBaris;
  nominal_hitung: number;
  nominal: number;
  rincian: string;
}

interface Masukan {
  bulan: string;
  komponen: { id: number; sumber_otomatis: SumberOtomatis | null }[];
  neto_negatif?: NetoNegatif;
  sisa_potongan?: SisaPotongan | null;
  karyawan?: { tanggal_keluar: string | null };
}

const WAJIB: ReadonlySet<SumberOtomatis> = new Set(['bpjs_kesehatan', 'bpjs_jht', 'bpjs_jp', 'pph21']);

/** '2026-11' -> '2026-12'. */
export function bulanBerikutnya(bulan: string): string {
  const [y, m] = bulan.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * Adds last month's carry as a deduction, then, when deductions exceed earnings, reduces the company's own
 * deductions and adds the "Ditanggung Perusahaan" line with the amount carried or written off. Mutates `baris`.
 */
export function netoTidakNegatif(m: Masukan, baris: Baris[], penyesuaian: ReadonlyMap<string, number>): void {
  if (m.sisa_potongan && m.sisa_potongan.nominal > 0) {
    const s = m.sisa_potongan;
    baris.push({
      kode: KODE_SISA,
      nama: 'Sisa potongan bulan lalu',
      jenis: 'potongan',
      nominal_hitung: s.nominal,
      nominal: penyesuaian.get(KODE_SISA) ?? s.nominal,
      rincian: `Potongan ${namaBulan(s.bulan)} yang melebihi pendapatan bulan itu dan belum dipotong, ${rp(s.nominal)}.`,
    });
  }
  if (!m.neto_negatif) return;
  const total = (jenis: JenisBaris) => baris.filter((b) => b.jenis === jenis).reduce((t, b) => t + b.nominal, 0);
  const lebih = total('potongan') - total('pendapatan');
  if (lebih <= 0) return;

  const berikut = namaBulan(bulanBerikutnya(m.bulan));
  const keluar = Boolean(m.karyawan?.tanggal_keluar?.startsWith(m.bulan));
  const dibawa = m.neto_negatif === 'dibawa' && !keluar;
  const wajib = new Set(m.komponen.filter((k) => k.sumber_otomatis && WAJIB.has(k.sumber_otomatis)).map((k) => `k${k.id}`));
  const nasib = dibawa ? `dibawa ke slip ${berikut}` : 'dihapuskan (ditanggung perusahaan)';
  let sisa = lebih;
  for (let i = baris.length - 1; i >= 0 && sisa > 0; i--) {
    const b = baris[i];
    if (b.jenis !== 'potongan' || wajib.has(b.kode) || b.nominal <= 0) continue;
    const kurang = Math.min(b.nominal, sisa);
    b.rincian = `${b.rincian} Dipotong ${rp(b.nominal - kurang)} dari ${rp(b.nominal)} karena potongan melebihi pendapatan; ${rp(kurang)} ${nasib}.`;
    b.nominal -= kurang;
    b.nominal_hitung = Math.max(0, b.nominal_hitung - kurang);
    sisa -= kurang;
  }
  // Only statutory deductions are left beyond the earnings: the company advances them, so net pay is zero.
  if (sisa > 0) {
    baris.push({
      kode: 'talangan_wajib',
      nama: 'Talangan perusahaan untuk BPJS dan PPh 21',
      jenis: 'pendapatan',
      nominal_hitung: sisa,
      nominal: sisa,
      rincian: `Iuran BPJS dan PPh 21 bagian karyawan melebihi pendapatan yang tersisa; perusahaan menalangi ${rp(sisa)} agar dapat disetor penuh (bukan penghasilan kena pajak).`,
    });
  }
  const talangan =
    sisa > 0 ? ` BPJS dan PPh 21 tetap dipotong penuh dan disetor; ${rp(sisa)} di antaranya ditalangi perusahaan.` : '';
  const alasan =
    keluar && m.neto_negatif === 'dibawa' ? ' Karyawan berhenti bulan ini, sehingga tidak dibawa ke bulan berikutnya.' : '';
  baris.push({
    kode: dibawa ? KODE_DIBAWA : KODE_DIHAPUS,
    nama: dibawa ? 'Dibawa ke bulan berikutnya' : 'Potongan melebihi pendapatan, dihapuskan',
    jenis: 'pemberi_kerja',
    nominal_hitung: lebih,
    nominal: lebih,
    rincian: dibawa
      ? `Potongan melebihi pendapatan ${rp(lebih)}: potongan perusahaan dikurangi lebih dulu, gaji bersih tidak minus, dan ${rp(lebih)} dipotong pada slip ${berikut} sebagai "Sisa potongan bulan lalu".${talangan}`
      : `Potongan melebihi pendapatan ${rp(lebih)}: potongan perusahaan dibatasi sebesar pendapatan dan sisanya tidak ditagih kepada karyawan.${talangan}${alasan}`,
  });
}
