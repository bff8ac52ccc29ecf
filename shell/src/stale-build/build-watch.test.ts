import { BUILD_POLL_MS, createBuildWatch, readDeployedShellBuild } from './build-watch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const REGISTERED = {
  mf_search: 'http://localhost/remotes/mf-search/mf-manifest.json',
  mf_content: 'http://localhost/releases/mf-content/b1/mf-manifest.json',
};

/** A watch whose readers answer what the test sets in `deployed`. */
function watchOf(deployed: { shell: string | undefined; registry: Record<string, string> | undefined }) {
  const readShellBuild = jest.fn(async () => deployed.shell);
  const readRegistry = jest.fn(async () => deployed.registry);
  const watch = createBuildWatch({
    shellBuild: 'a1b2c3',
    registered: () => REGISTERED,
    readShellBuild,
    readRegistry,
  });
  return { watch, readShellBuild, readRegistry };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('createBuildWatch', () => {
  it('reads the build manifest and the registry once an hour, not before', async () => {
    const { watch, readShellBuild, readRegistry } = watchOf({ shell: 'a1b2c3', registry: REGISTERED });
    const stop = watch.start();

    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS - 1);
    expect(readShellBuild).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(readShellBuild).toHaveBeenCalledTimes(1);
    expect(readRegistry).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(readShellBuild).toHaveBeenCalledTimes(2);
    expect(watch.isNewer()).toBe(false);
    stop();
  });

  it('sees a new shell build at the next hourly look', async () => {
    const deployed = { shell: 'a1b2c3', registry: REGISTERED };
    const { watch } = watchOf(deployed);
    watch.start();
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);
    expect(watch.isNewer()).toBe(false);

    deployed.shell = 'd4e5f6';
    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);

    expect(watch.isNewer()).toBe(true);
  });

  it('sees a registry that moved one remote to another build', async () => {
    const { watch } = watchOf({
      shell: 'a1b2c3',
      registry: { ...REGISTERED, mf_content: 'http://localhost/releases/mf-content/b2/mf-manifest.json' },
    });
    watch.start();

    await jest.advanceTimersByTimeAsync(BUILD_POLL_MS);

    expect(watch.isNewer()).toBe(true);
  });

  it('counts a remote added to or removed from the registry as a newer build', async () => {
    const added = watchOf({
      shell: 'a1b2c3',
      registry: { ...REGISTERED, mf_hotel: 'http://x/mf-manifest.json' },
    });
    const removed = watchOf({ shell: 'a1b2c3', registry: { mf_search: REGISTERED.mf_search } });

    await expect(added.watch.check()).resolves.toBe(true);
    await expect(removed.watch.check()).resolves.toBe(true);
  });

  it('does not take a manifest or registry it could not read for a new build', async () => {
    const { watch } = watchOf({ shell: undefined, registry: undefined });

    await expect(watch.check()).resolves.toBe(false);
  });

  it('stays newer once it has seen a newer build, without reading again', async () => {
    const deployed = { shell: 'd4e5f6', registry: REGISTERED };
    const { watch, readShellBuild } = watchOf(deployed);
    await watch.check();
    deployed.shell = 'a1b2c3';

    await expect(watch.check()).resolves.toBe(true);
    expect(readShellBuild).toHaveBeenCalledTimes(1);
  });

  it('stops looking when stopped', async () => {
    const { watch, readShellBuild } = watchOf({ shell: 'a1b2c3', registry: REGISTERED });
    watch.start()();

    await jest.advanceTimersByTimeAsync(3 * BUILD_POLL_MS);

    expect(readShellBuild).not.toHaveBeenCalled();
  });
});

describe('readDeployedShellBuild', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('reads /build-manifest.json past the HTTP cache', async () => {
    const fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ build: 'd4e5f6' }) }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    await expect(readDeployedShellBuild()).resolves.toBe('d4e5f6');
    expect(fetchMock).toHaveBeenCalledWith('/build-manifest.json', { cache: 'no-cache' });
  });

  it('answers undefined for a missing manifest or a network failure', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404 })) as unknown as typeof fetch;
    await expect(readDeployedShellBuild()).resolves.toBeUndefined();

    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(readDeployedShellBuild()).resolves.toBeUndefined();
  });
});
