import { describeRosterAudit } from './roster.audit.ts';
export { rosterRoutes } from './roster.routes.ts';
export { rosterXlsxRoutes } from './roster-xlsx.routes.ts';
export { scheduleRoutes } from './schedules.routes.ts';
export { shiftRoutes } from './shift.routes.ts';
export { type Workday, workdayFor } from './workday.ts';
export { shiftOfDay } from './shift-of-day.ts';
// Tests of other modules write rosters with it (attendance/shift-window.test.ts).
export { type RosterCell, writeCells } from './roster.repo.ts';

// The audit log's sentences for roster changes.
describeRosterAudit();
