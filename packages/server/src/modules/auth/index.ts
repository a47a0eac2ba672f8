export { authRoutes } from './auth.routes.ts';
export { ensureFirstAdmin } from './auth.service.ts';
