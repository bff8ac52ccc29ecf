// The push service worker, served at /firebase-messaging-sw.js (product §9's default path). Built by the shell's
// webpack into its own file with firebase bundled in, so it imports nothing from the internet. firebase's
// settings come in its own query string (see push-token.ts), read synchronously: push handlers must be added
// while the worker script first runs. Background messages with a notification are shown by firebase itself;
// Rahi's own web push (booking-api's outbox, VAPID) is shown here, with or without firebase's settings, and a
// click opens the page it is about (the voucher, the ticket, the reservations), in an open tab when there is one.
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';
import { clickTarget, notificationOptions, readRahiPayload } from './rahi-push';

interface WorkerEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface PushEventLike extends WorkerEvent {
  data: { json(): unknown } | null;
}
interface NotificationEventLike extends WorkerEvent {
  notification: Notification;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
const worker = self as unknown as {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEventLike) => void): void;
};

worker.addEventListener('push', (event) => {
  const payload = readRahiPayload(event.data);
  if (payload)
    event.waitUntil(worker.registration.showNotification(payload.title, notificationOptions(payload)));
});

async function openPage(url: string) {
  const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((client) => client.url === url) ?? tabs[0];
  if (!tab) return worker.clients.openWindow(url);
  if (tab.url !== url) {
    // A tab this worker does not control cannot be steered: open the page beside it.
    const steered = await tab.navigate(url).then(
      () => true,
      () => false,
    );
    if (!steered) return worker.clients.openWindow(url);
  }
  return tab.focus();
}

worker.addEventListener('notificationclick', (event) => {
  const url = clickTarget(event.notification.data, worker.location.origin);
  if (!url) return;
  event.notification.close();
  event.waitUntil(openPage(url));
});

const raw = new URL(self.location.href).searchParams.get('config');
if (raw) {
  try {
    getMessaging(initializeApp(JSON.parse(raw)));
  } catch (error) {
    console.error('[push] the service worker could not start firebase messaging', error);
  }
} else {
  console.info("[push] the service worker shows Rahi's web push only (no firebase settings)");
}
