import { registerRequestType } from '../approvals/index.ts';
import { registrasiWajahRequestType } from './face-registration.approval.ts';
import { absenOfflineRequestType } from './offline-hold.approval.ts';

// Re-registering a face plugs into the approval engine when this module loads (who sees its photos: files.repo.ts).
registerRequestType(registrasiWajahRequestType);

// Held offline punches plug into the approval engine when this module loads (app.ts imports it before serving).
registerRequestType(absenOfflineRequestType);

export { attendanceRoutes } from './attendance.routes.ts';
export * from './corrections.apply.ts';
export * from './status.repo.ts';
export {
  COMPANY_START,
  countedFrom,
  countedOn,
  countedUntil,
  type DailyStatus,
  LATE_RECORD,
  notHoliday,
  type StatusFilter,
} from './status.rules.ts';
export * from './status.totals.repo.ts';
// Fingerprint terminals punch through the app's own punch rules (modules/devices).
export { shiftWindowAt } from './attendance.service.ts';
export { punchConflict, writePunch } from './punch.service.ts';
export { placePunch } from './shift-window.rules.ts';
