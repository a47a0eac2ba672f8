export { useOfflinePunchSender } from './useOfflinePunches';
