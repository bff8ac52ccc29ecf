import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { logger } from '@rahi/booking-api/observability';
import { defaultRegistry, todayInTehran } from '@rahi/shared-contracts';
import { createGatewayApp } from '../app';
import { loadConfig } from '../config';
import { scriptHashSource } from './escape';
import { EARLY_INPUT_HASH } from './inject';
import type { SsrSettings } from './settings';
import {
  fakeBookingApi,
  fixtureBuild,
  fixtureContainer,
  fixtureSearchBuild,
  HOTEL,
  writeContainer,
  writeShell,
} from './test-fixtures';

// The shell's built index.html as html-webpack-plugin minifies it (attributes unquoted).
const INDEX_HTML =
  '<!doctype html><html lang=fa dir=rtl><head><meta charset=utf-8><title>راهی | رزرو آنلاین هتل</title>' +
  '<meta name=description content="رزرو آنلاین هتل"><script defer src=/main.js?abc></script></head>' +
  '<body><noscript>جاوااسکریپت</noscript><div id=root><div id=boot>راهی</div></div></body></html>';
const HOTEL_URL = '/hotel/12/hotel-darvishi?checkin=2099-03-01&nights=2';

let root: string;
let registryFile: string;

/** Writes `build` as mf-hotel's server container into `dist` (its own dist folder unless named). */
const writeHotel = (build: string, dist = path.join(root, 'mf-hotel', 'dist')) =>
  writeContainer(dist, fixtureContainer(build));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-ssr-'));
  writeShell(root, INDEX_HTML);
  registryFile = path.join(root, 'mf-registry.json');
  jest.spyOn(logger, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

function gateway(options: { failWith?: number; commentsOpen?: boolean; ssr?: Partial<SsrSettings> } = {}) {
  const api = fakeBookingApi(options);
  const config = loadConfig({ RAHI_ROOT: root, MF_REGISTRY_FILE: registryFile, MF_REGISTRY_RECHECK_MS: '0' });
  const ssr = { renderTimeoutMs: 500, ...options.ssr };
  return { app: createGatewayApp(config, api.upstream, ssr), asked: api.asked };
}

/** The JSON a `<script …>` of the page holds. */
function scriptJson(html: string, open: string): unknown {
  const start = html.indexOf(open);
  if (start < 0) throw new Error(`no ${open} in the page`);
  const body = html.slice(start + open.length, html.indexOf('</script>', start));
  return JSON.parse(body.replace(/^window\.__RAHI_HOTEL__=/, ''));
}

describe('the hotel page rendered on the server', () => {
  it('carries the hotel, a room and its price in the HTML, with the status and no-cache', async () => {
    writeHotel(fixtureBuild());
    const res = await gateway().app.request(HOTEL_URL);
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('server');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(html).toContain('<h1>هتل درویشی</h1>');
    expect(html).toContain('دو تخته دبل 52000000');
  });

  it("draws the page inside the shell's app as #root's whole content, #root naming the page for hydration", async () => {
    writeHotel(fixtureBuild());
    const html = await (await gateway().app.request(HOTEL_URL)).text();

    expect(html).toContain(
      '<div id="root" data-render="one-tree" data-remote="mf_hotel" data-module="./HotelPage"' +
        ' data-path="/hotel/12/hotel-darvishi" data-global="__RAHI_HOTEL__" data-comments-open="true"><header>مهمان با کوکی</header>' +
        '<main id="main" data-location="/hotel/12/hotel-darvishi?checkin=2099-03-01&nights=2" data-comments="true">' +
        '<article><h1>',
    );
    expect(html).not.toContain('<div id=boot>');
  });

  describe('the comment toggle', () => {
    const drawsToggle = fixtureBuild({
      render: `return { html: '<p>' + (site.commentsOpen ? 'نظرات باز' : 'نظرات بسته') + '</p>', styles: '', status: 200,
        head: { title: 't', description: 'd', canonical: url, og: {} } };`,
    });
    const headerFooterCookie = (commentsOpen: boolean) =>
      `headerFooter=${encodeURIComponent(JSON.stringify({ header: { settings: {}, links: [] }, footer: { columns: [] }, comment: { comment_status: commentsOpen } }))}`;

    it("draws the page as booking-api's payload says, and marks it for the shell's hydration", async () => {
      writeHotel(drawsToggle);
      const closed = await (await gateway({ commentsOpen: false }).app.request(HOTEL_URL)).text();
      const open = await (await gateway({ commentsOpen: true }).app.request(HOTEL_URL)).text();

      expect(closed).toContain('data-comments-open="false">');
      expect(closed).toContain('<p>نظرات بسته</p>');
      expect(open).toContain('data-comments-open="true">');
      expect(open).toContain('<p>نظرات باز</p>');
    });

    it("follows the visitor's headerFooter cookie, as the shell will, without asking booking-api", async () => {
      writeHotel(drawsToggle);
      const { app, asked } = gateway({ commentsOpen: true });
      const html = await (
        await app.request(HOTEL_URL, { headers: { cookie: headerFooterCookie(false) } })
      ).text();

      expect(html).toContain('data-comments-open="false">');
      expect(html).toContain('<p>نظرات بسته</p>');
      expect(asked).not.toContain('/header-footer-contents');
      // Drawn with the cookie's links, which the browser's first render reads too: #root needs to say nothing.
      expect(html).not.toContain('data-header-footer');
    });

    it("draws a visitor without the cookie with booking-api's payload, and sets the cookie the shell reads", async () => {
      writeHotel(drawsToggle);
      const first = await gateway({ commentsOpen: false }).app.request(HOTEL_URL);
      const html = await first.text();
      const value = encodeURIComponent(
        JSON.stringify({
          header: { settings: {}, links: [] },
          footer: { columns: [] },
          comment: { comment_status: false },
        }),
      );

      expect(first.headers.get('set-cookie')).toBe(
        `headerFooter=${value}; Max-Age=36000; Path=/; SameSite=Lax`,
      );
      // Drawn with that cookie: the browser's first render reads the same, so #root says nothing of it.
      expect(html).not.toContain('data-header-footer');
      expect(html).toContain('<p>نظرات بسته</p>');

      const again = await gateway().app.request(HOTEL_URL, { headers: { cookie: headerFooterCookie(true) } });
      expect(again.headers.get('set-cookie')).toBeNull();
    });

    it('asks booking-api for the payload once for pages rendered close together', async () => {
      writeHotel(drawsToggle);
      const { app, asked } = gateway({ commentsOpen: false });
      await app.request(HOTEL_URL);
      await app.request(HOTEL_URL);

      expect(asked.filter((path) => path === '/header-footer-contents')).toHaveLength(1);
    });
  });

  it('writes the title, description, canonical and Open Graph into the head, escaped', async () => {
    writeHotel(fixtureBuild());
    const html = await (await gateway().app.request(HOTEL_URL)).text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain('<title>رزرو هتل درویشی</title>');
    expect(head).not.toContain('راهی | رزرو آنلاین هتل');
    expect(head).toContain('<meta name="description" content="هتل درویشی &quot;best&quot; &lt;prices&gt;">');
    expect(head.match(/name="?description/g)).toHaveLength(1);
    expect(head).toContain('<link rel="canonical" href="http://localhost/hotel/12/hotel-darvishi">');
    expect(head).toContain('<meta property="og:title" content="رزرو هتل درویشی">');
    expect(head).toContain('<style data-emotion="rtl abc">.rtl-abc{color:red}</style>');
  });

  it('adds schema.org JSON-LD that parses, with the offers', async () => {
    writeHotel(fixtureBuild());
    const html = await (await gateway().app.request(HOTEL_URL)).text();

    expect(scriptJson(html, '<script type="application/ld+json">')).toMatchObject({
      '@type': 'Hotel',
      name: HOTEL.name,
      makesOffer: [{ name: 'دو تخته دبل', price: 52_000_000, priceCurrency: 'IRR' }],
    });
  });

  it('hands the browser the data in window.__RAHI_HOTEL__, with </script> in the data made harmless', async () => {
    writeHotel(fixtureBuild());
    const html = await (await gateway().app.request(HOTEL_URL)).text();

    expect(html).not.toContain('</script><script>alert(1)');
    expect(scriptJson(html, '<script>window.__RAHI_HOTEL__=')).toMatchObject({
      hotel: { id: 12, description: HOTEL.description },
      stay: { checkin: '2099-03-01', nights: 2 },
    });
  });

  it('lets the CSP run that one inline script by its hash, and no other', async () => {
    writeHotel(fixtureBuild());
    const res = await gateway().app.request(HOTEL_URL);
    const html = await res.text();
    const inline = /<script>(window\.__RAHI_HOTEL__=[^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];

    expect(scriptSrc).toBe(`'self' ${EARLY_INPUT_HASH} ${scriptHashSource(inline)}`);
    const home = await gateway().app.request('/');
    expect(home.headers.get('Content-Security-Policy')).toContain("script-src 'self';");
  });

  it('prices the stay the browser will correct to: a past check-in becomes today, bad nights 1', async () => {
    writeHotel(fixtureBuild());
    const { app, asked } = gateway();

    await app.request('/hotel/12/hotel-darvishi?checkin=2020-01-01&nights=0');

    expect(asked).toContain(`/hotels/12/rooms?checkin=${todayInTehran()}&nights=1`);
  });

  it('answers 404 for a hotel that does not exist, with the plain shell', async () => {
    writeHotel(fixtureBuild());
    const res = await gateway().app.request('/hotel/99/nowhere');
    const html = await res.text();

    expect(res.status).toBe(404);
    expect(html).toBe(INDEX_HTML);
  });

  it("sends an old or hand-typed slug to the hotel's own address, 301, the stay kept", async () => {
    writeHotel(fixtureBuild());
    const res = await gateway().app.request('/hotel/12/old-name?checkin=2099-03-01&nights=2');

    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/hotel/12/hotel-darvishi?checkin=2099-03-01&nights=2');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(res.headers.get('X-Rahi-Render')).toBe('moved');
  });

  it('answers 404 without rendering for an id the route table refuses', async () => {
    writeHotel(fixtureBuild());
    const { app, asked } = gateway();

    expect((await app.request('/hotel/abc/x')).status).toBe(404);
    expect(asked).toEqual([]);
  });
});

describe("another remote's module the hotel page draws (its start-up sibling, mf-search's search box)", () => {
  const SEARCH_BOX = '{ default: { html: \'<form role="search">جستجوی هتل</form>\' } }';
  /** mf-hotel's build report naming the sibling, and mf-search's server container with or without it. */
  function withSibling(searchExposes: Record<string, string>) {
    const hotelDist = path.join(root, 'mf-hotel', 'dist');
    writeHotel(fixtureBuild());
    fs.writeFileSync(
      path.join(hotelDist, 'federation-chunks.json'),
      JSON.stringify({ exposes: { './HotelPage': { chunks: [], siblings: ['mf_search/SearchBox'] } } }),
    );
    writeContainer(
      path.join(root, 'mf-search', 'dist'),
      fixtureContainer(fixtureSearchBuild(), searchExposes),
    );
  }

  it("is loaded from the sibling's server container, drawn in the page's tree, and named on #root", async () => {
    withSibling({ './SearchBox': SEARCH_BOX });
    const html = await (await gateway().app.request(HOTEL_URL)).text();

    expect(html).toContain(
      '<aside data-sibling="mf_search/SearchBox"><form role="search">جستجوی هتل</form></aside>',
    );
    expect(html).toMatch(/<div id="root" data-render="one-tree"[^>]* data-siblings="mf_search\/SearchBox">/);
  });

  it('leaves it to the browser when its container does not have it: the page is drawn, nothing named, logged once', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    withSibling({});
    const { app } = gateway();
    for (const _ of [1, 2]) {
      const res = await app.request(HOTEL_URL);
      const html = await res.text();
      expect(res.headers.get('X-Rahi-Render')).toBe('server');
      expect(html).toContain('<h1>هتل درویشی</h1>');
      expect(html).not.toContain('data-sibling');
    }
    expect(
      error.mock.calls.filter(([, message]) => String(message).includes('mf_search/SearchBox')),
    ).toHaveLength(1);
  });
});

describe('a page drawn for nobody is kept for a few seconds (page-cache.ts)', () => {
  /** Renders of the hotel page: its rooms are read by nothing else here. */
  const hotelReads = (asked: string[]) =>
    asked.filter((path) => path.startsWith(`/hotels/${HOTEL.id}/rooms`)).length;
  /** A booking-api call through the proxy, as the browser makes it. */
  const proxied = (method: string, endPoint: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ endPoint, options: { method, ...(method !== 'GET' && { body: {} }) } }),
  });

  it('serves the next visitor without a session the same page, the CSP still allowing its data script', async () => {
    writeHotel(fixtureBuild());
    const { app, asked } = gateway();
    const first = await app.request(HOTEL_URL);
    const firstHtml = await first.text();
    const second = await app.request(HOTEL_URL);

    expect(await second.text()).toBe(firstHtml);
    expect(hotelReads(asked)).toBe(1);
    expect(second.headers.get('X-Rahi-Render')).toBe('server');
    expect(second.headers.get('Server-Timing')).toBe('cache;desc=kept');
    expect(second.headers.get('Content-Security-Policy')).toBe(first.headers.get('Content-Security-Policy'));
    expect(second.headers.get('Content-Security-Policy')).toContain("'sha256-");
    // Drawn with booking-api's header payload, it sets the cookie it was drawn with each time it is served.
    expect(second.headers.get('set-cookie')).toMatch(/^headerFooter=%7B/);
    expect(second.headers.get('set-cookie')).toBe(first.headers.get('set-cookie'));
  });

  it('sends a kept page compressed as the browser accepts it, compressed once', async () => {
    writeHotel(fixtureBuild());
    const { app } = gateway();
    const html = await (await app.request(HOTEL_URL)).text();
    const kept = await app.request(HOTEL_URL, { headers: { 'accept-encoding': 'gzip, br' } });

    expect(kept.headers.get('Content-Encoding')).toBe('br');
    expect(kept.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(kept.headers.get('Vary')).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await kept.arrayBuffer())).toString()).toBe(html);
    expect(html).toContain(
      '<script id="rahi-session" type="application/json">{"valid":false}</script></head>',
    );
  });

  it('draws each address, and each header payload, on its own', async () => {
    writeHotel(fixtureBuild());
    const { app, asked } = gateway();
    await app.request(HOTEL_URL);
    await app.request(`${HOTEL_URL}&adults=3`);
    const payload = {
      header: { settings: {}, links: [] },
      footer: { columns: [] },
      comment: { comment_status: false },
    };
    await app.request(HOTEL_URL, {
      headers: { cookie: `headerFooter=${encodeURIComponent(JSON.stringify(payload))}` },
    });

    expect(hotelReads(asked)).toBe(3);
  });

  it('draws afresh after a write through the proxy, not after a read or a refused write', async () => {
    writeHotel(fixtureBuild());
    const { app, asked } = gateway();
    await app.request(HOTEL_URL);
    await app.request('/handle-api', proxied('GET', `/hotels/${HOTEL.id}/rooms?checkin=2099-03-01&nights=2`));
    await app.request('/handle-api', proxied('POST', '/bookings')); // booking-api answers 404
    await app.request(HOTEL_URL);
    expect(hotelReads(asked)).toBe(2); // one render, and the proxied read

    await app.request('/handle-api', proxied('PUT', `/hotels/${HOTEL.id}`));
    await app.request(HOTEL_URL);
    expect(hotelReads(asked)).toBe(3);
  });

  it('neither keeps nor serves a kept page for a request with a login token', async () => {
    writeHotel(fixtureBuild());
    const { app, asked } = gateway();
    const token = { headers: { cookie: `token=${'t'.repeat(40)}` } };
    await app.request(HOTEL_URL, token);
    await app.request(HOTEL_URL);
    await app.request(HOTEL_URL, token);

    expect(hotelReads(asked)).toBe(3);
  });

  it('keeps nothing with SSR_PAGE_CACHE_MS=0', async () => {
    writeHotel(fixtureBuild());
    const { app, asked } = gateway({ ssr: { pageCacheMs: 0 } });
    await app.request(HOTEL_URL);
    await app.request(HOTEL_URL);

    expect(hotelReads(asked)).toBe(2);
  });
});

