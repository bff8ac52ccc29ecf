import { matchRoute } from '@rahi/shared-contracts';
import { contentBlockSchema, pagePathSchema } from '@rahi/shared-contracts/api';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../db/test-database';
import { seedDatabase } from '../index';
import { ARTICLE_CATEGORIES, ARTICLES } from './articles';
import { seedContentIfEmpty } from './index';
import { PAGES } from './pages';

const pagePaths = new Set(PAGES.map((page) => `/${page.path}`));
const articlePaths = new Set(ARTICLES.map((article) => `/travel-tips/${article.slug}`));

describe('the seeded content', () => {
  it('has at least 12 travel-tip articles, each in a known category, with valid blocks', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(12);
    const categories = new Set<string>(ARTICLE_CATEGORIES.map((category) => category.slug));
    for (const article of ARTICLES) {
      expect(categories.has(article.category)).toBe(true);
      for (const block of article.blocks) expect(contentBlockSchema.safeParse(block).success).toBe(true);
    }
  });

  it('has the guide and the pages the footer links to, at valid paths', () => {
    for (const path of ['guide', 'about', 'terms', 'privacy', 'cancellation-rules'])
      expect(pagePaths.has(`/${path}`)).toBe(true);
    for (const page of PAGES) expect(pagePathSchema.safeParse(page.path).success).toBe(true);
  });

  it("links only to addresses that exist: a route of product §2's table, a page or an article", () => {
    const blocks = [...PAGES, ...ARTICLES].flatMap((item) => item.blocks);
    for (const block of blocks) {
      if (block.type !== 'links') continue;
      for (const { href } of block.items) {
        const known = pagePaths.has(href) || articlePaths.has(href) || matchRoute(href).route.path !== '/*';
        expect({ href, known }).toEqual({ href, known: true });
      }
    }
  });
});

describe('seedContentIfEmpty', () => {
  it('gives a database seeded without content its pages and articles, once', async () => {
    const handle = await openTestDatabase();
    try {
      await seedDatabase(handle.db, { hotels: 3, days: 2 });
      await handle.db.execute(
        sql`truncate article_sources, articles, article_categories, page_sources, content_pages`,
      );
      expect(await seedContentIfEmpty(handle.db)).toBe(true);
      expect(await seedContentIfEmpty(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
