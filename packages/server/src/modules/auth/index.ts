export { authRoutes } from './auth.routes.ts';
export { ensureFirstAdmin, resetForgottenPassword } from './auth.service.ts';
