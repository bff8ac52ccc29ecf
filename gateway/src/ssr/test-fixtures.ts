// Fixtures for the server renderer's tests: tiny server containers written as CommonJS text, the Module Federation
// container interface (init, get) over a page's build (the real ones are the remotes' and the shell's
// dist/server-container, exercised end to end in e2e/tests/hotel-ssr.spec.ts, city-ssr.spec.ts and the others)
// and a fake booking-api.
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_CONTRACT_VERSION } from '@rahi/shared-contracts';
import type { Upstream, UpstreamRequest } from '../upstream';

export const HOTEL = {
  id: 12,
  name: 'هتل درویشی',
  slug: 'hotel-darvishi',
  description: 'نزدیک حرم </script><script>alert(1)</script>',
};
export const ROOMS = [{ id: 101, name: 'دو تخته دبل', totalCustomerPrice: 52_000_000 }];
export const CITY_HOTELS = {
  city: { id: 1, name: 'مشهد', slug: 'mashhad', province: 'خراسان رضوی' },
  items: [{ id: 12, name: 'هتل درویشی', fromPrice: 26_000_000 }],
  total: 1,
};

/**
 * A server build speaking the page contract. `render` is the body of render({ data, url, site }); the default draws the
 * hotel's name, its first room and price, and a head with JSON-LD. `version` shows in the markup.
 */
export function fixtureBuild(options: { version?: string; render?: string; onLoad?: string } = {}): string {
  const render =
    options.render ??
    `const room = data.rooms[0];
     return {
       html: '<article><h1>' + data.hotel.name + '</h1><p>' + room.name + ' ' + room.totalCustomerPrice + '</p><p>${options.version ?? 'v1'}</p></article>',
       styles: '<style data-emotion="rtl abc">.rtl-abc{color:red}</style>',
       status: 200,
       head: {
         title: 'رزرو ' + data.hotel.name,
         description: data.hotel.name + ' "best" <prices>',
         canonical: new URL(url).origin + '/hotel/' + data.hotel.id + '/' + data.hotel.slug,
         og: { title: 'رزرو ' + data.hotel.name, type: 'website' },
         jsonLd: { '@context': 'https://schema.org', '@type': 'Hotel', name: data.hotel.name, description: data.hotel.description,
           makesOffer: data.rooms.map((r) => ({ '@type': 'Offer', name: r.name, price: r.totalCustomerPrice, priceCurrency: 'IRR' })) },
       },
     };`;
  return `${options.onLoad ?? ''}
exports.contract = ${PAGE_CONTRACT_VERSION};
exports.loadData = async ({ params, stay, fetcher, signal }) => {
  const hotelId = Number(params.id);
  const query = 'checkin=' + stay.checkin + '&nights=' + stay.nights;
  const [hotel, rooms] = await Promise.all([
    fetcher({ endPoint: '/hotels/' + hotelId, signal }),
    fetcher({ endPoint: '/hotels/' + hotelId + '/rooms?' + query, signal }),
  ]);
  for (const answer of [hotel, rooms]) {
    if (!answer.ok) throw Object.assign(new Error('load failed'), { status: answer.status });
  }
  return { hotel: hotel.data, rooms: rooms.data, stay };
};
exports.render = ({ data, url, site }) => { ${render} };
`;
}

/**
 * A city page's server build speaking the page contract, as mf-search's: loadData reads the list the query names
 * (stars only, here), render draws the city, the count and the hotels. `version` shows in the markup.
 */
export function fixtureCityBuild(options: { version?: string; render?: string } = {}): string {
  const render =
    options.render ??
    `return {
       html: '<section><h1>هتل‌های ' + data.hotels.city.name + '</h1><p>' + data.hotels.total + ' هتل</p>' +
         data.hotels.items.map((h) => '<article>' + h.name + ' ' + h.fromPrice + '</article>').join('') + '<p>${options.version ?? 'v1'}</p></section>',
       styles: '<style data-emotion="rtl def">.rtl-def{color:blue}</style>',
       status: 200,
       head: {
         title: 'هتل‌های ' + data.hotels.city.name,
         description: 'رزرو هتل در ' + data.hotels.city.name,
         canonical: new URL(url).origin + '/city/' + data.hotels.city.id + '/hotels-' + data.hotels.city.slug,
         og: { title: 'هتل‌های ' + data.hotels.city.name },
       },
     };`;
  return `exports.contract = ${PAGE_CONTRACT_VERSION};
exports.loadData = async ({ params, stay, search, fetcher, signal }) => {
  const cityId = Number(params.id);
  const stars = new URLSearchParams(search).get('stars');
  const endPoint = '/cities/' + cityId + '/hotels?checkin=' + stay.checkin + '&nights=' + stay.nights + (stars ? '&stars=' + stars : '');
  const answer = await fetcher({ endPoint, signal });
  if (!answer.ok) throw Object.assign(new Error('load failed'), { status: answer.status });
  return { endPoint, hotels: answer.data };
};
exports.render = ({ data, url, site }) => { ${render} };
`;
}

/**
 * mf-search's server build as it now is, speaking the page contract for two pages: the city page (fixtureCityBuild's)
 * and, when loadData and render are given `module: './HomePage'`, the home page (the popular city's list).
 */
