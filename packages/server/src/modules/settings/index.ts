export { type SecuritySettings, securitySettings } from './keamanan.service.ts';
export { settingsRoutes } from './settings.routes.ts';
