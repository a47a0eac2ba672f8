// Months and dates as an Indonesian reader writes them, for the server's documents and the web's screens alike.

export const NAMA_BULAN = [
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
] as const;

/** '2026-11' -> 'November 2026'. */
export const namaBulan = (bulan: string) => `${NAMA_BULAN[Number(bulan.slice(5, 7)) - 1] ?? ''} ${bulan.slice(0, 4)}`;

/** '2026-11-19' -> '19 November 2026'. */
export const namaTanggal = (tanggal: string) => `${Number(tanggal.slice(8, 10))} ${namaBulan(tanggal.slice(0, 7))}`;
