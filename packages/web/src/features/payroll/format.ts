export { namaBulan, namaTanggal } from '@hadir/contract';

/** The previous month as yyyy-MM: payroll is usually run for the month just closed. */
export function bulanLalu(today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}
