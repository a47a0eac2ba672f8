import type { ItemPeriksa, PeriksaPenggajian, TingkatPeriksa } from '@hadir/contract';
import { AppError } from '../../platform/errors.ts';

// The checks a payroll run must pass before it is final (issue 17, "never a silent wrong slip"). Errors (galat) are
// what makes a slip, the bank file or the tax filing wrong and cannot be confirmed away; warnings (peringatan) may be
// right for this company and need the finaliser's confirmation. The SQL that finds the employees is in
// payroll-checklist.repo.ts; this module holds which check is which, why, and where it is fixed.

export type KodePeriksa =
  | 'data_berubah'
  | 'nik_kosong'
  | 'nik_npwp_tidak_valid'
  | 'neto_minus'
  | 'rekening_kosong'
  | 'neto_negatif'
  | 'ptkp_kosong'
  | 'tanggal_lahir_kosong'
  | 'tanpa_grup'
  | 'di_bawah_upah_minimum';

interface Aturan {
  tingkat: TingkatPeriksa;
  judul: string;
  keterangan: string;
  tautan: string;
  /** How the refusal message names it: "<n> karyawan <ringkas>". */
  ringkas: string;
}

const KARYAWAN = '/admin/karyawan';

/** In the order the screen lists them: errors first. */
export const ATURAN: Record<KodePeriksa, Aturan> = {
  // The draft copies the bank account; a fix made since then is not in the slip nor in the bank file until the
  // draft is computed again.
  data_berubah: {
    tingkat: 'galat',
    judul: 'Rekening bank berubah sejak draft dihitung',
    keterangan:
      'Rekening bank karyawan ini diubah setelah draft dihitung, sehingga slip dan file transfer bank masih memakai rekening lama. Hitung ulang draft.',
    tautan: '/admin/penggajian/olah',
    ringkas: 'dengan rekening bank yang berubah sejak draft dihitung',
  },
  // Coretax identifies every employee by a 16-digit NIK (residents) or 16-digit NPWP (non-residents): PMK
  // 112/PMK.03/2022 Pasal 2 ayat (1) huruf a-b; a resident's old 15-digit NPWP is replaced by the NIK (Pasal 3 ayat
  // (1)). Sources: pajak.go.id announcement on PMK 112/2022; news.ddtc.co.id "Kemenkeu terbitkan PMK baru soal
  // aturan penggunaan NIK sebagai NPWP"; coesmanafamily.com (text of Pasal 2-3).
  nik_kosong: {
    tingkat: 'galat',
    judul: 'NIK/NPWP belum diisi',
    keterangan:
      'Bukti potong PPh 21 (Coretax) wajib mencantumkan NIK 16 digit, atau NPWP 16 digit bagi yang bukan penduduk (PMK 112/PMK.03/2022 Pasal 2 ayat (1)). Isi NIK pada data karyawan.',
    tautan: KARYAWAN,
    ringkas: 'tanpa NIK/NPWP',
  },
  nik_npwp_tidak_valid: {
    tingkat: 'galat',
    judul: 'NIK/NPWP tidak 16 digit',
    keterangan:
      'NIK harus 16 digit angka; NPWP 15 digit tidak lagi dipakai bagi penduduk, yang memakai NIK (PMK 112/PMK.03/2022 Pasal 2 ayat (1) dan Pasal 3 ayat (1)). Perbaiki pada data karyawan.',
    tautan: KARYAWAN,
    ringkas: 'dengan NIK/NPWP yang tidak 16 digit',
  },
  // Only a slip computed before the net-pay rule (payroll-run.net.ts) can still be negative.
  neto_minus: {
    tingkat: 'galat',
    judul: 'Gaji bersih minus',
    keterangan:
      'Slip ini dihitung sebelum aturan potongan yang melebihi pendapatan berlaku, sehingga gaji bersihnya minus. Hitung ulang draft.',
    tautan: '/admin/penggajian/olah',
    ringkas: 'dengan gaji bersih minus',
  },
  // A warning, not an error: there is no payment method per employee, and companies pay some workers (daily,
  // piece-rate) in cash. The confirmation names them; the bank file lists who it leaves out.
  rekening_kosong: {
    tingkat: 'peringatan',
    judul: 'Rekening bank belum diisi',
    keterangan:
      'Gaji karyawan ini tidak dapat masuk file transfer bank. Isi nama bank dan nomor rekening lalu hitung ulang draft, atau bayarkan tunai.',
    tautan: KARYAWAN,
    ringkas: 'tanpa rekening bank',
  },
  neto_negatif: {
    tingkat: 'peringatan',
    judul: 'Potongan melebihi pendapatan',
    keterangan:
      'Potongan perusahaan dikurangi agar gaji bersih tidak minus; sisanya dibawa ke bulan berikutnya atau dihapuskan sesuai pengaturan penggajian. BPJS dan PPh 21 tetap dipotong penuh. Lihat rincian slipnya.',
    tautan: '/admin/penggajian/olah',
    ringkas: 'dengan potongan melebihi pendapatan',
  },
  // The status the slip was computed with (the one in force at the start of the tax year).
  ptkp_kosong: {
    tingkat: 'peringatan',
    judul: 'Status PTKP belum diisi',
    keterangan:
      'PPh 21 slip ini dihitung dengan status TK/0, yang bisa lebih besar dari seharusnya. Isi status PTKP pada data karyawan lalu hitung ulang draft.',
    tautan: KARYAWAN,
    ringkas: 'tanpa status PTKP',
  },
  // JP stops at pension age (PP 45/2015 Pasal 15): without a birth date it cannot be checked. HR's employee form has
  // no birth date: the employee import and the employee's own personal data do.
  tanggal_lahir_kosong: {
    tingkat: 'peringatan',
    judul: 'Tanggal lahir belum diisi',
    keterangan:
      'Usia pensiun Jaminan Pensiun (PP 45/2015 Pasal 15) tidak dapat diperiksa, sehingga iuran JP terus dipotong. Isi kolom Tanggal Lahir lewat Impor Karyawan, atau minta karyawan mengisinya di Profil, Data Pribadi.',
    tautan: '/admin/karyawan/impor',
    ringkas: 'tanpa tanggal lahir',
  },
  tanpa_grup: {
    tingkat: 'peringatan',
    judul: 'Karyawan aktif tanpa grup gaji',
    keterangan: 'Karyawan ini tidak masuk penggajian mana pun dan tidak menerima gaji. Masukkan ke grup gaji bila memang digaji.',
    tautan: '/admin/pengaturan/gaji/grup-gaji',
    ringkas: 'aktif tanpa grup gaji',
  },
  // UU 13/2003 Pasal 88E ayat (2) as amended by UU 6/2023: no wage below the minimum wage (the rule of
  // payroll-run.leave-pay.ts dibawahUpahMinimum). A warning: small and micro businesses may pay below it by agreement.
  di_bawah_upah_minimum: {
    tingkat: 'peringatan',
    judul: 'Upah di bawah upah minimum',
    keterangan:
      'Gaji pokok dan tunjangan tetap sebulan di bawah UMK/UMP lokasi kerjanya (UU 13/2003 Pasal 88E ayat (2)). Periksa upah minimum lokasinya, atau gaji karyawan di grup gajinya. Uang saku peserta magang tidak dibandingkan.',
    tautan: '/admin/pengaturan/gaji/upah-minimum',
    ringkas: 'dengan upah di bawah upah minimum',
  },
};

