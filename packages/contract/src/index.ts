import { z } from 'zod';
import id from 'zod/v4/locales/id.js';
import { plainMessage } from './common/messages.ts';

// Checks without a message of their own say a plain Indonesian sentence (common/messages.ts); zod's Indonesian
// locale stays underneath for any issue kind a later zod adds.
z.config({ ...id(), customError: plainMessage });

export * from './common/errors.ts';
export * from './common/format.ts';
export * from './common/nama-bulan.ts';
export * from './common/schemas.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './employee-lists.ts';
export * from './profile.ts';
export * from './role-management.ts';
export * from './settings.ts';
export * from './announcements.ts';
export * from './dashboard.ts';
export * from './attendance.ts';
export * from './attendance-history.ts';
export * from './approvals.ts';
export * from './corrections.ts';
export * from './leave.ts';
export * from './overtime.ts';
export * from './leave-requests.ts';
export * from './overtime-requests.ts';
export * from './reimbursements.ts';
export * from './reports.ts';
export * from './audit.ts';
export * from './payroll.ts';
export * from './piece-rate.ts';
export * from './notifications.ts';
export * from './payroll-run.ts';
export * from './payroll-checklist.ts';
export * from './slip-identitas.ts';
export * from './perusahaan-logo.ts';
export * from './payroll-files.ts';
export * from './ebupot.ts';
export * from './backup.ts';
export * from './privacy.ts';
export * from './imports.ts';
export * from './upah-minimum.ts';
export * from './mesin-absen.ts';
export * from './shift.ts';
export * from './geo.ts';
