import { stockTaking, workDays } from './demo.attendance.ts';
import type { History, HistoryContext } from './demo.records.ts';
import { planExpenses, planLeave, type Tally } from './demo.requests.ts';

// The demo's days, as people would have made them since the go-live date: punches (mostly on time, some late,
// some leaving early, a few forgetting to clock out or not coming), leave, overtime, corrections of forgotten
// punches, piece-rate entries and expense claims, each request with its approver's decision. Pure: it only
// describes the records; demo.write.ts inserts them in batches.
// Its records and their shared helpers are in demo.records.ts; the working days in demo.attendance.ts, leave and
// expense claims in demo.requests.ts, piece-rate work in demo.piecework.ts.

/** Everything that happened from the go-live date to now. */
export function buildHistory(ctx: HistoryContext): History {
  const h: History = {
    attendance: [],
    corrections: [],
    leave: [],
    overtime: [],
    piecework: [],
    expensesBefore: [],
    expensesAfter: [],
  };
  const tally: Tally = { annualLeave: 0, claims: 0 };
  for (const e of ctx.employees) {
    const leaveDays = planLeave(ctx, e, h, tally);
    workDays(ctx, e, leaveDays, h);
    planExpenses(ctx, e, h, tally);
  }
  stockTaking(ctx, h);
  return h;
}
