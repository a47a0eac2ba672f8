export { locationRoutes } from './locations.routes.ts';
// A location's name for other modules' exports (their filter line).
export { findById as findLokasi } from './locations.repo.ts';
