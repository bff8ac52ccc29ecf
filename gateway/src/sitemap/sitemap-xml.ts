// The sitemap protocol's XML (sitemaps.org/protocol.html): a <urlset> of at most 50,000 <url>s, each with its
// absolute <loc> and a W3C-datetime <lastmod>; above that, a <sitemapindex> naming one urlset per 50,000.
import { cityPath, hotelPath } from '@rahi/shared-contracts';
import type { SitemapEntries } from '@rahi/shared-contracts/api';

export const MAX_URLS_PER_SITEMAP = 50_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  /** A path on the site, starting with '/'. */
  path: string;
  /** ISO date-time. */
  lastmod: string;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** '2026-11-26T09:00:00.000Z' → '2026-11-26T09:00:00Z' (W3C datetime, seconds). */
const w3c = (iso: string) => `${new Date(iso).toISOString().slice(0, 19)}Z`;

/** Every address, in a stable order: the guide and pages, map pages, articles, popular routes and road atlas, cities,
 * hotels. */
export function sitemapUrls(entries: SitemapEntries): SitemapUrl[] {
  const newest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b), '1970-01-01T00:00:00Z');
  const articles = entries.articles.map((a) => ({ path: `/travel-tips/${a.slug}`, lastmod: a.updatedAt }));
  return [
    { path: '/', lastmod: newest(entries.hotels.map((hotel) => hotel.updatedAt)) },
    ...entries.pages.map((page) => ({ path: `/${page.path}`, lastmod: page.updatedAt })),
    ...entries.maps.map((map) => ({ path: `/${map.path}`, lastmod: map.updatedAt })),
    { path: '/travel-tips', lastmod: newest(articles.map((article) => article.lastmod)) },
    ...articles,
    // Counted and reference pages drawn from the cities: they change when the cities do.
    { path: '/popular-routes', lastmod: newest(entries.cities.map((city) => city.updatedAt)) },
    { path: '/country-road-atlas', lastmod: newest(entries.cities.map((city) => city.updatedAt)) },
    ...entries.cities.map((city) => ({ path: cityPath(city), lastmod: city.updatedAt })),
    ...entries.hotels.map((hotel) => ({ path: hotelPath(hotel), lastmod: hotel.updatedAt })),
  ];
}

export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const items = urls.map(
    (url) =>
      `<url><loc>${escapeXml(`${origin}${url.path}`)}</loc><lastmod>${w3c(url.lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${items.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: readonly SitemapUrl[][]): string {
  const items = parts.map((urls, index) => {
    const lastmod = urls.reduce((a, b) => (a > b.lastmod ? a : b.lastmod), '1970-01-01T00:00:00Z');
    return `<sitemap><loc>${origin}/sitemaps/${index + 1}.xml</loc><lastmod>${w3c(lastmod)}</lastmod></sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The URLs cut into sitemaps of at most `size` each. */
export function splitSitemap(urls: readonly SitemapUrl[], size = MAX_URLS_PER_SITEMAP): SitemapUrl[][] {
  const parts: SitemapUrl[][] = [];
  for (let start = 0; start < urls.length; start += size) parts.push(urls.slice(start, start + size));
  return parts;
}
