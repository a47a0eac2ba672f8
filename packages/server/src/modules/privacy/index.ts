// Personal data (UU 27/2022): photo retention, erasing a former employee's biometric data, the own-data download.
export { privacyRoutes } from './privacy.routes.ts';
export { startPhotoRetention } from './privacy.scheduler.ts';
export { purgeExpired, runDailyPurge } from './privacy.service.ts';
