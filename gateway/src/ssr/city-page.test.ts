// The city page rendered on the server, through the same renderer as the hotel page: mf-search's
// build named by its own registry entry, its data in window.__RAHI_CITY__, and the same fallbacks.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
  fixtureCityBuild,
  fixtureContainer,
  writeContainer,
  writeShell,
} from './test-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=fa dir=rtl><head><meta charset=utf-8><title>راهی | رزرو آنلاین هتل</title>' +
  '<meta name=description content="رزرو آنلاین هتل"><script defer src=/main.js?abc></script></head>' +
  '<body><noscript>جاوااسکریپت</noscript><div id=root><div id=boot>راهی</div></div></body></html>';
const CITY_URL = '/city/1/hotels-mashhad?checkin=2099-03-01&nights=2';

let root: string;
let registryFile: string;
const writeCityBuild = (code: string) =>
  writeContainer(path.join(root, 'mf-search', 'dist'), fixtureContainer(code));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-ssr-city-'));
  writeShell(root, INDEX_HTML);
  registryFile = path.join(root, 'mf-registry.json');
  jest.spyOn(logger, 'info').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

function gateway(options: { failWith?: number; ssr?: Partial<SsrSettings> } = {}) {
  const api = fakeBookingApi(options);
  const config = loadConfig({ RAHI_ROOT: root, MF_REGISTRY_FILE: registryFile, MF_REGISTRY_RECHECK_MS: '0' });
  const ssr = { renderTimeoutMs: 500, ...options.ssr };
  return { app: createGatewayApp(config, api.upstream, ssr), asked: api.asked };
}

describe('the city page rendered on the server', () => {
  it('carries the city, the count and a hotel with its price inside the frame the shell adopts', async () => {
    writeCityBuild(fixtureCityBuild());
    const res = await gateway().app.request(CITY_URL);
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('server');
    expect(res.headers.get('Server-Timing')).toMatch(/^data;dur=[\d.]+, render;dur=[\d.]+$/);
    expect(html).toContain(
      '<div id="root" data-render="one-tree" data-remote="mf_search" data-module="./CityPage" data-path="/city/1/hotels-mashhad" data-global="__RAHI_CITY__" data-comments-open="true">',
    );
    expect(html).toContain('<section><h1>هتل‌های مشهد</h1><p>1 هتل</p><article>هتل درویشی 26000000</article>');
    expect(html).not.toContain('<div id=boot>');
  });

  it('writes the title, canonical, Open Graph and styles into the head, and no JSON-LD the build did not give', async () => {
    writeCityBuild(fixtureCityBuild());
    const html = await (await gateway().app.request(CITY_URL)).text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain('<title>هتل‌های مشهد</title>');
    expect(head).toContain('<link rel="canonical" href="http://localhost/city/1/hotels-mashhad">');
    expect(head).toContain('<meta property="og:title" content="هتل‌های مشهد">');
    expect(head).toContain('<style data-emotion="rtl def">.rtl-def{color:blue}</style>');
    expect(head).not.toContain('application/ld+json');
  });

  it('hands the browser the list in window.__RAHI_CITY__, allowed by the CSP by its hash', async () => {
    writeCityBuild(fixtureCityBuild());
    const res = await gateway().app.request(CITY_URL);
    const html = await res.text();
    const inline = /<script>(window\.__RAHI_CITY__=[^<]*)<\/script>/.exec(html)?.[1] ?? '';

    expect(JSON.parse(inline.replace('window.__RAHI_CITY__=', ''))).toMatchObject({
      endPoint: '/cities/1/hotels?checkin=2099-03-01&nights=2',
      hotels: { city: { name: 'مشهد' }, total: 1 },
    });
    expect(html).not.toContain('__RAHI_HOTEL__');
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' ${EARLY_INPUT_HASH} ${scriptHashSource(inline)}`);
  });

  it('loads the list the browser will: stay corrected as the browser corrects it, filters from the query', async () => {
    writeCityBuild(fixtureCityBuild());
    const { app, asked } = gateway();

    await app.request('/city/1/hotels-mashhad?checkin=2020-01-01&nights=0&stars=5');

    expect(asked.filter((asked) => asked !== '/header-footer-contents')).toEqual([
      `/cities/1/hotels?checkin=${todayInTehran()}&nights=1&stars=5`,
    ]);
  });

  it('answers 404 for a city booking-api does not know, with the plain shell', async () => {
    writeCityBuild(fixtureCityBuild());
    const res = await gateway().app.request('/city/9999/hotels-nowhere');

    expect(res.status).toBe(404);
    expect(res.headers.get('X-Rahi-Render')).toBe('not-found');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('renders the hotel and the city pages side by side, each with its own build', async () => {
    writeCityBuild(fixtureCityBuild({ version: 'city-build' }));
    writeContainer(
      path.join(root, 'mf-hotel', 'dist'),
      fixtureContainer(fixtureBuild({ version: 'hotel-build' })),
    );
    const { app } = gateway();

    for (let round = 0; round < 2; round += 1) {
      const city = await (await app.request(CITY_URL)).text();
      const hotel = await (await app.request('/hotel/12/hotel-darvishi?checkin=2099-03-01&nights=2')).text();
      expect(city).toContain('city-build');
      expect(hotel).toContain('hotel-build');
      expect(hotel).toContain('window.__RAHI_HOTEL__=');
    }
  });
});

describe('when the city page cannot be rendered, it is the shell the browser renders', () => {
  it('falls back when mf-search has no server build yet', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    const res = await gateway().app.request(CITY_URL);

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=build');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('falls back when the registry names no server build for mf_search', async () => {
    writeCityBuild(fixtureCityBuild());
    const registry = defaultRegistry();
    registry.remotes.mf_search = { entry: '/remotes/mf-search/mf-manifest.json' };
    fs.writeFileSync(registryFile, JSON.stringify(registry));

    expect((await gateway().app.request(CITY_URL)).headers.get('X-Rahi-Render')).toBe(
      'client; reason=no-build',
    );
  });

  it('falls back when render throws', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => {});
    writeCityBuild(fixtureCityBuild({ render: 'throw new Error("render broke");' }));
    expect((await gateway().app.request(CITY_URL)).headers.get('X-Rahi-Render')).toBe(
      'client; reason=render',
    );
    expect(
      error.mock.calls.some((args) =>
        args.some((arg) => String(arg).includes('/city/1/hotels-mashhad: render failed')),
      ),
    ).toBe(true);
  });

  it('falls back when the render runs past the render timeout', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    writeCityBuild(fixtureCityBuild({ render: 'for (;;) {}' }));
    const res = await gateway({ ssr: { renderTimeoutMs: 100 } }).app.request(CITY_URL);
    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=timeout');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('falls back when booking-api fails', async () => {
    jest.spyOn(logger, 'error').mockImplementation(() => {});
    writeCityBuild(fixtureCityBuild());

    const res = await gateway({ failWith: 500 }).app.request(CITY_URL);

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=data');
  });
});
