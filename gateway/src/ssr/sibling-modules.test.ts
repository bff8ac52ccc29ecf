import { logger } from '@rahi/booking-api/observability';
import type { RemoteModule } from '@rahi/shared-contracts';
import type { FederationHost } from './federation-host';
import { createSiblingModules } from './sibling-modules';

const SEARCH_BOX: RemoteModule = { remote: 'mf_search', module: './SearchBox' };

/** The module's default export, as mf-search's container gives it. */
function SearchBox() {
  return null;
}
const folders = { remoteDists: { 'mf-search': '/repo/mf-search/dist' }, releasesDir: '/repo/.releases' };

/** Sibling modules over a host whose load answers `load`, the registry naming `ssr.ref` for mf-search. */
function siblingsWith(load: () => Promise<unknown>, ssr: { ref: string | undefined }) {
  const host = { load: jest.fn(load) };
  const siblings = createSiblingModules({
    host: host as unknown as FederationHost,
    folders,
    ssrRefOf: () => ssr.ref,
  });
  return { host, siblings };
}

describe('createSiblingModules', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it("loads each sibling from its remote's server container once, and again from a new one", async () => {
    const ssr = { ref: '/remotes/mf-search/server-container/remoteEntry.js' };
    const { host, siblings } = siblingsWith(async () => ({ default: SearchBox }), ssr);

    expect(await siblings([SEARCH_BOX])).toEqual({ 'mf_search/SearchBox': SearchBox });
    expect(await siblings([SEARCH_BOX])).toEqual({ 'mf_search/SearchBox': SearchBox });
    expect(host.load).toHaveBeenCalledTimes(1);
    expect(host.load).toHaveBeenCalledWith(
      'mf_search',
      { file: '/repo/mf-search/dist/server-container/remoteEntry.js' },
      './SearchBox',
    );

    ssr.ref = 'https://cdn.example/mf-search/7/server-container/remoteEntry.js';
    await siblings([SEARCH_BOX]);
    expect(host.load).toHaveBeenLastCalledWith('mf_search', { url: ssr.ref }, './SearchBox');
  });

  it('leaves out a sibling whose remote has no server container, without asking the host', async () => {
    const { host, siblings } = siblingsWith(async () => ({ default: () => null }), { ref: undefined });
    expect(await siblings([SEARCH_BOX])).toEqual({});
    expect(await siblings([])).toEqual({});
    expect(host.load).not.toHaveBeenCalled();
  });

  it.each([
    ['cannot be loaded', async () => Promise.reject(new Error('no ./SearchBox'))],
    ['has no default export', async () => ({ named: SearchBox })],
    ['gives null as its default export', async () => ({ default: null })],
  ])('leaves out a sibling that %s, logged once per container, asking again each page', async (_, load) => {
    const { host, siblings } = siblingsWith(load, {
      ref: '/remotes/mf-search/server-container/remoteEntry.js',
    });
    expect(await siblings([SEARCH_BOX])).toEqual({});
    expect(await siblings([SEARCH_BOX])).toEqual({});
    expect(host.load).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('leaves out a sibling whose registry entry is no address this gateway knows', async () => {
    const { siblings } = siblingsWith(async () => ({ default: () => null }), {
      ref: 'ftp://elsewhere/remoteEntry.js',
    });
    expect(await siblings([SEARCH_BOX])).toEqual({});
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
