// Turns on web push in this browser: asks the traveller's permission, registers the shell's service worker
// (/firebase-messaging-sw.js, which shows the notifications), subscribes with booking-api's VAPID key
// (GET /profile/push-key) and hands the subscription to POST /profile/push-subscriptions.
import type { PushSubscriptionBody } from '@rahi/shared-contracts/api';
import { fetchApi, useApiMutation } from '@rahi/shared-ui/query';
import { NOTIFICATION_PREFERENCES_PATH } from './get-notification-preferences';

export const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';

/** Why this browser cannot take push, in Persian; null when it can. */
export function pushUnsupportedReason(): string | null {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'این مرورگر اعلان‌ها را پشتیبانی نمی‌کند.';
  if (typeof Notification !== 'undefined' && Notification.permission === 'denied')
    return 'اجازه نمایش اعلان در تنظیمات مرورگر بسته شده است.';
  return null;
}

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64Url: string): Uint8Array {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscriptionBody> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('اجازه نمایش اعلان داده نشد.');
  const registration =
    (await navigator.serviceWorker.getRegistration('/')) ??
    (await navigator.serviceWorker.register(SERVICE_WORKER_PATH));
  const { publicKey } = await fetchApi<{ publicKey: string }>({ endPoint: '/profile/push-key' });
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey) as BufferSource,
    }));
  return subscription.toJSON() as PushSubscriptionBody;
}

export function useSubscribePush() {
  const save = useApiMutation<PushSubscriptionBody>({
    endPoint: '/profile/push-subscriptions',
    invalidates: [NOTIFICATION_PREFERENCES_PATH],
  });
  return { ...save, subscribe: async () => save.mutateAsync(await currentSubscription()) };
}
