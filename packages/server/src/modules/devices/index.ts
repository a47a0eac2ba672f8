export { iclockRoutes, mesinAbsenRoutes } from './mesin-absen.routes.ts';
