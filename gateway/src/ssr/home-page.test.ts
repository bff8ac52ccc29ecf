// The home page rendered on the server (TBT): mf-search's container asked for './HomePage', the page drawn in
// the shell's app like every server-rendered page, its data in window.__RAHI_HOME__, and index.html as it is
// (the boot logo) whenever the page cannot be rendered.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGatewayApp } from '../app';
import { loadConfig } from '../config';
import { scriptHashSource } from './escape';
import { EARLY_INPUT_HASH } from './inject';
import type { SsrSettings } from './settings';
import {
  fakeBookingApi,
  fixtureContainer,
  fixtureSearchBuild,
  writeContainer,
  writeShell,
} from './test-fixtures';

const INDEX_HTML =
  '<!doctype html><html lang=fa dir=rtl><head><meta charset=utf-8><title>راهی | رزرو آنلاین هتل</title>' +
  '<meta name=description content="رزرو آنلاین هتل"><script defer src=/main.js?abc></script></head>' +
  `<body><noscript>جاوااسکریپت</noscript><div id=root><div id=boot>راهی</div></div></body></html>`;

let root: string;
const writeSearchBuild = (code: string) =>
  writeContainer(path.join(root, 'mf-search', 'dist'), fixtureContainer(code));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rahi-ssr-home-'));
  writeShell(root, INDEX_HTML);
  jest.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

function gateway(options: { failWith?: number; ssr?: Partial<SsrSettings> } = {}) {
  const api = fakeBookingApi(options);
  const config = loadConfig({
    RAHI_ROOT: root,
    MF_REGISTRY_FILE: path.join(root, 'none.json'),
    MF_REGISTRY_RECHECK_MS: '0',
  });
  const ssr = { renderTimeoutMs: 500, ...options.ssr };
  return { app: createGatewayApp(config, api.upstream, ssr), asked: api.asked };
}

describe('the home page rendered on the server', () => {
  it("draws the page in the shell's app in place of the boot logo", async () => {
    writeSearchBuild(fixtureSearchBuild());
    const res = await gateway().app.request('/');
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('X-Rahi-Render')).toBe('server');
    expect(html).toContain(
      '<div id="root" data-render="one-tree" data-remote="mf_search" data-module="./HomePage" data-path="/" data-global="__RAHI_HOME__" data-comments-open="true">' +
        '<header>مهمان با کوکی</header><main id="main" data-location="/" data-comments="true">' +
        '<div><section><h1 id="hero-title">رزرو هتل</h1><form role="search"></form></section>' +
        '<h2>مقصدهای محبوب</h2><p>هتل‌های مشهد</p></div></main></div>',
    );
    expect(html).not.toContain('id=boot');
  });

  it('asks the build for ./HomePage with the page contract’s request, as for every page', async () => {
    writeSearchBuild(fixtureSearchBuild());
    const { app, asked } = gateway();

    const html = await (await app.request('/?checkin=2020-01-01&nights=9')).text();

    expect(asked.filter((asked) => asked !== '/header-footer-contents')).toEqual([
      '/cities/1/hotels?sort=rating&pageSize=1',
    ]);
    const data = JSON.parse(/window\.__RAHI_HOME__=([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(data.keys).toEqual([
      'cookies',
      'fetcher',
      'module',
      'params',
      'search',
      'session',
      'signal',
      'stay',
    ]);
  });

  it('writes the head and the styles, and hands the data to window.__RAHI_HOME__ allowed by its hash', async () => {
    writeSearchBuild(fixtureSearchBuild());
    const res = await gateway().app.request('/');
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = /<script>(window\.__RAHI_HOME__=[^<]*)<\/script><\/body>/.exec(html)?.[1] ?? '';

    expect(head).toContain('<link rel="canonical" href="http://localhost/">');
    expect(head).toContain('<style data-emotion="rtl ghi">.rtl-ghi{color:green}</style>');
    expect(JSON.parse(inline.replace('window.__RAHI_HOME__=', ''))).toMatchObject({ city: { name: 'مشهد' } });
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' ${EARLY_INPUT_HASH} ${scriptHashSource(inline)}`);
  });

  it('still renders the city page from the same build', async () => {
    writeSearchBuild(fixtureSearchBuild());
    const { app } = gateway();

    await app.request('/');
    const city = await (await app.request('/city/1/hotels-mashhad?checkin=2099-03-01&nights=2')).text();

    expect(city).toContain('data-module="./CityPage"');
    expect(city).toContain('window.__RAHI_CITY__=');
  });
});

describe('when the home page cannot be rendered, index.html is served as it is', () => {
  it('with server rendering off', async () => {
    writeSearchBuild(fixtureSearchBuild());
    const res = await gateway({ ssr: { enabled: false } }).app.request('/');

    expect(res.headers.get('X-Rahi-Render')).toBeNull();
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('when mf-search has no server build', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await gateway().app.request('/');

    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=build');
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('when booking-api fails, even with a 404: the home page is never a 404', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    writeSearchBuild(fixtureSearchBuild());

    for (const failWith of [500, 404]) {
      const res = await gateway({ failWith }).app.request('/');
      expect(res.status).toBe(200);
      expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=data');
      expect(await res.text()).toBe(INDEX_HTML);
    }
  });

  it('when the render throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    writeSearchBuild(fixtureSearchBuild({ homeRender: 'throw new Error("broke");' }));
    const res = await gateway().app.request('/');

    expect(res.headers.get('X-Rahi-Render')).toBe('client; reason=render');
    expect(await res.text()).toBe(INDEX_HTML);
  });
});
