export { scheduleRoutes } from './schedules.routes.ts';
export { type Workday, workdayFor } from './workday.ts';
export { shiftOfDay } from './shift-of-day.ts';
