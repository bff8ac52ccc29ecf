// GET /articles (travel tips, newest first, by category, a page at a time, with every category and its count)
// and GET /articles/:slug (one article, with the best-rated hotels of its city).
import {
  ARTICLES_PAGE_SIZE,
  type Article,
  type ArticleSummary,
  type Articles,
  articlesQuerySchema,
} from '@rahi/shared-contracts/api';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { markdownToText } from '../content-editing/markdown';
import type { Database } from '../db/client';
import { articleSources } from '../db/content-editing-schema';
import { articleCategories, articles, cities, hotels } from '../db/schema';
import { ApiProblem, ok } from '../envelope';
import { parseWith } from '../envelope/validate';
import { coreOperations } from '../openapi/core-operations';

export const ARTICLE_NOT_FOUND = 'این مطلب پیدا نشد.';
const RELATED_HOTELS = 4;
/** Persian prose read aloud-ish: words per minute for the reading time. */
const WORDS_PER_MINUTE = 180;

const summaryColumns = {
  slug: articles.slug,
  title: articles.title,
  description: articles.description,
  blocks: articles.blocks,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  categorySlug: articleCategories.slug,
  categoryTitle: articleCategories.title,
  cityId: cities.id,
  cityName: cities.name,
  citySlug: cities.slug,
  /** Written in the back office: its sanitised HTML and its Markdown (for the reading time). */
  html: articleSources.html,
  markdown: articleSources.markdown,
};

/** Seed articles, and back-office ones while published. */
const visible = or(isNull(articleSources.slug), eq(articleSources.published, true));

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null;
};

/** Minutes to read the blocks' words, at least one. */
export function readingMinutes(blocks: Article['blocks']): number {
  const words = blocks
    .flatMap((block) =>
      'items' in block
        ? block.items.map((item) => (typeof item === 'string' ? item : item.text))
        : [block.text],
    )
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Minutes to read a back-office article's text, at least one. */
const markdownMinutes = (markdown: string) =>
  Math.max(1, Math.round(markdownToText(markdown).split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

function toSummary(row: SummaryRow): ArticleSummary & { blocks: Article['blocks']; publishedAt: string } {
  const blocks = row.blocks ?? [];
  return {
    slug: row.slug as string,
    title: row.title as string,
    description: row.description as string,
    category: { slug: row.categorySlug as string, title: row.categoryTitle as string },
    city:
      row.cityId === null
        ? null
        : { id: row.cityId, name: row.cityName as string, slug: row.citySlug as string },
    readingMinutes: row.markdown === null ? readingMinutes(blocks) : markdownMinutes(row.markdown),
    updatedAt: (row.updatedAt as Date).toISOString(),
    blocks,
    publishedAt: (row.publishedAt as Date).toISOString(),
  };
}

const selectSummaries = (db: Database, where: SQL | undefined) =>
  db
    .select(summaryColumns)
    .from(articles)
    .innerJoin(articleCategories, eq(articleCategories.slug, articles.categorySlug))
    .leftJoin(cities, eq(cities.id, articles.cityId))
    .leftJoin(articleSources, eq(articleSources.slug, articles.slug))
    .where(and(visible, where));

async function listArticles(db: Database, category: string | undefined, page: number): Promise<Articles> {
  const where = category ? eq(articles.categorySlug, category) : undefined;
  const [rows, [total], categories] = await Promise.all([
    selectSummaries(db, where)
      .orderBy(desc(articles.publishedAt), articles.slug)
      .limit(ARTICLES_PAGE_SIZE)
      .offset((page - 1) * ARTICLES_PAGE_SIZE),
    db
      .select({ total: count() })
      .from(articles)
      .leftJoin(articleSources, eq(articleSources.slug, articles.slug))
      .where(and(visible, where)),
    db
      .select({
        slug: articleCategories.slug,
        title: articleCategories.title,
        count: sql<number>`(count(${articles.slug}) filter (where ${visible}))::int`,
      })
      .from(articleCategories)
      .leftJoin(articles, eq(articles.categorySlug, articleCategories.slug))
      .leftJoin(articleSources, eq(articleSources.slug, articles.slug))
      .groupBy(articleCategories.slug)
      .orderBy(articleCategories.position),
  ]);
  if (category && !categories.some((item) => item.slug === category))
    throw new ApiProblem(404, [ARTICLE_NOT_FOUND]);
  return {
    items: rows.map((row) => {
      const { blocks, publishedAt, ...summary } = toSummary(row);
      return summary;
    }),
    total: total?.total ?? 0,
    page,
    pageSize: ARTICLES_PAGE_SIZE,
    categories,
  };
}

async function findArticle(db: Database, slug: string): Promise<Article> {
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) throw new ApiProblem(404, [ARTICLE_NOT_FOUND]);
  const [row] = await selectSummaries(db, and(eq(articles.slug, slug)));
  if (!row) throw new ApiProblem(404, [ARTICLE_NOT_FOUND]);
  const article = toSummary(row);
  const related = article.city
    ? await db
        .select({
          id: hotels.id,
          name: hotels.name,
          slug: hotels.slug,
          stars: hotels.stars,
          rating: hotels.rating,
          images: hotels.images,
        })
        .from(hotels)
        .where(eq(hotels.cityId, article.city.id))
        .orderBy(desc(hotels.rating), desc(hotels.popularity), hotels.id)
        .limit(RELATED_HOTELS)
    : [];
  return {
    ...article,
    html: row.html,
    relatedHotels: related.map(({ images, ...hotel }) => ({ ...hotel, image: images[0]?.url ?? null })),
  };
}

export function articleRoutes(db: Database) {
  return new Hono()
    .get('/articles', describeRoute(coreOperations.getArticles), async (c) => {
      const query = parseWith(articlesQuerySchema, c.req.query());
      return ok(c, await listArticles(db, query.category, query.page));
    })
    .get('/articles/:slug', describeRoute(coreOperations.getArticlesBySlug), async (c) =>
      ok(c, await findArticle(db, c.req.param('slug'))),
    );
}
