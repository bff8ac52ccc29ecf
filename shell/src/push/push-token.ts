// Push registration (product §4, §9): when push is configured and the browser supports it, register the service
// worker /firebase-messaging-sw.js (waiting at most 10 s), get the registration token, and keep it for 7 days
// before asking again. It is sent as fcm_token with /otp and /login. Otherwise null, with product §8's logs.
// firebase is imported only here, dynamically, so pages pay for it only when push is configured and used.
import type { PushConfig } from '../config/app-config';

export const REGISTRATION_WAIT_MS = 10_000;
export const REFRESH_AFTER_MS = 7 * 24 * 3600 * 1000;
export const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';
export const CACHE_KEY = 'rahi.fcm-token';

interface CachedToken {
  token: string;
  savedAt: number;
}

function readCache(): CachedToken | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') as CachedToken | null;
    return cached && typeof cached.token === 'string' && typeof cached.savedAt === 'number'
      ? cached
      : undefined;
  } catch {
    return undefined;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The service worker's address; it reads firebase's settings from its own query, synchronously at start. */
export const serviceWorkerUrl = (push: PushConfig) =>
  `${SERVICE_WORKER_PATH}?config=${encodeURIComponent(JSON.stringify(push.firebaseConfig))}`;

async function registerWorker(push: PushConfig): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl(push));
  await withTimeout(navigator.serviceWorker.ready, REGISTRATION_WAIT_MS, 'service worker registration');
  return registration;
}

async function fetchToken(push: PushConfig): Promise<string | null> {
  const cached = readCache();
  if (cached && Date.now() - cached.savedAt < REFRESH_AFTER_MS) return cached.token;
  try {
    const [{ getApp, getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    if (!('serviceWorker' in navigator) || !(await isSupported())) {
      console.warn('FCM not supported in this browser/origin');
      return null;
    }
    const app = getApps().length > 0 ? getApp() : initializeApp(push.firebaseConfig);
    const serviceWorkerRegistration = await registerWorker(push);
    const token = await getToken(getMessaging(app), { vapidKey: push.vapidKey, serviceWorkerRegistration });
    if (!token) {
      console.error('No registration token available.');
      return null;
    }
    localStorage.setItem(CACHE_KEY, JSON.stringify({ token, savedAt: Date.now() } satisfies CachedToken));
    return token;
  } catch (error) {
    console.error('Failed to get FCM token:', error);
    return null;
  }
}

/** The push token getter for this page: null at once when push is not configured; one request at a time. */
export function createPushTokens(push: PushConfig | null): () => Promise<string | null> {
  if (!push) {
    console.info('[push] no web-push key configured; push registration is skipped');
    return async () => null;
  }
  let inFlight: Promise<string | null> | undefined;
  return () => {
    inFlight ??= fetchToken(push).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
