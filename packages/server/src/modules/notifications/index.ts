export { enqueueLoginData as queueLoginDataMail, mailEnabled, withdrawLoginData as withdrawLoginDataMail } from './mail.repo.ts';
export { type LoginDataMail, MailSender, registerLoginDataMail } from './mail.sender.ts';
export { notificationRoutes } from './notifications.routes.ts';
export {
  announcementPublished,
  FORCE_LOGOUT_MESSAGES,
  forceLogout,
  requestDecided,
  requestWaiting,
} from './notifications.service.ts';
export { allowTestPushReceiver, checkPushSubscription, pushSubscriptionOrNull } from './push-endpoint.ts';
