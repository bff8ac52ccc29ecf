import { CLEAR_WORKBOX_FLAG, clearWorkboxOnce } from './clear-workbox';
import { RELOAD_GUARD_KEY } from './reload-guard';

/** A Cache Storage holding `names`. */
function cacheStorage(names: string[]) {
  const held = new Set(names);
  return {
    held,
    keys: jest.fn(async () => [...held]),
    delete: jest.fn(async (name: string) => held.delete(name)),
  };
}

/** A registration whose active worker runs `script`. */
function registration(script: string) {
  return {
    active: { scriptURL: `http://localhost${script}` },
    waiting: null,
    installing: null,
    unregister: jest.fn(async () => true),
  } as unknown as ServiceWorkerRegistration & { unregister: jest.Mock };
}

const workers = (registrations: ServiceWorkerRegistration[]) => ({
  getRegistrations: jest.fn(async () => registrations as readonly ServiceWorkerRegistration[]),
});

const reload = jest.fn();
let warn: jest.SpyInstance;

beforeEach(() => {
  reload.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('clearWorkboxOnce', () => {
  it('deletes the Workbox caches, unregisters every worker, reloads once and sets the flag', async () => {
    const caches = cacheStorage([
      'workbox-precache-v2-https://rahi.ir/',
      'my-workbox-runtime',
      'rahi-images',
    ]);
    const old = registration('/sw.js');
    const other = registration('/service-worker.js');

    const outcome = await clearWorkboxOnce({
      pushEnabled: false,
      caches,
      serviceWorker: workers([old, other]),
      reload,
    });

    expect(outcome).toBe('cleared');
    expect([...caches.held]).toEqual(['rahi-images']);
    expect(old.unregister).toHaveBeenCalled();
    expect(other.unregister).toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CLEAR_WORKBOX_FLAG)).toBe('true');
  });

  it('keeps the push worker while push is on', async () => {
    const push = registration('/firebase-messaging-sw.js?config=%7B%7D');
    const old = registration('/sw.js');

    await clearWorkboxOnce({
      pushEnabled: Promise.resolve(true),
      caches: cacheStorage([]),
      serviceWorker: workers([push, old]),
      reload,
    });

    expect(push.unregister).not.toHaveBeenCalled();
    expect(old.unregister).toHaveBeenCalled();
  });

  it('unregisters the push worker too while push is off', async () => {
    const push = registration('/firebase-messaging-sw.js');

    await clearWorkboxOnce({
      pushEnabled: false,
      caches: cacheStorage([]),
      serviceWorker: workers([push]),
      reload,
    });

    expect(push.unregister).toHaveBeenCalled();
  });

  it('runs once per browser: with the flag set it touches nothing', async () => {
    localStorage.setItem(CLEAR_WORKBOX_FLAG, 'true');
    const caches = cacheStorage(['workbox-precache-v2']);

    const outcome = await clearWorkboxOnce({
      pushEnabled: false,
      caches,
      serviceWorker: workers([]),
      reload,
    });

    expect(outcome).toBe('done before');
    expect(caches.keys).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('sets the flag without reloading when there was nothing to clear', async () => {
    const outcome = await clearWorkboxOnce({
      pushEnabled: false,
      caches: cacheStorage(['rahi-images']),
      serviceWorker: workers([]),
      reload,
    });

    expect(outcome).toBe('nothing to clear');
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(CLEAR_WORKBOX_FLAG)).toBe('true');
  });

  it('works where the browser has no Cache Storage or service workers (plain http)', async () => {
    const outcome = await clearWorkboxOnce({
      pushEnabled: false,
      caches: undefined,
      serviceWorker: undefined,
      reload,
    });

    expect(outcome).toBe('nothing to clear');
  });

  it('on failure warns, sets the flag and still reloads once', async () => {
    const caches = cacheStorage([]);
    caches.keys.mockRejectedValue(new DOMException('The operation is insecure.', 'SecurityError'));

    const outcome = await clearWorkboxOnce({
      pushEnabled: false,
      caches,
      serviceWorker: workers([]),
      reload,
    });

    expect(outcome).toBe('failed');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('clean-up failed'), expect.any(DOMException));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(CLEAR_WORKBOX_FLAG)).toBe('true');
    expect(sessionStorage.getItem(RELOAD_GUARD_KEY)).not.toBeNull();
  });

  it('skips the clean-up when localStorage cannot be read, rather than running it on every load', async () => {
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    const caches = cacheStorage(['workbox-precache-v2']);

    const outcome = await clearWorkboxOnce({
      pushEnabled: false,
      storage,
      caches,
      serviceWorker: workers([]),
      reload,
    });

    expect(outcome).toBe('no storage');
    expect(caches.keys).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
