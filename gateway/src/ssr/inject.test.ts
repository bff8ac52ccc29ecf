import fs from 'node:fs';
import path from 'node:path';
import { EARLY_INPUT_SCRIPT } from '@rahi/shared-contracts';
import { scriptHashSource } from './escape';
import { EARLY_INPUT_HASH, injectServerRender } from './inject';
import type { RenderedPage } from './render-page';

const page: RenderedPage = {
  html: '<article><h1>هتل</h1></article>',
  styles: '<style data-emotion="rtl a">.rtl-a{}</style>',
  head: {
    title: 'عنوان',
    description: 'شرح',
    canonical: 'https://x/hotel/1/a',
    og: { title: 'عنوان' },
    jsonLd: {},
  },
  data: { hotel: { id: 1 } },
  site: { commentsOpen: true },
};
const target = { remote: 'mf_hotel', module: './HotelPage', path: '/hotel/1/a' };

describe('injectServerRender', () => {
  it("writes into the shell's real built index.html, when there is one", () => {
    const built = path.join(__dirname, '..', '..', '..', 'shell', 'dist', 'index.html');
    if (!fs.existsSync(built)) return; // the shell is not built in this checkout yet
    const { html } = injectServerRender(fs.readFileSync(built, 'utf8'), page, target, '__RAHI_HOTEL__');

    expect(html).toContain('<title>عنوان</title>');
    expect(html).toContain('<div id="root" data-render="one-tree" data-remote="mf_hotel"');
    expect(html).toMatch(/<\/div><script>window\.__RAHI_HOTEL__=\{"hotel":\{"id":1\}\}<\/script><\/body>/);
  });

  it("writes the app's markup exactly as rendered, #root's whole content, with no whitespace around it", () => {
    const shell =
      '<html><head><title>t</title></head><body><div id="root">\n  <div id="boot"></div>\n</div></body></html>';
    const { html } = injectServerRender(shell, page, target, '__RAHI_HOTEL__');

    expect(html).toContain(
      'data-path="/hotel/1/a" data-global="__RAHI_HOTEL__"><article><h1>هتل</h1></article></div><script>',
    );
    expect(html).not.toContain('boot');
  });

  it('keeps input from before the shell starts: the early-input script stands just before #root, allowed by its hash', () => {
    const shell = '<html><head><title>t</title></head><body><div id="root"></div></body></html>';
    const { html, scriptHashes } = injectServerRender(shell, page, target, '__RAHI_HOTEL__');

    expect(html).toContain(
      `<body><script>${EARLY_INPUT_SCRIPT}</script><div id="root" data-render="one-tree"`,
    );
    expect(scriptHashes).toEqual([
      EARLY_INPUT_HASH,
      scriptHashSource('window.__RAHI_HOTEL__={"hotel":{"id":1}}'),
    ]);
    expect(
      injectServerRender(shell, { ...page, data: undefined }, target, '__RAHI_HOTEL__').scriptHashes,
    ).toEqual([EARLY_INPUT_HASH]);
  });

  it('adds a description when the shell has none', () => {
    const shell = '<html><head><title>t</title></head><body><div id=root></div></body></html>';

    expect(injectServerRender(shell, page, target, '__RAHI_HOTEL__').html).toContain(
      '<meta name="description" content="شرح">',
    );
  });

  it('refuses an index.html it cannot write into', () => {
    expect(() => injectServerRender('<html><body></body></html>', page, target, '__RAHI_HOTEL__')).toThrow(
      /index\.html/,
    );
  });

  it('hands the data to the global the page names, and refuses a name that is not a page data global', () => {
    const shell = '<html><head><title>t</title></head><body><div id=root></div></body></html>';

    expect(injectServerRender(shell, page, target, '__RAHI_CITY__').html).toContain(
      '<script>window.__RAHI_CITY__={"hotel":{"id":1}}</script>',
    );
    expect(() => injectServerRender(shell, page, target, 'alert(1);x')).toThrow(/page data global/);
  });

  it('writes no JSON-LD script when the page has none', () => {
    const shell = '<html><head><title>t</title></head><body><div id=root></div></body></html>';
    const { jsonLd: _none, ...head } = page.head;

    expect(injectServerRender(shell, { ...page, head }, target, '__RAHI_CITY__').html).not.toContain(
      'application/ld+json',
    );
  });
});
