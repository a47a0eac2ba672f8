export { notificationRoutes } from './notifications.routes.ts';
export {
  announcementPublished,
  FORCE_LOGOUT_MESSAGES,
  forceLogout,
  requestDecided,
  requestWaiting,
} from './notifications.service.ts';
export { allowTestPushReceiver, checkPushSubscription, pushSubscriptionOrNull } from './push-endpoint.ts';
