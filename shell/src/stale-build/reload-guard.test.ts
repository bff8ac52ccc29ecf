import { RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS, reloadOnce } from './reload-guard';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('reloadOnce', () => {
  it('reloads the first time and keeps the time of the reload', () => {
    const storage = memoryStorage();
    const reload = jest.fn();

    expect(reloadOnce('a chunk failed', { storage, now: () => 50_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(RELOAD_GUARD_KEY)).toBe('50000');
  });

  it('does not reload again within 10 s, so a fault that survives the reload cannot loop', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnce('a chunk failed', { storage, now: () => 50_000, reload });

    expect(
      reloadOnce('a chunk failed', { storage, now: () => 50_000 + RELOAD_GUARD_TTL_MS - 1, reload }),
    ).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the 10 s have passed', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnce('a chunk failed', { storage, now: () => 50_000, reload });

    expect(reloadOnce('a chunk failed', { storage, now: () => 50_000 + RELOAD_GUARD_TTL_MS, reload })).toBe(
      true,
    );
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives the reload: the guard is read from sessionStorage, not from memory', () => {
    const reload = jest.fn();
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now() - 1000));

    expect(reloadOnce('a chunk failed', { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    window.sessionStorage.removeItem(RELOAD_GUARD_KEY);
  });

  it('reloads when the stored time lies ahead of the clock (the clock was set back)', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, '90000');
    const reload = jest.fn();

    expect(reloadOnce('a chunk failed', { storage, now: () => 80_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when sessionStorage cannot keep the guard', () => {
    const reload = jest.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };

    expect(reloadOnce('a chunk failed', { storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
