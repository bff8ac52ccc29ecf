// GET /sitemap-entries: every address the gateway's /sitemap.xml lists (cities, hotels, CMS pages, articles),
// each with the last change of its record. For the gateway only: the proxy does not forward it.
import type { SitemapEntries } from '@rahi/shared-contracts/api';
import { Hono } from 'hono';
import type { Database } from '../db/client';
import { articles, cities, contentPages, hotels } from '../db/schema';
import { ok } from '../envelope';

export async function sitemapEntries(db: Database): Promise<SitemapEntries> {
  const iso = <T extends { updatedAt: Date }>(row: T) => ({ ...row, updatedAt: row.updatedAt.toISOString() });
  const [cityRows, hotelRows, pageRows, articleRows] = await Promise.all([
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
      .orderBy(contentPages.path),
    db.select({ slug: articles.slug, updatedAt: articles.updatedAt }).from(articles).orderBy(articles.slug),
  ]);
  return {
    cities: cityRows.map(iso),
    hotels: hotelRows.map(iso),
    pages: pageRows.map(iso),
    articles: articleRows.map(iso),
  };
}

export function sitemapRoutes(db: Database) {
  return new Hono().get('/sitemap-entries', async (c) => ok(c, await sitemapEntries(db)));
}
