// GET /sitemap-entries: every address the gateway's /sitemap.xml lists (cities, hotels, CMS pages, articles, maps),
// each with the last change of its record. For the gateway only: the proxy does not forward it.
import type { SitemapEntries } from '@rahi/shared-contracts/api';
import { eq, isNull, max, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Database } from '../db/client';
import { articleSources, pageSources } from '../db/content-editing-schema';
import { airports, articles, cities, contentPages, hotels, railwayLines } from '../db/schema';
import { ok } from '../envelope';
import { coreOperations } from '../openapi/core-operations';

export async function sitemapEntries(db: Database): Promise<SitemapEntries> {
  const iso = <T extends { updatedAt: Date }>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });
  const [cityRows, hotelRows, pageRows, articleRows, [railway], airportRows] = await Promise.all([
    db
      .select({ id: cities.id, slug: cities.slug, updatedAt: cities.updatedAt })
      .from(cities)
      .orderBy(cities.id),
    db
      .select({ id: hotels.id, slug: hotels.slug, updatedAt: hotels.updatedAt })
      .from(hotels)
      .orderBy(hotels.id),
    db
      .select({ path: contentPages.path, updatedAt: contentPages.updatedAt })
      .from(contentPages)
      .leftJoin(pageSources, eq(pageSources.path, contentPages.path))
      .where(or(isNull(pageSources.path), eq(pageSources.published, true)))
      .orderBy(contentPages.path),
    // An article or page unpublished in the back office is not listed.
    db
      .select({ slug: articles.slug, updatedAt: articles.updatedAt })
      .from(articles)
      .leftJoin(articleSources, eq(articleSources.slug, articles.slug))
      .where(or(isNull(articleSources.slug), eq(articleSources.published, true)))
      .orderBy(articles.slug),
    db.select({ updatedAt: max(railwayLines.updatedAt) }).from(railwayLines),
    db.select({ slug: airports.slug, updatedAt: airports.updatedAt }).from(airports).orderBy(airports.slug),
  ]);
  // The railway map is /railway-map; an airport's page is /{slug}-map (/mehrabad-map).
  const maps = [
    ...(railway?.updatedAt ? [{ path: 'railway-map', updatedAt: railway.updatedAt }] : []),
    ...airportRows.map((airport) => ({ path: `${airport.slug}-map`, updatedAt: airport.updatedAt })),
  ];
  return {
    cities: cityRows.map(iso),
    hotels: hotelRows.map(iso),
    pages: pageRows.map(iso),
    articles: articleRows.map(iso),
    maps: maps.map(iso),
  };
}

export function sitemapRoutes(db: Database) {
  return new Hono().get('/sitemap-entries', describeRoute(coreOperations.getSitemapEntries), async (c) =>
    ok(c, await sitemapEntries(db)),
  );
}
