export { leaveRoutes } from './leave.routes.ts';
// Annual leave derived from the join date and the policy (decision 0020): the report rows, the leave form's
// free days and the filing check, and the adjustment an import records for days brought from another system.
export {
  assertAnnualLeaveFits,
  currentRemaining,
  freeAnnualLeave,
  quotaReport,
  setRemainingAnnualLeave,
  setRemainingAnnualLeaves,
} from './hak-cuti.service.ts';
