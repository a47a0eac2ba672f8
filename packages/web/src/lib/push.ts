// Web Push subscription of this browser (decision 0011); here in lib because the login page (feature auth)
// subscribes, and the live-event handling lives in features/notifications.
import type { VapidPublicKeyResponse } from '@hadir/contract';
import { useEffect, useRef } from 'react';
import { api } from './api';

const WORKER_WAIT_MS = 10_000;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Asks for notification permission and subscribes this browser to Web Push with the server's VAPID key.
 * Answers the JSON-stringified subscription (sent as fcm_token), or null when push is unavailable or refused.
 * Failures are logged only (spec error catalogue).
 */
export async function subscribeToPush(): Promise<string | null> {
  try {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return null;
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return null;
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(resolve, WORKER_WAIT_MS)),
    ]);
    if (!registration) return null;
    const { public_key } = await api.get<VapidPublicKeyResponse>('/notifications/vapid-public-key', { silent: true });
    const key = keyBytes(public_key);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another key (a restored or different server) cannot receive our pushes.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return JSON.stringify(subscription.toJSON());
  } catch (err) {
    console.error('Gagal mendaftarkan notifikasi push', err);
    return null;
  }
}

/** After login: a subscription that was still being made when the form was sent goes to the server now. */
async function sendLatePushToken(token: Promise<string | null>) {
  const fcmToken = await token;
  if (!fcmToken) return;
  try {
    await api.post('/users/update-fcm-token', { fcm_token: fcmToken }, { silent: true });
  } catch (err) {
    console.error('Gagal menyimpan token notifikasi', err);
  }
}

/**
 * The login page's push token, obtained at page load (spec section 3). `current()` is the token if ready
 * (for the login payload's fcm_token); `afterLogin()` sends it later if it was not ready yet.
 */
export function usePushToken() {
  const state = useRef<{ promise?: Promise<string | null>; value?: string | null }>({});
  useEffect(() => {
    if (state.current.promise) return;
    const promise = subscribeToPush();
    state.current.promise = promise;
    void promise.then((value) => {
      state.current.value = value;
    });
  }, []);
  return {
    current: () => state.current.value ?? null,
    afterLogin: () => {
      const { promise, value } = state.current;
      if (promise && value === undefined) void sendLatePushToken(promise);
    },
  };
}