describe('when server rendering cannot help, the page is the shell the browser renders', () => {
  it('falls back, logs once and counts it when the server build throws as it loads', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    writeHotel(fixtureBuild({ onLoad: 'throw new Error("broken build");' }));
    const { app } = gateway();

    const first = await app.request(HOTEL_URL);
    const second = await app.request(HOTEL_URL);

    expect(first.status).toBe(200);
    expect(first.headers.get('X-Rahi-Render')).toBe('client; reason=build');
    expect(await second.text()).toBe(INDEX_HTML);
    // pino's call: (fields with the error, message).
    const ssrErrors = error.mock.calls.filter((args) => args.some((arg) => String(arg).startsWith('[ssr]')));
    expect(ssrErrors).toHaveLength(1);
    expect(String((ssrErrors[0]?.[0] as { err?: unknown } | undefined)?.err)).toContain('broken build');
  });

  it('falls back when render throws', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    writeHotel(fixtureBuild({ render: 'throw new Error("render broke");' }));

    const res = await gateway().app.request(HOTEL_URL);

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=render');
  });

  it('stops a render that never ends after the render timeout, and serves the shell', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    writeHotel(fixtureBuild({ render: 'for (;;) {}' }));
    const { app } = gateway({ ssr: { renderTimeoutMs: 100 } });
    const started = Date.now();

    const res = await app.request(HOTEL_URL);

    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=timeout');
    expect(await res.text()).toBe(INDEX_HTML);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('falls back when booking-api fails', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    writeHotel(fixtureBuild());

    const res = await gateway({ failWith: 500 }).app.request(HOTEL_URL);

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=data');
  });

  it('serves the shell when the registry names no server build for mf_hotel', async () => {
    writeHotel(fixtureBuild());
    const registry = defaultRegistry();
    registry.remotes.mf_hotel = { entry: '/remotes/mf-hotel/mf-manifest.json' };
    fs.writeFileSync(registryFile, JSON.stringify(registry));

    const res = await gateway().app.request(HOTEL_URL);

    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=no-build');
  });

  it('serves the shell with SSR_ENABLED=0', async () => {
    writeHotel(fixtureBuild());

    const res = await gateway({ ssr: { enabled: false } }).app.request(HOTEL_URL);

    expect(res.headers.get('X-Rahi-Render')).toBeNull();
    expect(await res.text()).toBe(INDEX_HTML);
  });
});

