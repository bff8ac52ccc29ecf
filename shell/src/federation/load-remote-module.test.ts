import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@rahi/shared-contracts';
import { loadRemotePage } from './load-remote-module';
import { registerFromRegistry } from './registry';
import { REMOTE_UNAVAILABLE, RemoteUnavailableError } from './remote-unavailable';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const loadRemoteMock = loadRemote as unknown as jest.Mock<Promise<unknown>, [string, unknown]>;

function HomePage() {
  return null;
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  // Only mf_search: a registry that names fewer remotes than the schema wants, to model one missing.
  registerFromRegistry({
    remotes: { mf_search: { entry: '/remotes/mf-search/mf-manifest.json' } } as RemoteRegistry['remotes'],
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('loadRemotePage', () => {
  it('resolves to the module of a registered remote whose default export is a component', async () => {
    loadRemoteMock.mockResolvedValue(() => ({ default: HomePage }));

    const module = await loadRemotePage('mf_search', './HomePage');

    expect(module.default).toBe(HomePage);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_search/HomePage', {
      loadFactory: false,
      from: 'runtime',
    });
  });

  it("evaluates the page's modules (runs the factory) in a task after the runtime has handed it over", async () => {
    jest.useFakeTimers();
    try {
      const factory = jest.fn(() => ({ default: HomePage }));
      loadRemoteMock.mockResolvedValue(factory);
      const loading = loadRemotePage('mf_search', './HomePage');
      await Promise.resolve();
      await Promise.resolve();
      expect(factory).not.toHaveBeenCalled();
      await jest.runAllTimersAsync();
      expect((await loading).default).toBe(HomePage);
      expect(factory).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('throws RemoteUnavailableError when evaluating the page throws', async () => {
    loadRemoteMock.mockResolvedValue(() => {
      throw new Error('boom in a module');
    });

    await expect(loadRemotePage('mf_search', './HomePage')).rejects.toThrow(/boom in a module/);
  });

  it('throws RemoteUnavailableError without asking the runtime when the remote is not in the registry', async () => {
    await expect(loadRemotePage('mf_hotel', './HotelPage')).rejects.toThrow(RemoteUnavailableError);
    await expect(loadRemotePage('mf_hotel', './HotelPage')).rejects.toThrow(/not in the registry/);
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('throws RemoteUnavailableError when the runtime rejects', async () => {
    loadRemoteMock.mockRejectedValue(new Error('ScriptExternalLoadError'));

    const failure = loadRemotePage('mf_search', './HomePage');

    await expect(failure).rejects.toThrow(RemoteUnavailableError);
    await expect(failure).rejects.toMatchObject({
      remoteId: 'mf_search/HomePage',
      message: expect.stringContaining('ScriptExternalLoadError'),
    });
  });

  it("throws RemoteUnavailableError when the runtime hands back the resilience plugin's marker", async () => {
    loadRemoteMock.mockResolvedValue({
      [REMOTE_UNAVAILABLE]: true,
      id: 'mf_search/HomePage',
      reason: 'manifest answered 503',
    });

    await expect(loadRemotePage('mf_search', './HomePage')).rejects.toThrow(
      new RemoteUnavailableError('mf_search/HomePage', 'manifest answered 503'),
    );
  });

  it('throws RemoteUnavailableError when the module has no default export', async () => {
    loadRemoteMock.mockResolvedValue(() => ({ HomePage }));

    await expect(loadRemotePage('mf_search', './HomePage')).rejects.toThrow(/no default export/);
  });

  it('throws RemoteUnavailableError when the runtime resolves to nothing', async () => {
    loadRemoteMock.mockResolvedValue(null);

    await expect(loadRemotePage('mf_search', './HomePage')).rejects.toThrow(RemoteUnavailableError);
  });
});
