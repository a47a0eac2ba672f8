// Statutory payroll rules (BPJS, PPh 21, THR): pure functions over dated, cited rate tables. Decision 0007.
export {
  type BpjsContributions,
  type BpjsInput,
  type BpjsLine,
  type BpjsRates,
  bpjsContributions,
  bpjsRatesFor,
} from './bpjs.ts';
export { KELAS_RISIKO_JKK, type KelasRisikoJkk } from './bpjs.rates.ts';
export { type BasisPoints, fraction, percentOf } from './money.ts';
export {
  art17Tax,
  type Pph21Final,
  type Pph21FinalInput,
  type Pph21Monthly,
  type Pph21MonthlyInput,
  pph21FinalPeriod,
  pph21Monthly,
  terRate,
} from './pph21.ts';
export type { TerCategory } from './pph21.ter.ts';
export { ptkpFor, STATUS_PTKP, type StatusPtkp, terCategory } from './ptkp.ts';
export { monthsBefore, serviceMonths, type Thr, type ThrInput, thrAmount } from './thr.ts';
