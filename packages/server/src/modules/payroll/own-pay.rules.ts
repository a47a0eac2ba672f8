import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as repo from './payroll-run.repo.ts';

// Nobody changes their own pay (issue 15): their amounts and group, their slip's lines, nor, alone, a run that pays them.

const OWN_PAY = 'Anda tidak dapat mengubah gaji atau grup gaji Anda sendiri. Minta Admin atau HRD lain untuk mengubahnya.';
const OWN_SLIP = 'Anda tidak dapat menyesuaikan slip gaji Anda sendiri. Minta Admin atau HRD lain untuk menyesuaikannya.';

/** Another Admin or HRD puts them in a group, takes them out, or sets their own amounts. */
export function guardOwnPay(by: SessionUser, userIds: number[]) {
  if (userIds.includes(by.id)) throw new AppError('FORBIDDEN', OWN_PAY);
}

export function guardOwnSlipLines(by: SessionUser, userId: number) {
  if (userId === by.id) throw new AppError('FORBIDDEN', OWN_SLIP);
}

/** A run holding the finaliser's own slip is finalised by another Admin/HRD when there is one: named in the refusal. */
export async function guardOwnSlip(db: Db, user: SessionUser, runId: number, thr: boolean) {
  if (!(await repo.findSlip(db, runId, user.id))) return;
  const others = await repo.otherFinalisers(db, runId, user.id);
  if (others.length === 0) return;
  const names = others.length > 5 ? `${others.slice(0, 5).join(', ')} dan ${others.length - 5} lainnya` : others.join(', ');
  const apa = thr ? 'THR' : 'penggajian';
  throw new AppError(
    'FORBIDDEN',
    `Slip ${thr ? 'THR' : 'gaji'} Anda sendiri ada di ${apa} ini, sehingga ${apa} ini harus difinalkan oleh Admin atau HRD lain: ${names}.`,
  );
}
