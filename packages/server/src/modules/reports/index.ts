// The four reports and their Excel exports (/laporan).
export { reportRoutes } from './reports.routes.ts';
