export { startAnnouncementSchedule } from './announcements.scheduler.ts';
export { announcementRoutes } from './announcements.routes.ts';
export { pushDue as pushDueAnnouncements } from './announcements.service.ts';
