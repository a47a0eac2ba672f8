// How slips write money and dates in Indonesian. A leaf module: the slip computation and the rule modules it calls
// (overtime basis, prorating) all format through it without importing each other.

/** 5000000 -> 'Rp 5.000.000'. */
export const rp = (n: number) => `${n < 0 ? '-' : ''}Rp ${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

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

/** '2026-11-19' -> '19 November 2026'. */
export const namaTanggal = (tanggal: string) => `${Number(tanggal.slice(8, 10))} ${namaBulan(tanggal.slice(0, 7))}`;
