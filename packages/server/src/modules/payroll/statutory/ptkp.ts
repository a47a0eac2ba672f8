import { type Dated, inForceOn } from './money.ts';
import type { TerCategory } from './pph21.ter.ts';

// PTKP (penghasilan tidak kena pajak) by marital status and dependants, and the TER category each status uses.
// The status is the one at the start of the tax year (PMK 168/2023 Pasal 9 ayat (4)). A married woman employee is
// TK/0 plus her dependants unless she shows that her husband has no income (Pasal 9 ayat (2)-(3)): the employee
// record decides the status, these rules only price it. K/I (spouse's income joined) is a return-filing status,
// not a withholding one, and is not offered.

export const STATUS_PTKP = ['TK/0', 'TK/1', 'TK/2', 'TK/3', 'K/0', 'K/1', 'K/2', 'K/3'] as const;
export type StatusPtkp = (typeof STATUS_PTKP)[number];

interface PtkpTable extends Dated {
  diri: number;
  kawin: number;
  perTanggungan: number;
  maksTanggungan: number;
}

/** Rp 54.000.000 for the taxpayer, + 4.500.000 if married, + 4.500.000 per dependant (at most 3), a year. */
export const PTKP: readonly PtkpTable[] = [
  {
    berlakuMulai: '2016-01-01',
    diri: 54_000_000,
    kawin: 4_500_000,
    perTanggungan: 4_500_000,
    maksTanggungan: 3,
    sumber: 'PMK 101/PMK.010/2016 Pasal 1; PMK 168/2023 Pasal 9',
  },
];

/** Yearly PTKP of `status` in `year`. */
export function ptkpFor(status: StatusPtkp, year: number): number {
  const table = inForceOn(PTKP, `${year}-01-01`, 'PTKP');
  const [kawin, tanggungan] = parseStatus(status);
  return table.diri + (kawin ? table.kawin : 0) + Math.min(tanggungan, table.maksTanggungan) * table.perTanggungan;
}

/** TER category of each status: PP 58/2023 Pasal 2 ayat (4). */
const TER_CATEGORY: Record<StatusPtkp, TerCategory> = {
  'TK/0': 'A',
  'TK/1': 'A',
  'K/0': 'A',
  'TK/2': 'B',
  'TK/3': 'B',
  'K/1': 'B',
  'K/2': 'B',
  'K/3': 'C',
};

export function terCategory(status: StatusPtkp): TerCategory {
  parseStatus(status);
  return TER_CATEGORY[status];
}

function parseStatus(status: StatusPtkp): [kawin: boolean, tanggungan: number] {
  if (!STATUS_PTKP.includes(status)) throw new RangeError(`Status PTKP tidak dikenal: ${status}`);
  const [k, n] = status.split('/');
  return [k === 'K', Number(n)];
}
