import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logger } from '@rahi/booking-api/observability';
import { matchRoute, type RemoteRegistry } from '@rahi/shared-contracts';
import {
  type BuildChunks,
  type ChunkReport,
  createSiblingsOf,
  createStartupChunks,
  startupChunkUrls,
  withStartupScripts,
} from './startup-chunks';

const remote: BuildChunks = {
  base: '/remotes/mf-search/',
  report: {
    exposes: {
      './HomePage': { chunks: ['static/js/home.js', 'static/js/search-box.js'] },
      './SearchBox': { chunks: ['static/js/search-box.js'] },
    },
  },
};

describe('startupChunkUrls', () => {
  it("names the module's own chunks under its build's base", () => {
    expect(startupChunkUrls(remote, './HomePage')).toEqual([
      '/remotes/mf-search/static/js/home.js',
      '/remotes/mf-search/static/js/search-box.js',
    ]);
  });

  it('names nothing for a module the remote does not expose', () => {
    expect(startupChunkUrls(remote, './Missing')).toEqual([]);
  });
});

describe('withStartupScripts', () => {
  it('lists the chunks in one meta just before </head>', () => {
    expect(
      withStartupScripts('<html><head><title>x</title></head><body></body></html>', [
        '/remotes/mf-search/static/js/a.js',
        '/remotes/mf-hotel/static/js/c.js',
      ]),
    ).toBe(
      '<html><head><title>x</title>' +
        '<meta name="rahi-page-chunks" content="/remotes/mf-search/static/js/a.js /remotes/mf-hotel/static/js/c.js">' +
        '</head><body></body></html>',
    );
  });

  it('leaves the HTML as it is with no URLs or no head', () => {
    expect(withStartupScripts('<head></head>', [])).toBe('<head></head>');
    expect(withStartupScripts('<p>no head</p>', ['/a.js'])).toBe('<p>no head</p>');
  });
});

describe('createStartupChunks', () => {
  const html = '<html><head></head><body></body></html>';
  let dir: string;
  let registry: RemoteRegistry;
  const write = (file: string, report: ChunkReport) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(report));
  };
  const pages = (recheckMs = 0) =>
    createStartupChunks({
      registry: { current: () => registry },
      folders: {
        remoteDists: { 'mf-search': path.join(dir, 'mf-search') },
        releasesDir: path.join(dir, 'releases'),
      },
      recheckMs,
    });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-chunks-'));
    write(path.join(dir, 'mf-search', 'federation-chunks.json'), remote.report);
    registry = { remotes: { mf_search: { entry: '/remotes/mf-search/mf-manifest.json' } } };
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** mf-hotel's build (its `report`) served beside mf-search's: the options that read both. */
  const hotelBeside = (report: ChunkReport) => {
    write(path.join(dir, 'mf-hotel', 'federation-chunks.json'), report);
    registry = {
      remotes: {
        mf_search: { entry: '/remotes/mf-search/mf-manifest.json' },
        mf_hotel: { entry: '/remotes/mf-hotel/mf-manifest.json' },
      },
    };
    return {
      registry: { current: () => registry },
      folders: {
        remoteDists: { 'mf-search': path.join(dir, 'mf-search'), 'mf-hotel': path.join(dir, 'mf-hotel') },
        releasesDir: path.join(dir, 'releases'),
      },
      recheckMs: 0,
    };
  };

  it("names the home page's chunks from the builds' reports on disk", () => {
    const out = pages()(html, matchRoute('/'));
    expect(out).toContain(
      '<meta name="rahi-page-chunks" content="/remotes/mf-search/static/js/home.js /remotes/mf-search/static/js/search-box.js">',
    );
  });

  it('reads a remote from the release folder the registry points at, and a new report once it changes', () => {
    registry = { remotes: { mf_search: { entry: '/releases/mf-search/v2/mf-manifest.json' } } };
    const v2 = { exposes: { './HomePage': { chunks: ['static/js/home-v2.js'] } } };
    write(path.join(dir, 'releases', 'mf-search', 'v2', 'federation-chunks.json'), v2);
    const answer = pages();
    expect(answer(html, matchRoute('/'))).toContain('/releases/mf-search/v2/static/js/home-v2.js');

    const file = path.join(dir, 'releases', 'mf-search', 'v2', 'federation-chunks.json');
    write(file, { exposes: { './HomePage': { chunks: ['static/js/home-v3.js'] } } });
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(answer(html, matchRoute('/'))).toContain('/releases/mf-search/v2/static/js/home-v3.js');
  });

  it('leaves the HTML alone for params that fail validation, a remote on another origin, or a build without a report', () => {
    const answer = pages();
    expect(answer(html, matchRoute('/city/abc/hotels-x'))).toBe(html);
    registry = { remotes: { mf_search: { entry: 'https://cdn.example/mf-search/mf-manifest.json' } } };
    expect(answer(html, matchRoute('/'))).toBe(html);
    registry = { remotes: { mf_search: { entry: '/remotes/mf-search/mf-manifest.json' } } };
    fs.rmSync(path.join(dir, 'mf-search', 'federation-chunks.json'));
    expect(pages()(html, matchRoute('/'))).toBe(html);
  });

  it("names a sibling remote's module the page loads at once, after the page's own, each chunk once", () => {
    const hotel: ChunkReport = {
      exposes: {
        './HotelPage': {
          chunks: ['static/js/hotel.js'],
          siblings: ['mf_search/SearchBox', 'mf_search/HomePage', 'mf_nowhere/Thing'],
        },
      },
    };
    const out = createStartupChunks(hotelBeside(hotel))(html, matchRoute('/hotel/3/x'));
    expect(out).toContain(
      '<meta name="rahi-page-chunks" content="/remotes/mf-hotel/static/js/hotel.js /remotes/mf-search/static/js/search-box.js /remotes/mf-search/static/js/home.js">',
    );
  });

  it("lists a page's start-up siblings from its build's report, and none for a remote without one", () => {
    const hotel: ChunkReport = {
      exposes: { './HotelPage': { chunks: [], siblings: ['mf_search/SearchBox', 'no-remote'] } },
    };
    const withHotel = hotelBeside(hotel);
    const siblingsOf = createSiblingsOf(withHotel);

    expect(siblingsOf('mf_hotel', './HotelPage')).toEqual([{ remote: 'mf_search', module: './SearchBox' }]);
    expect(siblingsOf('mf_search', './HomePage')).toEqual([]);
    expect(siblingsOf('mf_profile', './LoginPage')).toEqual([]);
  });

  it('keeps serving the page when a report is not valid JSON', () => {
    fs.writeFileSync(path.join(dir, 'mf-search', 'federation-chunks.json'), '{ not json');
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    expect(pages()(html, matchRoute('/'))).toBe(html);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