describe('a new deployment of mf-hotel reaches the server renderer', () => {
  /** Writes `build` as the release `name` of mf-hotel and points the registry at it. */
  const release = (name: string, build: string) => {
    writeHotel(build, path.join(root, '.releases', 'mf-hotel', name));
    const registry = defaultRegistry();
    registry.remotes.mf_hotel = {
      entry: `/releases/mf-hotel/${name}/mf-manifest.json`,
      ssr: `/releases/mf-hotel/${name}/server-container/remoteEntry.js`,
    };
    fs.writeFileSync(registryFile, JSON.stringify(registry));
  };

  it('follows the registry to a new release, in the same running app', async () => {
    writeHotel(fixtureBuild({ version: 'build-one' }));
    const { app } = gateway();
    expect(await (await app.request(HOTEL_URL)).text()).toContain('build-one');

    release('r7', fixtureBuild({ version: 'release-7' }));

    const html = await (await app.request(HOTEL_URL)).text();
    expect(html).toContain('release-7');
    expect(html).not.toContain('build-one');
  });

  it('recovers when a broken release is followed by a good one', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    release('broken', fixtureBuild({ onLoad: 'throw new Error("broken build");' }));
    const { app } = gateway();
    expect((await app.request(HOTEL_URL)).headers.get('X-Rahi-Render')).toBe('client; reason=build');

    release('fixed', fixtureBuild({ version: 'fixed' }));

    expect(await (await app.request(HOTEL_URL)).text()).toContain('fixed');
  });

  describe('a container at an http address', () => {
    /** Serves `answer` for the hotel's container and points the registry at it; `entry` is its path. */
    async function serveContainer(answer: (res: http.ServerResponse) => void, entry = 'remoteEntry.js') {
      const server = http.createServer((req, res) => {
        if (req.url === `/mf-hotel/server-container/${entry}`) answer(res);
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const registry = defaultRegistry();
      registry.remotes.mf_hotel = {
        entry: `${base}/mf-hotel/mf-manifest.json`,
        ssr: `${base}/mf-hotel/server-container/${entry}`,
      };
      fs.writeFileSync(registryFile, JSON.stringify(registry));
      return {
        close: () => {
          server.closeAllConnections();
          return new Promise((resolve) => server.close(resolve));
        },
      };
    }
    const javascript = (body: string) => (res: http.ServerResponse) =>
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(body);

    it('is downloaded and drawn with', async () => {
      const server = await serveContainer(
        javascript(fixtureContainer(fixtureBuild({ version: 'from-cdn' }))),
      );
      try {
        expect(await (await gateway().app.request(HOTEL_URL)).text()).toContain('from-cdn');
      } finally {
        await server.close();
      }
    });

    it.each([
      [
        'larger than SSR_CONTAINER_MAX_MB',
        'big.js',
        javascript(`/*${'x'.repeat(4096)}*/`),
        'is larger than 1024 bytes',
      ],
      [
        'answering 404',
        'gone.js',
        (res: http.ServerResponse) => res.writeHead(404).end('no'),
        'answered 404',
      ],
      ['slower than SSR_CONTAINER_TIMEOUT_MS', 'slow.js', () => {}, 'timeout'],
    ])('%s: not run, and the page is drawn in the browser', async (_case, entry, answer, logged) => {
      const errors = jest.spyOn(logger, 'error').mockImplementation(() => {});
      const server = await serveContainer(answer, entry);
      try {
        const { app } = gateway({ ssr: { containerDownload: { timeoutMs: 300, maxBytes: 1024 } } });
        const res = await app.request(HOTEL_URL);

        expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=build');
        const { err } = (errors.mock.calls[0]?.[0] ?? {}) as { err: Error };
        expect(`${err.message} ${String(err.cause)}`).toMatch(new RegExp(logged, 'i'));
      } finally {
        await server.close();
      }
    });
  });
});
