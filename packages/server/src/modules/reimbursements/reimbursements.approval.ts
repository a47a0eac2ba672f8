import type { RequestType } from '../approvals/index.ts';
import * as repo from './reimbursements.repo.ts';
import { detail } from './reimbursements.service.ts';

/** What the approval engine needs to know about reimbursements. */
export const reimburseRequestType: RequestType = {
  tipe: 'reimburse',
  label: 'Reimburse',
  loadDetail: detail,
  summaries: repo.summaries,
  // Approval only makes the claim payable: 'Belum Dibayar' until an admin marks it paid or payroll carries it.
  async onApproved() {},
};
