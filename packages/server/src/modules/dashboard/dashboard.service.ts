import type { AdminSummary, DashboardApproval } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import * as approvals from '../approvals/index.ts';
import { workdayFor } from '../schedules/index.ts';
import * as repo from './dashboard.repo.ts';

/** Requests waiting for the caller's decision, newest first, of every request type (the approval engine). */
export function pendingApprovals(db: Db, user: SessionUser): Promise<DashboardApproval[]> {
  return approvals.pendingApprovals(db, user);
}

export async function userApprovals(db: Db, user: SessionUser) {
  return { approvals: await pendingApprovals(db, user) };
}

export async function adminSummary(db: Db, user: SessionUser): Promise<AdminSummary> {
  // "Today" is the admin's own local date, as for everything else dated.
  const day = await workdayFor(db, user.id);
  if (!day) throw new AppError('UNAUTHENTICATED');
  return repo.adminSummary(db, day.date);
}
