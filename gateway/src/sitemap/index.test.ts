import type { SitemapEntries } from '@rahi/shared-contracts/api';
import type { Upstream } from '../upstream';
import { sitemapRoutes } from './index';

const AT = '2026-11-20T09:00:00.000Z';
const ENTRIES: SitemapEntries = {
  cities: [{ id: 1, slug: 'mashhad', updatedAt: AT }],
  hotels: [
    { id: 7, slug: 'هتل درویشی', updatedAt: '2026-11-21T09:00:00.000Z' },
    { id: 8, slug: 'a&b', updatedAt: AT },
  ],
  pages: [
    { path: 'guide', updatedAt: AT },
    { path: 'help/payment/failed-payment', updatedAt: AT },
  ],
  articles: [{ slug: 'kish-island-first-visit', updatedAt: '2026-11-22T09:00:00.000Z' }],
  maps: [{ path: 'railway-map', updatedAt: AT }],
};

function upstreamOf(answer: () => { status: number; body: string }) {
  const calls: string[] = [];
  const upstream: Upstream = {
    fetch: async (request) => {
      calls.push(request.path);
      return { ...answer(), headers: {} };
    },
  };
  return { upstream, calls };
}

const ok = () => ({ status: 200, body: JSON.stringify({ meta: { status: true }, data: ENTRIES }) });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists every page, article, city and hotel on the public origin, each with a W3C lastmod', async () => {
    const { upstream } = upstreamOf(ok);
    const app = sitemapRoutes({ upstream, timeoutMs: 1000, publicOrigin: 'https://rahi.example' });
    const res = await app.request('http://internal/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(xml)).toEqual([
      'https://rahi.example/',
      'https://rahi.example/guide',
      'https://rahi.example/help/payment/failed-payment',
      'https://rahi.example/railway-map',
      'https://rahi.example/travel-tips',
      'https://rahi.example/travel-tips/kish-island-first-visit',
      'https://rahi.example/popular-routes',
      'https://rahi.example/country-road-atlas',
      'https://rahi.example/city/1/hotels-mashhad',
      `https://rahi.example/hotel/7/${encodeURIComponent('هتل-درویشی')}`,
      `https://rahi.example/hotel/8/${encodeURIComponent('a&b')}`,
    ]);
    const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]);
    expect(lastmods).toHaveLength(11);
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(lastmods[4]).toBe('2026-11-22T09:00:00Z');
  });

  it('is a sitemap index over /sitemaps/N.xml when the addresses are more than one sitemap holds', async () => {
    const { upstream } = upstreamOf(ok);
    const app = sitemapRoutes({ upstream, timeoutMs: 1000, publicOrigin: undefined, maxUrls: 3 });
    const index = await (await app.request('http://rahi.test/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3, 4].map((n) => `http://rahi.test/sitemaps/${n}.xml`));
    const parts = await Promise.all(
      [1, 2, 3, 4].map(async (n) => (await app.request(`http://rahi.test/sitemaps/${n}.xml`)).text()),
    );
    expect(parts.flatMap(locs)).toHaveLength(11);
    expect((await app.request('http://rahi.test/sitemaps/5.xml')).status).toBe(404);
  });

  it('asks booking-api once for many requests, and answers 503 when it never could', async () => {
    const { upstream, calls } = upstreamOf(ok);
    const app = sitemapRoutes({ upstream, timeoutMs: 1000, publicOrigin: undefined });
    await app.request('http://rahi.test/sitemap.xml');
    await app.request('http://rahi.test/sitemap.xml');
    expect(calls).toEqual(['/sitemap-entries']);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = upstreamOf(() => ({ status: 502, body: '' }));
    const res = await sitemapRoutes({
      upstream: down.upstream,
      timeoutMs: 1000,
      publicOrigin: undefined,
    }).request('http://rahi.test/sitemap.xml');
    expect(res.status).toBe(503);
  });
});

describe('GET /robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of private pages', async () => {
    const { upstream } = upstreamOf(ok);
    const res = await sitemapRoutes({
      upstream,
      timeoutMs: 1000,
      publicOrigin: 'https://rahi.example',
    }).request('http://internal/robots.txt');
    const text = await res.text();
    expect(text).toContain('Sitemap: https://rahi.example/sitemap.xml');
    expect(text).toContain('Disallow: /profile');
  });
});
