import type { AdminSummary, DashboardApproval } from '@hadir/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/sessions.ts';
import { workdayFor } from '../schedules/index.ts';
import * as repo from './dashboard.repo.ts';

/**
 * Requests waiting for the caller's decision, newest first. This is where the request modules plug
 * in as they arrive (leave, overtime, attendance corrections, reimbursements, piece-work): each
 * will export from its index.ts the items pending for an approver, and they are merged here.
 * None of them exists yet, so nothing is waiting.
 */
export async function pendingApprovals(_db: Db, _user: SessionUser): Promise<DashboardApproval[]> {
  return [];
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
