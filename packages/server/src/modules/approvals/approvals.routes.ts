import {
  zApprovalBulkRequest,
  zApprovalBulkResult,
  zApprovalDecisionRequest,
  zApprovalDetail,
  zApprovalListQuery,
  zApprovalPage,
  zApprovalParams,
} from '@hadir/contract';
import type { ModuleRoutes } from '../../platform/app-types.ts';
import { caller } from '../../platform/http.ts';
import * as service from './approvals.service.ts';

export const approvalRoutes: ModuleRoutes = (app, { db }) => {
  app.get(
    '/users/all-approval-by-approval-user',
    {
      config: { access: 'user' },
      schema: { tags: ['approval'], querystring: zApprovalListQuery, response: { 200: zApprovalPage } },
    },
    (req) => service.list(db, caller(req), req.query),
  );
  app.get(
    '/approval/:tipe/:id',
    {
      config: { access: 'user' },
      schema: { tags: ['approval'], params: zApprovalParams, response: { 200: zApprovalDetail } },
    },
    (req) => service.detail(db, caller(req), req.params.tipe, req.params.id),
  );
  app.post(
    '/approval/:tipe/:id',
    {
      config: { access: 'user', audit: true },
      schema: { tags: ['approval'], params: zApprovalParams, body: zApprovalDecisionRequest, response: { 200: zApprovalDetail } },
    },
    (req) => service.decide(db, caller(req), req.params.tipe, req.params.id, req.body),
  );
  app.post(
    '/approval/massal',
    {
      config: { access: 'user', audit: true },
      schema: { tags: ['approval'], body: zApprovalBulkRequest, response: { 200: zApprovalBulkResult } },
    },
    (req) => service.decideMany(db, caller(req), req.body),
  );
};
