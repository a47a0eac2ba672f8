/// <reference lib="webworker" />
// The service worker (decision 0011): precaching as before, plus Web Push. Type-checked with sw/tsconfig.json.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//] }));

// 'Update baru tersedia. Muat ulang sekarang?' accepted: the page asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** What the server pushes (contract zPushPayload). */
interface PushPayload {
  id: string;
  action?: 'FORCE_LOGOUT';
  message?: string;
  notification?: { title: string; body: string };
  url?: string;
}

// Message types the app listens for (src/features/notifications/messages.ts).
const PUSH_MESSAGE = 'hadir-push';
const OPEN_URL = 'hadir-open';

async function onPush(payload: PushPayload) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const visible = windows.filter((w) => w.visibilityState === 'visible');
  // Every open tab must sign out; the visible ones show the toast. Tabs handle it in the app.
  const targets = payload.action === 'FORCE_LOGOUT' ? windows : visible;
  for (const w of targets) w.postMessage({ type: PUSH_MESSAGE, payload });
  if (visible.length) return;
  // Nobody is looking: a system notification (Chrome also requires one for every push then).
  const title = payload.action === 'FORCE_LOGOUT' ? 'Sesi berakhir' : (payload.notification?.title ?? 'Hadir');
  const body = payload.action === 'FORCE_LOGOUT' ? payload.message : payload.notification?.body;
  await self.registration.showNotification(title, {
    body,
    tag: payload.id,
    icon: '/icon-192.png',
    data: { url: payload.action === 'FORCE_LOGOUT' ? '/login' : (payload.url ?? '/') },
  });
}

self.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (payload) event.waitUntil(onPush(payload));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url: string = event.notification.data?.url ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows[0];
      if (!tab) {
        await self.clients.openWindow(url);
        return;
      }
      await tab.focus();
      tab.postMessage({ type: OPEN_URL, url });
    })(),
  );
});
