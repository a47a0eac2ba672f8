import type { RequestType } from '../approvals/index.ts';
import * as repo from './overtime-requests.repo.ts';
import { detail } from './overtime-requests.service.ts';

/** What the approval engine needs to know about overtime requests. */
export const lemburRequestType: RequestType = {
  tipe: 'lembur',
  label: 'Lembur',
  // Approvers (often a PIC, not HR) decide on the hours: the rupiah amounts would disclose the
  // employee's wage (hourly wage x 173), so the engine's view carries the tiers without them.
  async loadDetail(db, id) {
    const found = await detail(db, id);
    if (!found) return undefined;
    return { ...found, upah_per_jam: null, total: null, tiers: found.tiers.map((t) => ({ ...t, nominal: null })) };
  },
  summaries: repo.summaries,
  // A pending overtime already holds its hours against the limits; approving it changes nothing else.
  // Payroll reads approved overtime when it runs.
  async onApproved() {},
};
