export { locationRoutes } from './locations.routes.ts';
