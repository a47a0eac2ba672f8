import type { RequestType } from '../approvals/index.ts';
import * as repo from './leave-requests.repo.ts';
import { detail } from './leave-requests.service.ts';

/**
 * What the approval engine needs to know about leave. A decision has no side effect to write: the
 * quota counts pending and approved leave from the engine's status, and the attendance statuses read
 * approved leave when asked, so approving, rejecting or cancelling changes both at once.
 */
export const izinRequestType: RequestType = {
  tipe: 'izin',
  label: 'Izin',
  loadDetail: detail,
  summaries: repo.summaries,
  async onApproved() {},
};
