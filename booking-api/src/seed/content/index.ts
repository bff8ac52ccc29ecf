// Writes the site's pages and travel-tip articles (content_pages, article_categories, articles). Run by the full
// seed, and on its own at start-up for a database seeded before these tables existed (seedContentIfEmpty).
import { addDays, todayInTehran } from '@rahi/shared-contracts';
import { contentBlockSchema } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client';
import { articleCategories, articles, cities, contentPages } from '../../db/schema';
import { ARTICLE_CATEGORIES, ARTICLES } from './articles';
import { PAGES } from './pages';

/** A change made `days` before `today`, at 09:00 UTC (12:30 in Tehran). */
const daysAgo = (today: string, days: number) => new Date(`${addDays(today, -days)}T09:00:00Z`);

const checked = <T extends { blocks: unknown[] }>(item: T, name: string): T => {
  for (const block of item.blocks) {
    const result = contentBlockSchema.safeParse(block);
    if (!result.success)
      throw new Error(`seed content ${name}: a block is not valid: ${result.error.message}`);
  }
  return item;
};

/** Inserts the pages, categories and articles; the cities must be in already (articles name them by slug). */
export async function insertContent(db: Executor, today = todayInTehran()): Promise<void> {
  const cityRows = await db.select({ id: cities.id, slug: cities.slug }).from(cities);
  const cityId = new Map(cityRows.map((city) => [city.slug, city.id]));
  await db.insert(contentPages).values(
    PAGES.map((page) => ({
      ...checked(page, page.path),
      updatedAt: daysAgo(today, page.updatedDaysAgo),
    })),
  );
  await db
    .insert(articleCategories)
    .values(ARTICLE_CATEGORIES.map((category, position) => ({ ...category, position })));
  await db.insert(articles).values(
    ARTICLES.map((article) => ({
      slug: article.slug,
      categorySlug: article.category,
      // A city missing from a small test seed leaves the article without one.
      cityId: article.city === null ? null : (cityId.get(article.city) ?? null),
      title: article.title,
      description: article.description,
      blocks: checked(article, article.slug).blocks,
      publishedAt: daysAgo(today, article.publishedDaysAgo),
      updatedAt: daysAgo(today, article.updatedDaysAgo),
    })),
  );
}

/** Loads the content into a seeded database that has none yet; true when it did. */
export async function seedContentIfEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from content_pages) and exists (select 1 from cities) as empty`,
  );
  if (row?.empty !== true) return false;
  await db.transaction((tx) => insertContent(tx));
  return true;
}
