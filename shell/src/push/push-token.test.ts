import { getToken, isSupported } from 'firebase/messaging';
import type { PushConfig } from '../config/app-config';
import {
  CACHE_KEY,
  createPushTokens,
  REFRESH_AFTER_MS,
  REGISTRATION_WAIT_MS,
  serviceWorkerUrl,
} from './push-token';

jest.mock('firebase/app', () => ({
  getApps: jest.fn(() => []),
  getApp: jest.fn(),
  initializeApp: jest.fn((config: unknown) => ({ name: 'app', config })),
}));
jest.mock('firebase/messaging', () => ({
  isSupported: jest.fn(async () => true),
  getMessaging: jest.fn((app: unknown) => ({ app })),
  getToken: jest.fn(async () => 'fcm-token-1'),
}));

const PUSH: PushConfig = {
  firebaseConfig: { apiKey: 'k', projectId: 'rahi', appId: 'a' },
  vapidKey: 'BPublicKey',
};
const registration = { scope: '/' } as ServiceWorkerRegistration;
let register: jest.Mock;

function installServiceWorker(ready: Promise<unknown> = Promise.resolve(registration)) {
  register = jest.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready } });
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  installServiceWorker();
  jest.mocked(isSupported).mockResolvedValue(true);
  jest.mocked(getToken).mockResolvedValue('fcm-token-1');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
});

describe('createPushTokens', () => {
  it('answers null without loading firebase when push is not configured', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => {});

    await expect(createPushTokens(null)()).resolves.toBeNull();
    expect(isSupported).not.toHaveBeenCalled();
  });

  it('registers the service worker at /firebase-messaging-sw.js and gets the token with the public key', async () => {
    await expect(createPushTokens(PUSH)()).resolves.toBe('fcm-token-1');

    expect(register).toHaveBeenCalledWith(serviceWorkerUrl(PUSH));
    expect(serviceWorkerUrl(PUSH)).toMatch(/^\/firebase-messaging-sw\.js\?config=/);
    expect(getToken).toHaveBeenCalledWith(expect.anything(), {
      vapidKey: 'BPublicKey',
      serviceWorkerRegistration: registration,
    });
  });

  it('keeps the token with its date and asks again only after 7 days', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') });
    const tokens = createPushTokens(PUSH);
    await tokens();
    expect(JSON.parse(localStorage.getItem(CACHE_KEY) ?? '{}')).toEqual({
      token: 'fcm-token-1',
      savedAt: Date.now(),
    });

    jest.mocked(getToken).mockResolvedValue('fcm-token-2');
    jest.setSystemTime(Date.now() + REFRESH_AFTER_MS - 1000);
    await expect(tokens()).resolves.toBe('fcm-token-1');
    expect(getToken).toHaveBeenCalledTimes(1);

    jest.setSystemTime(Date.now() + 2000);
    await expect(tokens()).resolves.toBe('fcm-token-2');
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it("logs 'FCM not supported in this browser/origin' and answers null when the browser cannot push", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.mocked(isSupported).mockResolvedValue(false);

    await expect(createPushTokens(PUSH)()).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('FCM not supported in this browser/origin');
    expect(register).not.toHaveBeenCalled();
  });

  it("logs 'No registration token available.' when firebase gives an empty token", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(getToken).mockResolvedValue('');

    await expect(createPushTokens(PUSH)()).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('No registration token available.');
    expect(localStorage.getItem(CACHE_KEY)).toBeNull();
  });

  it("logs 'Failed to get FCM token:' with the error when the token request fails", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const denied = new Error('messaging/permission-blocked');
    jest.mocked(getToken).mockRejectedValue(denied);

    await expect(createPushTokens(PUSH)()).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('Failed to get FCM token:', denied);
  });

  it('gives up on a service worker that is not ready within 10 s', async () => {
    jest.useFakeTimers();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    installServiceWorker(new Promise(() => {}));

    const token = createPushTokens(PUSH)();
    await jest.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS + 10);

    await expect(token).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith(
      'Failed to get FCM token:',
      expect.objectContaining({ message: expect.stringContaining('10000 ms') }),
    );
    expect(getToken).not.toHaveBeenCalled();
  });
});
