import type { CaraHitung } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import type { SessionUser } from '../../platform/sessions.ts';

// The employee import fills each person's own salary amounts, which belong to payroll. Payroll registers how
// they are read and written (as it registers the overtime wage source, decision 0013): the users module never
// imports payroll.

/** A component that takes an amount per employee, with the groups that hold it. */
export interface PayComponent {
  id: number;
  nama: string;
  cara_hitung: CaraHitung;
  grup_gaji_ids: number[];
}

/** One employee's own amount of one component (rupiah, or basis points for a percentage). */
export interface PayAmount {
  user_id: number;
  komponen_gaji_id: number;
  nilai: number;
}

export interface PayImportSource {
  /** The active components that take an amount per employee, in payroll's order. */
  components(db: Db): Promise<PayComponent[]>;
  /** The employees' own amounts now. */
  amounts(db: Db, userIds: number[]): Promise<PayAmount[]>;
  /** Sets these own amounts (each replaces the employee's amount of that component). */
  save(db: Db, amounts: PayAmount[]): Promise<void>;
  /** Refuses (403) a change of the caller's own pay: payroll's rule. */
  guardOwnPay(by: SessionUser, userIds: number[]): void;
}

let source: PayImportSource | undefined;

export function registerPayImportSource(s: PayImportSource) {
  source = s;
}

/** The registered source; none (no amount columns) only where payroll is not loaded. */
export const payImportSource = () => source;