export function fixtureSearchBuild(options: { homeRender?: string } = {}): string {
  const homeRender =
    options.homeRender ??
    `return {
       html: '<div><section><h1 id="hero-title">رزرو هتل</h1><form role="search"></form></section><h2>مقصدهای محبوب</h2><p>هتل‌های ' + data.city.name + '</p></div>',
       styles: '<style data-emotion="rtl ghi">.rtl-ghi{color:green}</style>',
       status: 200,
       head: { title: 'راهی | رزرو آنلاین هتل', description: 'رزرو آنلاین هتل', canonical: new URL(url).origin + '/', og: { type: 'website' } },
     };`;
  return `${fixtureCityBuild()}
const city = { loadData: exports.loadData, render: exports.render };
exports.loadData = async (input) => {
  if (input.module !== './HomePage') return city.loadData(input);
  const answer = await input.fetcher({ endPoint: '/cities/1/hotels?sort=rating&pageSize=1', signal: input.signal });
  if (!answer.ok) throw Object.assign(new Error('home failed'), { apiStatus: answer.status });
  return { city: answer.data.city, keys: Object.keys(input).sort() };
};
exports.render = (input) => {
  if (input.module !== './HomePage') return city.render(input);
  const { data, url } = input;
  ${homeRender}
};
`;
}

/**
 * The shell's container: its app draws a header naming who the page is for and whether cookies came, the areas the
 * page's container drew beside it, and the page in #main, followed by the other remotes' modules it was given
 * (a fixture sibling's default export is `{ html }`). A fixture page's element is its markup, or `{ html, styles }` (a real one is a React element).
 */
export const SHELL_CONTAINER = `exports.shell = {
  init() {},
  get(name) {
    if (name !== './ServerApp') return Promise.reject(new Error('no ' + name));
    return Promise.resolve(() => ({
      renderApp: ({ location, page, site, session, cookies }) => ({
        html: '<header>' + (session ? session.userName : 'مهمان') + ' ' + (cookies ? 'با کوکی' : 'بی کوکی') +
          '</header>' + Object.values(page.areas || {}).join('') + '<main id="main" data-location="' + location + '" data-comments="' + site.commentsOpen + '">' +
          (typeof page.element === 'string' ? page.element : page.element.html) +
          Object.entries(page.siblings || {}).map(([id, drawn]) => '<aside data-sibling="' + id + '">' + drawn.html + '</aside>').join('') + '</main>',
        styles: '<style data-emotion="rtl s1">.rtl-s1{color:green}</style>' + (page.element.styles || ''),
      }),
    }));
  },
};`;

/**
 * A page build (CommonJS text exporting contract, loadData and render, as fixtureBuild's) as a remote's server
 * container: './server' gives its loadData and a page() whose element carries what its render drew; `exposes` adds
 * modules by name, each a JavaScript expression for the module ({ "./SearchBox": "{ default: { html: '…' } }" }).
 * Code that throws as the build loads makes the container fail to load.
 */
export function fixtureContainer(build: string, exposes: Readonly<Record<string, string>> = {}): string {
  const extra = Object.entries(exposes)
    .map(
      ([name, module]) =>
        `    if (name === ${JSON.stringify(name)}) return Promise.resolve(() => (${module}));\n`,
    )
    .join('');
  return `const build = {};
(function (exports, module) {
${build}
})(build, { exports: build });
// The container itself (an http one is read so by the runtime; one on disk may also be the export named \`remote\`).
module.exports = {
  init() {},
  get(name) {
${extra}    if (name !== './server') return Promise.reject(new Error('no ' + name));
    return Promise.resolve(() => ({
      contract: build.contract,
      loadData: build.loadData,
      page(request) {
        const { html, styles, head, status, areas } = build.render(request);
        return { element: { html, styles }, head, status, ...(areas && { areas }) };
      },
    }));
  },
};`;
}

/** Writes a container into `<dist>/server-container/remoteEntry.js`, as a remote's build does. */
export function writeContainer(dist: string, code: string) {
  const folder = path.join(dist, 'server-container');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), code);
}

/** The shell's build in `<root>/shell/dist`: its index.html and its server container (SHELL_CONTAINER). */
export function writeShell(root: string, indexHtml: string) {
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeContainer(dist, SHELL_CONTAINER);
}

const envelope = (data: unknown, status = true, errors: string[] = []) =>
  JSON.stringify({ meta: { status, message: status ? 'Done' : '', errors }, data });

/**
 * booking-api with one hotel (12), one city (1) and the header/footer payload (comments open unless
 * `commentsOpen` is false); remembers the paths asked. `failWith` answers every call with that status.
 */
export function fakeBookingApi(options: { failWith?: number; commentsOpen?: boolean } = {}) {
  const asked: string[] = [];
  const upstream: Upstream = {
    async fetch(request: UpstreamRequest) {
      asked.push(request.path);
      const json = { 'content-type': 'application/json' };
      if (options.failWith)
        return { status: options.failWith, headers: json, body: envelope(null, false, ['خطا']) };
      const [pathname] = request.path.split('?');
      if (pathname === '/header-footer-contents') {
        const payload = { header: { settings: {}, links: [] }, footer: { columns: [] } };
        const comment = { comment_status: options.commentsOpen ?? true };
        return { status: 200, headers: json, body: envelope({ ...payload, comment }) };
      }
      if (pathname === `/hotels/${HOTEL.id}`) return { status: 200, headers: json, body: envelope(HOTEL) };
      if (pathname === `/hotels/${HOTEL.id}/rooms`)
        return { status: 200, headers: json, body: envelope(ROOMS) };
      if (pathname === `/cities/${CITY_HOTELS.city.id}/hotels`)
        return { status: 200, headers: json, body: envelope(CITY_HOTELS) };
      return { status: 404, headers: json, body: envelope(null, false, ['هتل مورد نظر پیدا نشد.']) };
    },
  };
  return { upstream, asked };
}
