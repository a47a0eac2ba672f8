export { announcementRoutes } from './announcements.routes.ts';