export const URUTAN = Object.keys(ATURAN) as KodePeriksa[];

/**
 * An intern (Magang) is paid an allowance for transport, meals and an incentive, not a wage, and no regulation sets
 * its amount (Permenaker 6/2020 Pasal 13 ayat (1) huruf d and ayat (2); Kompas TV 7 November 2021 "Viral! Ada
 * Perusahaan Buka Program Magang Unpaid, Kemenaker: Harusnya Beri Uang Saku", and cewekbanget.grid.id "Magang
 * dibayar enggak sih? Ini aturan sebenarnya di Indonesia"): the minimum wage is not compared with it.
 */
export const tanpaUpahMinimum = (tipeKaryawan: string | null | undefined) => tipeKaryawan === 'Magang';

export interface Temuan {
  kode: KodePeriksa;
  jumlah: number;
  karyawan: ItemPeriksa['karyawan'];
}

/** The checklist from what the checks found (codes with no employee are left out). */
export function daftarPeriksa(temuan: Temuan[]): PeriksaPenggajian {
  const byKode = new Map(temuan.map((t) => [t.kode, t]));
  const items = URUTAN.flatMap((kode): ItemPeriksa[] => {
    const t = byKode.get(kode);
    if (!t || t.jumlah === 0) return [];
    const { ringkas: _r, ...aturan } = ATURAN[kode];
    return [{ kode, ...aturan, jumlah: t.jumlah, karyawan: t.karyawan }];
  });
  return {
    items,
    galat: items.filter((i) => i.tingkat === 'galat').length,
    peringatan: items.filter((i) => i.tingkat === 'peringatan').length,
  };
}

const ringkasan = (items: ItemPeriksa[]) =>
  items.map((i) => `${i.jumlah} karyawan ${ATURAN[i.kode as KodePeriksa].ringkas}`).join('; ');

/** Finalising refuses any error, and warnings the finaliser has not confirmed (409, nothing written). */
export function tolakBilaBelumSiap(p: PeriksaPenggajian, konfirmasi: boolean): void {
  const galat = p.items.filter((i) => i.tingkat === 'galat');
  if (galat.length > 0) {
    throw new AppError('CONFLICT', `Penggajian belum dapat difinalkan: ${ringkasan(galat)}. Perbaiki dulu datanya.`);
  }
  const peringatan = p.items.filter((i) => i.tingkat === 'peringatan');
  if (peringatan.length > 0 && !konfirmasi) {
    throw new AppError(
      'CONFLICT',
      `Periksa peringatan sebelum memfinalkan: ${ringkasan(peringatan)}. Finalkan lagi dengan konfirmasi bila sudah sesuai.`,
    );
  }
}
