// The push service worker, served at /firebase-messaging-sw.js (product §9's default path). Built by the shell's
// webpack into its own file with firebase bundled in, so it imports nothing from the internet. firebase's
// settings come in its own query string (see push-token.ts), read synchronously: push handlers must be added
// while the worker script first runs. Background messages with a notification are shown by firebase itself.
import { initializeApp } from 'firebase/app';
import { getMessaging } from 'firebase/messaging/sw';

const raw = new URL(self.location.href).searchParams.get('config');
if (raw) {
  try {
    getMessaging(initializeApp(JSON.parse(raw)));
  } catch (error) {
    console.error('[push] the service worker could not start firebase messaging', error);
  }
} else {
  console.warn('[push] the service worker was registered without firebase settings');
}
