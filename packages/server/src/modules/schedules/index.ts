export { scheduleRoutes } from './schedules.routes.ts';
export { type Workday, workdayFor } from './workday.ts';
