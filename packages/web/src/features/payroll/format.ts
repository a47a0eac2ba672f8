const BULAN = [
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

/** '2026-10' -> 'Oktober 2026'. */
export const namaBulan = (bulan: string) => `${BULAN[Number(bulan.slice(5, 7)) - 1] ?? ''} ${bulan.slice(0, 4)}`;

/** '2026-03-20' -> '20 Maret 2026'. */
export const namaTanggal = (tanggal: string) => `${Number(tanggal.slice(8, 10))} ${namaBulan(tanggal.slice(0, 7))}`;

/** The previous month as yyyy-MM: payroll is usually run for the month just closed. */
export function bulanLalu(today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}
