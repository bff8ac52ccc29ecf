import { registerRemotes } from '@module-federation/enhanced/runtime';
import { defaultRegistry, REMOTE_NAMES, type RemoteRegistry } from '@rahi/shared-contracts';
import { isRegistered, loadRegistry, registerFromRegistry, reregisterRemote } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const registerRemotesMock = jest.mocked(registerRemotes);

const fetchMock = jest.fn<Promise<Partial<Response>>, [string, RequestInit?]>();
const originalFetch = globalThis.fetch;

const answer = (status: number, json: () => Promise<unknown>): Partial<Response> => ({
  ok: status >= 200 && status < 300,
  status,
  json,
});

// A registry names every remote (shared-contracts' schema); this one serves mf_content from a CDN.
const GOOD_REGISTRY: RemoteRegistry = {
  remotes: {
    ...defaultRegistry().remotes,
    mf_search: { entry: '/remotes/mf-search/mf-manifest.json', version: 'build-42' },
    mf_content: { entry: 'https://cdn.rahi.test/mf-content/mf-manifest.json' },
  },
};
const ONLY_SEARCH: RemoteRegistry = {
  remotes: { mf_search: GOOD_REGISTRY.remotes.mf_search } as RemoteRegistry['remotes'],
};

let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  registerRemotesMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.restoreAllMocks();
});

describe('loadRegistry', () => {
  it('reads and validates /mf-registry.json, bypassing the HTTP cache', async () => {
    fetchMock.mockResolvedValue(answer(200, async () => GOOD_REGISTRY));

    await expect(loadRegistry()).resolves.toEqual(GOOD_REGISTRY);
    expect(fetchMock).toHaveBeenCalledWith('/mf-registry.json', { cache: 'no-cache' });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('returns an empty registry and logs when the registry answers 500', async () => {
    fetchMock.mockResolvedValue(answer(500, async () => ({})));

    await expect(loadRegistry()).resolves.toEqual({ remotes: {} });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('registry could not be read'),
      expect.objectContaining({ message: expect.stringContaining('500') }),
    );
  });

  it('returns an empty registry and logs when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(
      answer(200, async () => {
        throw new SyntaxError('Unexpected token < in JSON at position 0');
      }),
    );

    await expect(loadRegistry()).resolves.toEqual({ remotes: {} });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('returns an empty registry and logs when the JSON does not match the registry schema', async () => {
    fetchMock.mockResolvedValue(answer(200, async () => ({ remotes: { mf_search: { entry: '' } } })));

    await expect(loadRegistry()).resolves.toEqual({ remotes: {} });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('returns an empty registry and logs when the gateway cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(loadRegistry()).resolves.toEqual({ remotes: {} });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('registerFromRegistry', () => {
  it('registers every remote with its entry made absolute against the page', () => {
    registerFromRegistry(GOOD_REGISTRY);

    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
    const [remotes] = registerRemotesMock.mock.calls[0] ?? [];
    expect(remotes).toHaveLength(REMOTE_NAMES.length);
    expect(remotes).toEqual(
      expect.arrayContaining([
        { name: 'mf_search', entry: `${window.location.origin}/remotes/mf-search/mf-manifest.json` },
        { name: 'mf_hotel', entry: `${window.location.origin}/remotes/mf-hotel/mf-manifest.json` },
        { name: 'mf_content', entry: 'https://cdn.rahi.test/mf-content/mf-manifest.json' },
      ]),
    );
  });

  it('remembers which remotes it registered', () => {
    registerFromRegistry(ONLY_SEARCH);

    expect(isRegistered('mf_search')).toBe(true);
    expect(isRegistered('mf_hotel')).toBe(false);
  });
});

describe('reregisterRemote', () => {
  it('registers the one remote again with force, so the runtime drops its cache', () => {
    registerFromRegistry(GOOD_REGISTRY);
    registerRemotesMock.mockClear();

    expect(reregisterRemote('mf_search')).toBe(true);

    expect(registerRemotesMock).toHaveBeenCalledWith(
      [{ name: 'mf_search', entry: `${window.location.origin}/remotes/mf-search/mf-manifest.json` }],
      { force: true },
    );
  });

  it('does nothing and says so for a remote the registry does not name', () => {
    registerFromRegistry(ONLY_SEARCH);
    registerRemotesMock.mockClear();

    expect(reregisterRemote('mf_profile')).toBe(false);
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });
});
