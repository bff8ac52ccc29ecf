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

const shell: BuildChunks = {
  base: '/',
  report: {
    boot: ['static/js/react.js', 'static/js/box.js', 'static/js/bootstrap.js'],
    exposes: {},
    provides: {
      react: { chunks: ['static/js/react.js'], consumes: [] },
      '@mui/material/Box': { chunks: ['static/js/box.js'], consumes: ['react'] },
      '@mui/material/Collapse': {
        chunks: ['static/js/collapse.js'],
        consumes: ['react', 'react-transition-group'],
      },
    },
  },
};

const remote: BuildChunks = {
  base: '/remotes/mf-search/',
  report: {
    boot: [],
    exposes: {
      './HomePage': {
        chunks: ['static/js/home.js', 'static/js/search-box.js'],
        consumes: ['@mui/material/Box', '@mui/material/Autocomplete'],
      },
    },
    provides: {
      react: { chunks: ['static/js/react.js'], consumes: [] },
      '@mui/material/Box': { chunks: ['static/js/box.js'], consumes: ['react'] },
      '@mui/material/Autocomplete': {
        chunks: ['static/js/autocomplete.js', 'static/js/popper.js'],
        consumes: ['react', '@mui/material/Collapse'],
      },
      '@mui/material/Collapse': { chunks: ['static/js/collapse.js'], consumes: ['react'] },
    },
  },
};

describe('startupChunkUrls', () => {
  it("names the page's own chunks, then the remote's copies of shared modules the shell does not provide", () => {
    expect(startupChunkUrls(shell, remote, './HomePage')).toEqual([
      '/remotes/mf-search/static/js/home.js',
      '/remotes/mf-search/static/js/search-box.js',
      '/remotes/mf-search/static/js/autocomplete.js',
      '/remotes/mf-search/static/js/popper.js',
      '/static/js/collapse.js',
    ]);
  });

  it("takes the shell's copy of a key the shell provides, and leaves out what the shell's HTML already names", () => {
    const urls = startupChunkUrls(shell, remote, './HomePage');
    expect(urls).not.toContain('/remotes/mf-search/static/js/box.js');
    expect(urls).not.toContain('/static/js/box.js');
    expect(urls).not.toContain('/remotes/mf-search/static/js/collapse.js');
  });

  it('follows a key once even when several modules consume it, and skips a key nobody provides', () => {
    const urls = startupChunkUrls(shell, remote, './HomePage');
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.some((url) => url.includes('react-transition-group'))).toBe(false);
  });

  it('names nothing for a module the remote does not expose', () => {
    expect(startupChunkUrls(shell, remote, './Missing')).toEqual([]);
  });
});

describe('startupChunkUrls for a sibling', () => {
  it("takes a shared module from the page's remote before its own, as the runtime registered it first", () => {
    const page: BuildChunks = {
      base: '/remotes/mf-hotel/',
      report: {
        boot: [],
        exposes: {},
        provides: { '@mui/material/Autocomplete': { chunks: ['static/js/ac.js'], consumes: ['react'] } },
      },
    };
    const named = new Set<string>();
    expect(startupChunkUrls(shell, remote, './HomePage', named, [page])).toEqual([
      '/remotes/mf-search/static/js/home.js',
      '/remotes/mf-search/static/js/search-box.js',
      '/static/js/box.js',
      '/remotes/mf-hotel/static/js/ac.js',
      '/static/js/react.js',
    ]);
  });
});

describe('withStartupScripts', () => {
  it("lists the remote's chunks and the shell's in two metas just before </head>", () => {
    expect(
      withStartupScripts(
        '<html><head><title>x</title></head><body></body></html>',
        ['/remotes/mf-search/static/js/a.js', '/static/js/b.js', '/remotes/mf-search/static/js/c.js'],
        '/remotes/mf-search/',
      ),
    ).toBe(
      '<html><head><title>x</title>' +
        '<meta name="rahi-page-chunks" content="/remotes/mf-search/static/js/a.js /remotes/mf-search/static/js/c.js">' +
        '<meta name="rahi-chunks" content="/static/js/b.js"></head><body></body></html>',
    );
  });

  it('writes no empty meta, and leaves the HTML as it is with no URLs or no head', () => {
    expect(withStartupScripts('<head></head>', ['/remotes/x/a.js'], '/remotes/x/')).toBe(
      '<head><meta name="rahi-page-chunks" content="/remotes/x/a.js"></head>',
    );
    expect(withStartupScripts('<head></head>', [], '/remotes/x/')).toBe('<head></head>');
    expect(withStartupScripts('<p>no head</p>', ['/a.js'], '/remotes/x/')).toBe('<p>no head</p>');
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
      shellDist: path.join(dir, 'shell'),
      registry: { current: () => registry },
      folders: {
        remoteDists: { 'mf-search': path.join(dir, 'mf-search') },
        releasesDir: path.join(dir, 'releases'),
      },
      recheckMs,
    });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-chunks-'));
    write(path.join(dir, 'shell', 'federation-chunks.json'), shell.report);
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
      '<meta name="rahi-page-chunks" content="/remotes/mf-search/static/js/home.js /remotes/mf-search/static/js/search-box.js /remotes/mf-search/static/js/autocomplete.js /remotes/mf-search/static/js/popper.js">',
    );
    expect(out).toContain('<meta name="rahi-chunks" content="/static/js/collapse.js">');
  });

  it('reads a remote from the release folder the registry points at, and a new report once it changes', () => {
    registry = { remotes: { mf_search: { entry: '/releases/mf-search/v2/mf-manifest.json' } } };
    const v2 = {
      ...remote.report,
      exposes: { './HomePage': { chunks: ['static/js/home-v2.js'], consumes: [] } },
    };
    write(path.join(dir, 'releases', 'mf-search', 'v2', 'federation-chunks.json'), v2);
    const answer = pages();
    expect(answer(html, matchRoute('/'))).toContain('/releases/mf-search/v2/static/js/home-v2.js');

    const file = path.join(dir, 'releases', 'mf-search', 'v2', 'federation-chunks.json');
    write(file, { ...v2, exposes: { './HomePage': { chunks: ['static/js/home-v3.js'], consumes: [] } } });
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
      boot: [],
      exposes: {
        './HotelPage': {
          chunks: ['static/js/hotel.js'],
          consumes: ['@mui/material/Box'],
          siblings: ['mf_search/HomePage', 'mf_nowhere/Thing'],
        },
      },
      provides: {},
    };
    const withHotel = hotelBeside(hotel);
    const answer = createStartupChunks({ ...withHotel, shellDist: path.join(dir, 'shell') });
    const out = answer(html, matchRoute('/hotel/3/x'));
    expect(out).toContain('<meta name="rahi-page-chunks" content="/remotes/mf-hotel/static/js/hotel.js">');
    expect(out).toContain(
      '<meta name="rahi-chunks" content="/remotes/mf-search/static/js/home.js /remotes/mf-search/static/js/search-box.js /remotes/mf-search/static/js/autocomplete.js /remotes/mf-search/static/js/popper.js /static/js/collapse.js">',
    );
  });

  it("lists a page's start-up siblings from its build's report, and none for a remote without one", () => {
    const hotel: ChunkReport = {
      boot: [],
      exposes: {
        './HotelPage': { chunks: [], consumes: [], siblings: ['mf_search/SearchBox', 'no-remote'] },
      },
      provides: {},
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
