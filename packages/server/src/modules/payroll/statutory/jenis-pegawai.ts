// Which PPh 21 regime a worker falls under, from the employee's `tipe_karyawan`.
//
// PMK 168/2023 Pasal 1 (the definitions PP 58/2023 shares): a non-permanent worker (pegawai tidak tetap, tenaga kerja
// lepas) is paid only when they work, by the days worked, the units produced or the job done (quoted by DDTC News,
// "Penghitungan PPh Pasal 21 atas pegawai tidak tetap", and Kompasiana, "Mekanisme pemajakan pekerjaan tetap dan tidak
// tetap"): Harian and Borongan. A permanent employee (pegawai tetap) is paid regularly; the definition counts a
// fixed-term contract worker (Kontrak, PKWT) working full time among them. An intern (Magang) on a monthly allowance is
// paid regularly whether or not each day is worked, so is taken as permanent too. The last two readings are from the
// definition's text as known to this module, not confirmed by a second source (see decision 0022).
// Unknown type (not filled in): permanent, the regime the slip always used.

export type JenisPegawaiPajak = 'tetap' | 'tidak_tetap';

const TIDAK_TETAP = new Set(['Harian', 'Borongan']);

export function jenisPegawaiPajak(tipeKaryawan: string | null): JenisPegawaiPajak {
  return tipeKaryawan !== null && TIDAK_TETAP.has(tipeKaryawan) ? 'tidak_tetap' : 'tetap';
}
