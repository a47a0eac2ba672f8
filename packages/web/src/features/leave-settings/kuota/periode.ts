import type { PeriodeCuti } from '@hadir/contract';
import { formatDate } from '../../../lib/format';

/** '2031' for a calendar year, '15 Maret 2031 – 14 Maret 2032' for a period from a join anniversary. */
export function namaPeriode(p: Pick<PeriodeCuti, 'periode' | 'mulai' | 'selesai'>): string {
  if (p.mulai === `${p.periode}-01-01` && p.selesai === `${p.periode}-12-31`) return String(p.periode);
  return `${formatDate(p.mulai)} – ${formatDate(p.selesai)}`;
}
