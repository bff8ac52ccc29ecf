import { installedAtStartup, startupChunksPlugin } from './startup-chunks-plugin';

const HOTEL_PAGE = '/remotes/mf-hotel/static/js/__federation_expose_HotelPage.a592318028.js';

describe('startupChunksPlugin', () => {
  afterEach(() => {
    delete window.__RAHI_STARTUP_CHUNKS__;
  });

  const preload = (ops: { nameOrAlias: string; filter?: (url: string) => boolean }[]) =>
    // biome-ignore lint/suspicious/noExplicitAny: the hook's other arguments are not read
    (startupChunksPlugin().beforePreloadRemote as any)({ preloadOps: ops, options: {}, origin: {} });

  it('leaves out of a remote preload the chunks the start-up scripts installed, and keeps the rest', () => {
    window.__RAHI_STARTUP_CHUNKS__ = [HOTEL_PAGE];
    const op: { nameOrAlias: string; filter?: (url: string) => boolean } = { nameOrAlias: 'mf_hotel' };
    preload([op]);
    expect(op.filter?.(`http://localhost${HOTEL_PAGE}`)).toBe(false);
    expect(op.filter?.('http://localhost/remotes/mf-hotel/static/js/9944.b132babafb.js')).toBe(true);
  });

  it('keeps a filter the preload already had: a chunk passes only when both let it', () => {
    window.__RAHI_STARTUP_CHUNKS__ = [HOTEL_PAGE];
    const op = { nameOrAlias: 'mf_hotel', filter: (url: string) => !url.endsWith('.css') };
    preload([op]);
    expect(op.filter('http://localhost/remotes/mf-hotel/static/css/a.css')).toBe(false);
    expect(op.filter('http://localhost/remotes/mf-hotel/static/js/1.0123456789.js')).toBe(true);
  });

  it('changes nothing on a page without start-up scripts (the runtime preloads as it always does)', () => {
    const op: { nameOrAlias: string; filter?: (url: string) => boolean } = { nameOrAlias: 'mf_hotel' };
    preload([op]);
    expect(op.filter).toBeUndefined();
  });
});

describe('installedAtStartup', () => {
  const installed = new Set([HOTEL_PAGE]);
  it.each([
    [`http://localhost:8080${HOTEL_PAGE}`, true],
    [HOTEL_PAGE, true],
    [`http://localhost:8080${HOTEL_PAGE}?v=2`, true],
    ['http://localhost:8080/remotes/mf-hotel/static/js/other.0123456789.js', false],
  ])('%s → %s', (url, expected) => {
    expect(installedAtStartup(url, installed, 'http://localhost:8080/hotel/3/x')).toBe(expected);
  });
});
