import { z } from 'zod';

// Web Push and the live event stream carry the same message (decision 0011); spec section 3:
// "Push payload: action (FORCE_LOGOUT), message, notification with title and body".

export const FORCE_LOGOUT = 'FORCE_LOGOUT';

export const zPushNotification = z.object({ title: z.string(), body: z.string() });
export type PushNotification = z.infer<typeof zPushNotification>;

export const zPushPayload = z.object({
  /** Unique per message: a toast that arrives by push and by the live stream is shown once. */
  id: z.string(),
  action: z.literal(FORCE_LOGOUT).optional(),
  message: z.string().optional(),
  notification: zPushNotification.optional(),
  /** Where a click on the system notification leads (a route of the web app). */
  url: z.string().optional(),
});
export type PushPayload = z.infer<typeof zPushPayload>;

/** GET /notifications/vapid-public-key: the key PushManager.subscribe needs (applicationServerKey). */
export const zVapidPublicKeyResponse = z.object({ public_key: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof zVapidPublicKeyResponse>;

/** The browser's PushSubscription.toJSON(), sent JSON-stringified as fcm_token. */
export const zPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https$/ }),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});
export type PushSubscriptionJson = z.infer<typeof zPushSubscription>;
